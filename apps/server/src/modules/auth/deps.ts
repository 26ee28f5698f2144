import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/errors';
import { createUsersRepository } from '../users';
import { createDeviceTokens } from './device-tokens';
import { createOtpService } from './otp';
import { createResetTokens } from './reset-tokens';

/** Everything the auth services use, built once per route plugin from the app's decorators. */
export function authDeps(app: FastifyInstance, config: Config) {
  return {
    db: app.db,
    config,
    log: app.log,
    users: createUsersRepository(app.db),
    sessions: app.sessions,
    passwords: app.passwords,
    otp: createOtpService(app.db, app.secrets.authSecret),
    resets: createResetTokens(app.db),
    secrets: app.secrets,
    mailer: app.mailer,
    sms: app.sms,
    background: app.background,
    ninVerifier: app.ninVerifier,
    /**
     * Counts an attempt for `key` and rejects with 429 (with Retry-After) once over the budget.
     * Await it: the counters may live in Redis (ADR 0024).
     */
    limit(key: string): Promise<void> {
      const checked = app.accountLimiter.hit(key).then((wait) => {
        if (wait > 0) throw tooManyRequests(wait);
      });
      // A caller that forgot `await` must not crash the process with an unhandled rejection.
      checked.catch(() => {});
      return checked;
    },
    /** Login throttling (ADR 0024): rejects with 429 while this try must wait. */
    async loginAttempt(account: string, ip: string) {
      const wait = await app.loginThrottle.attempt(account, ip);
      if (wait > 0) throw tooManyRequests(wait);
    },
    loginSucceeded: (account: string, ip: string) => app.loginThrottle.succeeded(account, ip),
    /** Device trust (ADR 0024 addendum): tokens for browsers that signed in before. */
    deviceTokens: createDeviceTokens(app.secrets.authSecret),
    /** A known device's try: true when its own budget lets it skip the account's delay. */
    deviceAttempt: (device: string) => app.loginThrottle.deviceAttempt(device),
    deviceSucceeded: (device: string) => app.loginThrottle.deviceSucceeded(device),
  };
}

export type AuthDeps = ReturnType<typeof authDeps>;
