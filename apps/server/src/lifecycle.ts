import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** After this long, give up waiting for in-flight requests and exit non-zero. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  /** Injected so tests can observe the exit code instead of losing the process. */
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, run onClose hooks
 * (database, sockets), then exit 0. A second signal or the timeout exits 1 at once.
 */
export function installGracefulShutdown(app: FastifyInstance, opts: ShutdownOptions) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const signals = opts.signals ?? ['SIGTERM', 'SIGINT'];
  let closing: Promise<void> | undefined;

  const shutdown = (signal: string): Promise<void> => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return closing;
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${opts.timeoutMs} ms: exiting`);
      exit(1);
    }, opts.timeoutMs);
    timer.unref();
    closing = app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shutdown complete');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        app.log.error({ err }, 'error during shutdown');
        exit(1);
      },
    );
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal);
  for (const signal of signals) process.on(signal, onSignal);
  return {
    shutdown,
    uninstall: () => {
      for (const signal of signals) process.off(signal, onSignal);
    },
  };
}
