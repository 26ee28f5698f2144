import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Advisor, advisorPlugin } from './advisor';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { runSeeders } from './db/seed';
import type { SpeechProviders } from './ivr';
import ivr, { createSpeechProviders, phoneLine } from './ivr';
import type { PasswordHasher } from './lib/passwords';
import { loggerOptions } from './logger';
import { type SmsAdapter, smsAdapterFor } from './messaging/gateways';
import type { OutboxPrinter } from './messaging/outbox';
import { createWhatsAppClient } from './messaging/whatsapp';
import { modules } from './modules';
import { manyFarmersSeeder } from './modules/agents';
import type { NinVerifier } from './modules/auth';
import auth from './plugins/auth';
import db from './plugins/db';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import mailer from './plugins/mailer';
import metrics from './plugins/metrics';
import outboxRetry from './plugins/outbox-retry';
import security from './plugins/security';
import sms from './plugins/sms';
import { registerWeb, spaFallback } from './plugins/static';
import swagger from './plugins/swagger';
import { loadSecrets } from './secrets';

export interface AppDeps {
  /** An open, migrated database owned by the caller (tests share one per file). */
  db?: DbHandle;
  /** Overrides the pino logger settings derived from LOG_LEVEL (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** argon2id by default; tests read its call counter. */
  passwords?: PasswordHasher;
  /** An SMS gateway; default: from config (SMS_PROVIDER), else the development outbox. */
  smsAdapter?: SmsAdapter;
  /** Where development-outbox messages are printed (default: stdout when OUTBOX_PRINT). */
  outboxPrinter?: OutboxPrinter;
  /** NIN checks; default: the admin review queue (status stays pending). */
  ninVerifier?: NinVerifier;
  /** The AI advisor; default: from config (an OpenAI-compatible model, else offline). */
  advisor?: Advisor;
  /** The IVR speech providers; default: from config (OpenAI-compatible, else offline). */
  speech?: SpeechProviders;
  /** The rate limits' clock (tests move it by hand instead of waiting). */
  clock?: () => number;
  /** Sees every route as it is registered (the authorization matrix collects them all). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Names of the demo seeders that ran during this start (server.ts prints credentials). */
    seeded: string[];
  }
}

/**
 * The whole service, ready to `listen` or `inject`; it never listens itself (fastify/demo shape).
 * Routes can still be added by the caller before `ready()`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = createFastify(config, deps);
  try {
    await register(app, config, deps);
  } catch (error) {
    // Close whatever opened (the database) so a failed start leaves nothing running.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

async function register(app: App, config: Config, deps: AppDeps) {
  const apiPrefixes = [...new Set([config.apiPrefix, config.emailApiPrefix])];
  // Error and not-found handlers first: Fastify binds a route to the handler set before it.
  await app.register(errors, { apiPrefixes, fallback: spaFallback(config.webDist) });
  await app.register(security, {
    redisUrl: config.ivr.redisUrl,
    keyPrefix: config.rateLimitKeyPrefix,
    now: deps.clock,
  });
  await app.register(swagger);
  await app.register(db, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    handle: deps.db,
  });
  // Before every route, so its onResponse hook times them all (ADR 0052).
  await app.register(metrics, { token: config.metricsToken });

  await app.register(auth, {
    secrets: loadSecrets(config),
    sessionTtlDays: config.sessionTtlDays,
    revokeChannel: config.sessionRevokeChannel,
    redisUrl: config.ivr.redisUrl,
    accountLimitPer15Minutes: config.authRateLimitPerAccount,
    limits: app.limits,
    loginPolicy: {
      perIp: config.login.failuresPerIp,
      perAccountIp: config.login.failuresPerAccountIp,
      maxDelayMs: config.login.maxDelayMs,
    },
    passwords: deps.passwords,
    ninVerifier: deps.ninVerifier,
  });
  const print = { print: config.outboxPrint, printer: deps.outboxPrinter };
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...print });
  await app.register(sms, {
    adapter: deps.smsAdapter ?? smsAdapterFor(config.sms.provider),
    retryDelaysSeconds: config.sms.retryDelaysSeconds,
    whatsapp: config.whatsapp && createWhatsAppClient(config.whatsapp),
    ...print,
  });
  await app.register(outboxRetry, { intervalMs: config.sms.retryIntervalMs });
  await app.register(advisorPlugin, { config, advisor: deps.advisor });
  // The voice service (namespace /ivr) on this server's own port, unless run alone (start:ivr).
  if (config.ivr.enabled) await app.register(ivr, { config: config.ivr, speech: deps.speech });
  // The phone line (Africa's Talking Voice, ADR 0043), with the same speech providers.
  await app.register(phoneLine, { prefix: config.apiPrefix, config, speech: deps.speech });
  // The same providers hear WhatsApp voice notes (ADR 0041 addendum).
  if (config.whatsapp) {
    const own = !deps.speech && !app.hasDecorator('ivr');
    const speech =
      deps.speech ?? (app.hasDecorator('ivr') ? app.ivr.speech : createSpeechProviders(config.ivr));
    app.decorate('speech', speech);
    if (own) app.addHook('onClose', async () => speech.stt.close?.());
  }

  app.decorate('seeded', [] as string[]);
  if (config.seedDemo) {
    const ran = await runSeeders(app.db, [
      ...modules.flatMap((m) => m.seeders ?? []),
      ...(config.seedAgentFarmers > 0 ? [manyFarmersSeeder(config.seedAgentFarmers)] : []),
    ]);
    app.seeded.push(...ran);
    if (ran.length > 0) app.log.info({ seeders: ran }, 'demo data created');
  }

  for (const mod of modules) {
    const prefix = mod.base === 'email' ? config.emailApiPrefix : config.apiPrefix;
    await app.register(mod.routes, { prefix, config });
  }
  await registerWeb(app, {
    webDist: config.webDist,
    chatNumber: config.whatsapp?.businessNumber,
  });
}

/** Logged at start in production with TRUST_PROXY=true (docs/SECURITY.md, rate limits). */
const TRUST_EVERY_HOP_WARNING =
  'TRUST_PROXY=true believes every X-Forwarded-For entry, and a client can write the first one: set TRUST_PROXY to the addresses of the proxies (e.g. uniquelocal) unless the proxy replaces the header';

function createFastify(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.env === 'production' && config.trustProxy === true) {
    app.log.warn(TRUST_EVERY_HOP_WARNING);
  }
  // The API speaks JSON only: anything else is 415, not a string body that fails validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // Once close() starts, responses still in flight ask the client to drop the connection;
  // otherwise the now-idle keep-alive socket holds close() open until keepAliveTimeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return app;
}

export type App = ReturnType<typeof createFastify>;
