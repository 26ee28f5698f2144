import Fastify, { type FastifyServerOptions } from 'fastify';
import { type Advisor, advisorPlugin } from '../advisor';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import { loggerOptions } from '../logger';
import auth from '../plugins/auth';
import db from '../plugins/db';
import security from '../plugins/security';
import { loadSecrets } from '../secrets';
import ivr from './index';
import type { SpeechProviders } from './speech';

export interface IvrAppDeps {
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  advisor?: Advisor;
  speech?: SpeechProviders;
}

/**
 * The voice service alone (`start:ivr`), for scaling it apart from the API: the same database
 * (sessions, farm context, call records), advisor and `/ivr` namespace, plus `/health` and
 * `/ready` for a load balancer. Nothing else of the API is served.
 */
export async function buildIvrApp(config: Config, deps: IvrAppDeps = {}) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
  });
  try {
    // For the shared counters (call quotas, ADR 0024) and the security headers.
    await app.register(security, {
      redisUrl: config.ivr.redisUrl,
      keyPrefix: config.rateLimitKeyPrefix,
    });
    await app.register(db, {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      handle: deps.db,
    });
    await app.register(auth, {
      secrets: loadSecrets(config),
      sessionTtlDays: config.sessionTtlDays,
      revokeChannel: config.sessionRevokeChannel,
      redisUrl: config.ivr.redisUrl,
      accountLimitPer15Minutes: config.authRateLimitPerAccount,
      limits: app.limits,
    });
    await app.register(advisorPlugin, { config, advisor: deps.advisor });
    await app.register(ivr, { config: config.ivr, speech: deps.speech });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  app.get('/health', async () => ({ success: true, message: 'ok', data: { status: 'ok' } }));
  app.get('/ready', async (_request, reply) => {
    try {
      await app.dbHandle.ping();
      return { success: true, message: 'ok', data: { status: 'ok' } };
    } catch {
      return reply.code(503).send({ success: false, message: 'Not ready', error: 'Not ready' });
    }
  });
  return app;
}
