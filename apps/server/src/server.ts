import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, requireProductionSettings } from './config';
import { installGracefulShutdown } from './lifecycle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEEDER } from './modules/auth/seed';
import { startReminders } from './modules/notifications';

/** One line a person can act on; no stack traces for expected start-up failures. */
function describe(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  // node-postgres reports "connection refused" as an AggregateError with an empty message.
  const inner = error instanceof AggregateError ? error.errors[0] : error;
  const err = inner as NodeJS.ErrnoException | undefined;
  if (err?.code === 'EADDRINUSE')
    return `Port already in use (${err.message}); set PORT to a free port.`;
  if (err?.code === 'ECONNREFUSED')
    return `Cannot reach the database (${err.message}); check DATABASE_URL.`;
  return `Kiwo could not start: ${err?.message || String(error)}`;
}

function fail(error: unknown): never {
  process.stderr.write(`${describe(error)}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    requireProductionSettings();
  } catch (error) {
    fail(error);
  }

  const app = await buildApp(config).catch(fail);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    fail(error);
  }
  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  if (config.reminders) startReminders(app);
  if (config.env === 'production' && !config.smtpUrl) {
    // Without a mail route, emails (codes included) reach only the outbox and the console (ADR 0025).
    app.log.warn('SMTP_URL is not set: emails stay in the development outbox (ADR 0022)');
  }

  const { port } = app.server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  console.log(`\nKiwo is running: open http://${shownHost}:${port}\n`);
  if (app.seeded.includes(DEMO_SEEDER)) {
    console.log('Demo accounts created (password for all: %s):', DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(7)} ${account.login}`);
    console.log('');
  }
}

await main();
