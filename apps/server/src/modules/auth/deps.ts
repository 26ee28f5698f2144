import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/errors';
import { createUsersRepository } from '../users/repository';
import { createOtpService } from './otp';
import { createResetTokens } from './reset-tokens';

/** Everything the auth services use, built once per route plugin from the app's decorators. */
export function authDeps(app: FastifyInstance, config: Config) {
  return {
    db: app.db,
    config,
    log: app.log,
    users: createUsersRepository(app.db, app.sessions.forgetUser),
    sessions: app.sessions,
    passwords: app.passwords,
    otp: createOtpService(app.db, app.secrets.authSecret),
    resets: createResetTokens(app.db),
    secrets: app.secrets,
    mailer: app.mailer,
    sms: app.sms,
    background: app.background,
    ninVerifier: app.ninVerifier,
    /** Counts an attempt for `key` and throws 429 (with Retry-After) once over the budget. */
    limit(key: string) {
      const wait = app.accountLimiter.hit(key);
      if (wait > 0) throw tooManyRequests(wait);
    },
  };
}

export type AuthDeps = ReturnType<typeof authDeps>;
