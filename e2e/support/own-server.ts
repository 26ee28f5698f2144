import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A Kiwo server process of a journey's own (its own embedded database), for journeys whose
 * outside service (an SMS gateway, the WhatsApp Graph API) is a local stand-in the shared e2e
 * server is not pointed at. It serves the web build `pnpm start` made for the run.
 */
export async function startOwnServer(env: Record<string, string>, dataPrefix: string) {
  const port = await new Promise<number>((resolve) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(process.cwd(), 'apps/server'),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), dataPrefix)),
      SEED_DEMO: 'false',
      DEV_SHOW_CODES: 'true',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (c) => {
    printed += c;
  });
  child.stderr?.on('data', (c) => {
    printed += c;
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`Kiwo exited:\n${printed}`);
        return fetch(`${url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Axe's WCAG 2.2 AA rules on the page as it stands (the same tags as a11y-routes.spec.ts),
 * without react-aria's visually hidden live announcer: after the menu drawer opened, it holds
 * `role="img"` nodes named by ids that are gone (the same exclusion as `.storybook/a11y.ts`).
 */
export const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .exclude('[data-live-announcer]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);

/** A new admin: sign-up, then the email code the page shows (DEV_SHOW_CODES), to the dashboard. */
export async function signUpAdmin(page: Page, base: string) {
  await page.goto(`${base}/signup`);
  await page.getByText('Kiwo staff').click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Bola');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(`0703${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`bola.${Date.now()}@kiwo.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-admin-email\?/);
  const code = (await page.getByTestId('dev-otp').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
