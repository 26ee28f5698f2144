import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, requireProductionSettings } from './config';
import { StartupError } from './lib/errors';
import { installGracefulShutdown } from './lifecycle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEEDER } from './modules/auth';
import { runHealthReminders } from './modules/health';
import { startReminders } from './modules/notifications';
import { runStockAlerts } from './modules/stock';

/** One line a person can act on; no stack traces for expected start-up failures. */
function describe(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  // node-postgres reports "connection refused" as an AggregateError with an empty message.
  const inner = error instanceof AggregateError ? error.errors[0] : error;
  const err = inner as NodeJS.ErrnoException | undefined;
  if (err?.code === 'EADDRINUSE')
    return `Port already in use (${err.message}); set PORT to a free port.`;
  if (err?.code === 'ECONNREFUSED')
    return `Cannot reach the database (${err.message}); check DATABASE_URL.`;
  // Drizzle wraps a failed migration as "Failed query: <the whole SQL>": the driver's reason
  // (a missing permission, a full disk) is its cause.
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  if (cause instanceof Error && err?.message?.startsWith('Failed query'))
    return `Kiwo could not start: the database refused a migration (${cause.message}); check the role in DATABASE_URL owns the database.`;
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
  if (config.reminders) startReminders(app, [runHealthReminders, runStockAlerts]);
  if (config.env === 'production' && !config.smtpUrl) {
    // Without a mail route, email codes reach only the outbox (and admin sign-up is off, ADR 0025).
    app.log.warn('SMTP_URL is not set: emails stay in the development outbox (ADR 0022)');
  }

  const { port } = app.server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  // In production the address people open is PUBLIC_URL (a proxy in front), not this port.
  console.log(
    config.env === 'production'
      ? `\nKiwo is running on port ${port}: people open ${config.publicUrl}\n`
      : `\nKiwo is running: open http://${shownHost}:${port}\n`,
  );
  if (app.seeded.includes(DEMO_SEEDER)) {
    console.log('Demo accounts created (password for all: %s):', DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(7)} ${account.login}`);
    console.log('');
  }
}

await main();
