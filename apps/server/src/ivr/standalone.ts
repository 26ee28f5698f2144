import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../config';
import { installGracefulShutdown } from '../lifecycle';
import { buildIvrApp } from './standalone-app';

/**
 * `pnpm --filter @kiwo/server start:ivr`: the IVR voice service alone on IVR_PORT (3001). Run
 * the API with IVR_ENABLED=false and route `/socket.io/` to this process (see src/ivr/README.md).
 * With PGlite only one process may open DATA_DIR: use DATABASE_URL when both run.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  try {
    const app = await buildIvrApp(config);
    await app.listen({ port: config.ivr.port, host: config.host });
    installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
    const { port } = app.server.address() as AddressInfo;
    const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    console.log(`\nKiwo voice service (IVR) is running: ws://${host}:${port}/ivr\n`);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    process.stderr.write(
      err?.code === 'EADDRINUSE'
        ? `Port already in use (${err.message}); set IVR_PORT to a free port.\n`
        : `Kiwo voice service could not start: ${err?.message || String(error)}\n`,
    );
    process.exit(1);
  }
}

await main();
