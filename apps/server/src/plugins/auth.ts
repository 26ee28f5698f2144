import type { Role } from '@kiwo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { createLimiter, createLimitStore, type Limiter, type LimitStore } from '../lib/limiter';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_POLICY,
  type LoginThrottle,
  type LoginThrottlePolicy,
} from '../lib/login-throttle';
import { createPasswordHasher, type PasswordHasher } from '../lib/passwords';
import { createRevocationBus } from '../lib/revocation-bus';
import {
  adminReviewVerifier,
  createSessionStore,
  type NinVerifier,
  type SessionStore,
} from '../modules/auth';
import type { UserRow } from '../modules/users';
import type { Secrets } from '../secrets';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to a user who must change their password first (the change itself,
     * logout, /auth/me). Every other route answers 403 `MUST_CHANGE_PASSWORD` (ADR 0025).
     */
    allowMustChangePassword?: boolean;
    /**
     * The route stays open to an agent waiting for approval (logout, /auth/me); every other
     * route answers 403 `PENDING_APPROVAL` (ADR 0055).
     */
    allowPending?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `app.requireAuth`, null on public routes. */
    user: UserRow | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** onRequest guard: a live session of an active user, else 401 (403 when suspended). */
    requireAuth: Guard;
    /** onRequest guard: requireAuth plus one of the roles, else 403. */
    requireRole(...roles: Role[]): Guard;
    sessions: SessionStore;
    passwords: PasswordHasher;
    secrets: Secrets;
    /** Per-account attempt counters (keys like `login:+234…`), checked before any hashing. */
    accountLimiter: Limiter;
    /** Login throttling by IP, (account, IP) and a per-account delay (ADR 0024). */
    loginThrottle: LoginThrottle;
    ninVerifier: NinVerifier;
    /**
     * Calls `listener` when a user's sessions were revoked, or the user suspended or deleted,
     * here or in another process (ADR 0030): live voice calls re-check at once. Returns the
     * unsubscribe.
     */
    onSessionsRevoked(listener: (userId: string) => void): () => void;
  }
}

interface AuthOptions {
  secrets: Secrets;
  sessionTtlDays: number;
  /** Set: revocations are published to, and received from, the other processes on this Redis. */
  redisUrl?: string | undefined;
  /** The Redis channel of revocations (ADR 0030). */
  revokeChannel?: string | undefined;
  accountLimitPer15Minutes: number;
  /** Where the counters live (`app.limits`, shared through Redis); default: this process. */
  limits?: LimitStore | undefined;
  loginPolicy?: Partial<LoginThrottlePolicy> | undefined;
  passwords?: PasswordHasher | undefined;
  ninVerifier?: NinVerifier | undefined;
}

export const NOT_SIGNED_IN = 'Please log in to continue';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const SUSPENDED = 'Your account has been suspended. Please contact support.';
const FORBIDDEN = 'You do not have permission to do this';
export const MUST_CHANGE_PASSWORD = 'Please change your password before you continue';
const PENDING_APPROVAL =
  'Your agent account is waiting for approval by a Kiwo admin. You will be told when it is approved.';

/** `Authorization: Bearer <token>`; anything else counts as no token. */
const bearer = (request: FastifyRequest) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

async function auth(app: FastifyInstance, opts: AuthOptions) {
  const listeners = new Set<(userId: string) => void>();
  const tell = (userId: string) => {
    for (const listener of listeners) listener(userId);
  };
  let publish: ((userId: string) => void) | undefined;
  if (opts.redisUrl) {
    const bus = await createRevocationBus({
      url: opts.redisUrl,
      channel: opts.revokeChannel ?? 'kiwo-session-revoked',
      onRevoked: tell,
      warn: (err, message) => app.log.warn({ err }, message),
    });
    publish = bus.publish;
    app.addHook('onClose', async () => bus.close());
  }
  const sessions = createSessionStore(app.db, opts.sessionTtlDays, {
    announce: (userId) => {
      tell(userId);
      publish?.(userId);
    },
  });
  app.decorate('sessions', sessions);
  app.decorate('onSessionsRevoked', (listener: (userId: string) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  app.decorate('passwords', opts.passwords ?? createPasswordHasher());
  app.decorate('secrets', opts.secrets);
  const limits = opts.limits ?? createLimitStore({ log: app.log });
  app.decorate('accountLimiter', createLimiter(opts.accountLimitPer15Minutes, 15 * 60_000, limits));
  app.decorate(
    'loginThrottle',
    createLoginThrottle(limits, { ...DEFAULT_LOGIN_POLICY, ...opts.loginPolicy }),
  );
  app.decorate('ninVerifier', opts.ninVerifier ?? adminReviewVerifier);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const requireAuth: Guard = async (request) => {
    const token = bearer(request);
    if (!token) {
      throw new AppError(401, request.headers.authorization ? SESSION_ENDED : NOT_SIGNED_IN);
    }
    const resolved = await sessions.resolve(token);
    if (!resolved) throw new AppError(401, SESSION_ENDED);
    if (resolved.user.status === 'pending') {
      if (!request.routeOptions.config.allowPending) {
        throw new AppError(403, PENDING_APPROVAL, { details: { pendingApproval: true } });
      }
    } else if (resolved.user.status !== 'active') throw new AppError(403, SUSPENDED);
    // Enforced here, not only by the page: a temporary password opens nothing but its change.
    if (resolved.user.mustChangePassword && !request.routeOptions.config.allowMustChangePassword) {
      throw new AppError(403, MUST_CHANGE_PASSWORD, {
        details: { mustChangePassword: true },
      });
    }
    request.user = resolved.user;
    request.sessionId = resolved.sessionId;
  };
  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (...roles: Role[]): Guard => {
    return async (request, reply) => {
      await requireAuth(request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw new AppError(403, FORBIDDEN);
    };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
