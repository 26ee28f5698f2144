import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root; relative paths in the environment resolve from here, not from the cwd,
 * so `pnpm --filter @kiwo/server start` and `node apps/server/...` share one ./data. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Thrown for bad configuration; its message is a single line meant for stderr. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = z.stringbool({
  truthy: ['true', '1', 'yes', 'on'],
  falsy: ['false', '0', 'no', 'off'],
  error: 'must be true or false',
});

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): their addresses or CIDR
 * ranges, comma-separated (`loopback`, `linklocal` and `uniquelocal` name the usual private
 * ranges), `false`, or `true` for every hop. `true` takes the first entry, which a client writes
 * itself whenever the proxy appends to the header (nginx's `$proxy_add_x_forwarded_for`, most load
 * balancers), so per-IP limits can be dodged: production logs a warning for it
 * (docs/SECURITY.md). Fastify refuses hop counts (a direct client could spoof them).
 */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    const lower = value.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on', '1'].includes(lower)) return true;
    const proxies = lower.split(',').map((hop) => hop.trim());
    const isProxy = (hop: string) =>
      PROXY_NAMES.includes(hop) || (/^[0-9a-f.:]+(\/\d{1,3})?$/.test(hop) && /[.:]/.test(hop));
    if (proxies.every(isProxy)) return proxies;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be false, true, or the proxies' addresses or CIDR ranges (comma-separated; loopback, linklocal, uniquelocal)",
    });
    return z.NEVER;
  });

const prefix = z
  .string()
  .regex(
    /^\/[A-Za-z0-9/_-]*$/,
    'must start with "/" and contain only letters, digits, "/", "_", "-"',
  )
  .transform((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
    } catch {
      return false;
    }
  },
  { message: 'must be a postgres:// or postgresql:// URL with a host' },
);

const smtpUrl = z.string().refine(
  (value) => {
    try {
      return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be an smtp:// or smtps:// URL' },
);

/** 32 random bytes as 64 hex digits or base64; decoded to a Buffer. */
const secretKey = z.string().transform((value, ctx) => {
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (bytes.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64' });
    return z.NEVER;
  }
  return bytes;
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const port = z.coerce
  .number({ message: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** A WhatsApp message template's name as the WhatsApp Manager spells it. */
const templateName = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lowercase letters, digits and _')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('data'),
  API_PREFIX: prefix.default('/api'),
  EMAIL_API_PREFIX: prefix.optional(),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Demo accounts share one published password: created by default outside production only.
  SEED_DEMO: bool.optional(),
  // With the demo data: this many generated farmers for the demo agent (trying 1,000+ at once).
  SEED_AGENT_FARMERS: z.coerce
    .number()
    .int('must be a whole number from 0 to 10000')
    .min(0, 'must be a whole number from 0 to 10000')
    .max(10_000, 'must be a whole number from 0 to 10000')
    .default(0),
  SMTP_URL: smtpUrl.optional(),
  // Development only: OTP codes also come back in API responses (ADR 0025); refused in production.
  DEV_SHOW_CODES: bool.default(false),
  // Behind a reverse proxy the client IP (rate limits, logs) comes from X-Forwarded-For.
  TRUST_PROXY: trustProxy.default(false),
  NEWSLETTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Where links in emails and SMS point (reset links); defaults to this server.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Kiwo <no-reply@kiwo.ng>'),
  ADMIN_EMAIL_DOMAINS: z
    .string()
    .default('kiwo.ng,kiwo.farm')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, 'must list at least one domain'),
  // 32 bytes, hex or base64. Unset outside production: generated once into DATA_DIR/secrets.json.
  NIN_ENCRYPTION_KEY: secretKey.optional(),
  // Keys the HMACs of OTPs and NIN look-ups (same format and default as NIN_ENCRYPTION_KEY).
  AUTH_SECRET: secretKey.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // With REDIS_URL: the Redis channel that tells every process of a revocation, so live voice
  // calls end at once (ADR 0030).
  SESSION_REVOKE_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits, "_", ".", ":" or "-"')
    .default('kiwo-session-revoked'),
  // Login/register/OTP/reset calls per client IP per minute, per route.
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  // Attempts per account (identifier or user) per 15 minutes, per action.
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Login throttling (ADR 0024): failed logins per client IP and per (account, IP) per
  // 15 minutes, and the longest per-account delay between tries once 5 have failed.
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  LOGIN_FAILURES_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_DELAY_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  // Prefix of the rate-limit keys in Redis (REDIS_URL): deployments sharing a Redis stay apart.
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits, "_", ".", ":" or "-"')
    .default('kiwo:rl:'),
  // Print development-outbox messages (with their codes and links) to the console.
  OUTBOX_PRINT: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // AI advisor (ADR 0005): an OpenAI-compatible endpoint when LLM_BASE_URL is set, else offline.
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // USSD gateway (ADR 0027): the callbacks must carry ?token=<this> (the callback URL). Unset: open
  // outside production (a warning at start); in production the USSD routes answer 503.
  USSD_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // SMS gateway (ADR 0037): unset → the development outbox. Each provider's keys below.
  SMS_PROVIDER: z.enum(['africastalking', 'termii']).optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  AT_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.africastalking.com'),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z.string().min(1).max(11).optional(),
  TERMII_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.ng.termii.com'),
  // Termii's route: `dnd` reaches numbers on Do-Not-Disturb (codes), `generic` does not.
  TERMII_CHANNEL: z.enum(['generic', 'dnd']).default('dnd'),
  // Termii's account secret key (not the API key): delivery reports must then carry a valid
  // X-Termii-Signature (HMAC-SHA512 of the body), ADR 0037.
  TERMII_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // NIN review (ADR 0064): unset → the offline check (format and the name on
  // the slip; the admin attests). `prembly`: an NIMC-licensed provider's NIN look-up.
  NIN_CHECK_PROVIDER: z.enum(['offline', 'prembly']).default('offline'),
  NIN_CHECK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.prembly.com'),
  NIN_CHECK_API_KEY: z.string().min(1).optional(),
  NIN_CHECK_APP_ID: z.string().min(1).optional(),
  NIN_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Delivery reports and inbound SMS (STOP) must carry ?token=<this>; unset: open outside
  // production, refused (503) in production. The gateways sign neither (ADR 0037).
  SMS_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Alerts (not codes) per user per Lagos day, and the day's spend on alerts, in naira.
  SMS_DAILY_CAP_PER_USER: z.coerce.number().int().min(0).default(5),
  SMS_DAILY_BUDGET_NGN: z.coerce.number().min(0).default(5000),
  // The durable outbound queue (ADR 0038): how often it is drained, and the delays between tries.
  OUTBOX_RETRY_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  OUTBOX_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole seconds separated by commas, e.g. 30,60,120')
    .transform((v) => v.split(',').map(Number))
    .default([30, 60, 120, 300, 600]),
  // WhatsApp Cloud API chatbot (ADR 0041): the four keys together, or none (routes answer 404).
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric phone number id from the WhatsApp Manager')
    .optional(),
  WHATSAPP_GRAPH_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://graph.facebook.com'),
  WHATSAPP_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v23.0')
    .default('v23.0'),
  // The bot's number in international form (digits, no +): "Chat with Us" and the landing page.
  WHATSAPP_BUSINESS_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be digits in international form, e.g. 2348012345678')
    .optional(),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Voice notes (ADR 0041 addendum): the largest download, and the languages answered aloud too.
  WHATSAPP_MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).max(16_777_216).default(5_242_880),
  WHATSAPP_VOICE_REPLY_LANGUAGES: z
    .string()
    .regex(/^((en|ha|yo|ig)(,(en|ha|yo|ig))*)?$/, 'must be en, ha, yo, ig separated by commas')
    .default(''),
  // Alerts outside the 24-hour window go as approved templates (ADR 0048).
  WHATSAPP_TEMPLATE_CONSULTATION_ANSWERED: templateName,
  WHATSAPP_TEMPLATE_HIGH_MORTALITY: templateName,
  WHATSAPP_TEMPLATE_CONSULTATION_REPLY: templateName,
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .regex(
      /^(en|ha|yo|ig)=[A-Za-z_]{2,10}(,(en|ha|yo|ig)=[A-Za-z_]{2,10})*$/,
      'must be pairs like en=en,ha=ha,yo=yo,ig=ig (our language = the template language code)',
    )
    .default('en=en,ha=ha,yo=yo,ig=ig'),
  // Agent dashboard: a section's deaths on one day above this percent of its animals alert.
  MORTALITY_ALERT_PERCENT: z.coerce
    .number({ message: 'must be a number from 0 to 100' })
    .min(0, 'must be a number from 0 to 100')
    .max(100, 'must be a number from 0 to 100')
    .default(5),
  // Notifications: a section's deaths on one day above this percent notify the farmer.
  MORTALITY_NOTIFY_PERCENT: z.coerce
    .number({ message: 'must be a number from 0 to 100' })
    .min(0, 'must be a number from 0 to 100')
    .max(100, 'must be a number from 0 to 100')
    .default(5),
  // Low feed stock (ADR 0063): days of feed left at or below this alert.
  STOCK_LOW_DAYS: z.coerce
    .number({ message: 'must be a whole number from 0 to 60' })
    .int('must be a whole number from 0 to 60')
    .min(0, 'must be a whole number from 0 to 60')
    .max(60, 'must be a whole number from 0 to 60')
    .default(3),
  // Hourly "no record for 3 days" reminders; default on in production only.
  REMINDERS: bool.optional(),
  // IVR voice service (ADR 0011): mounted at namespace /ivr of this server unless false.
  IVR_ENABLED: bool.default(true),
  // `pnpm --filter @kiwo/server start:ivr` (the service alone) listens here.
  IVR_PORT: port.default(3001),
  // Browser origins allowed besides the page's own (comma-separated, e.g. https://kiwo.ng).
  IVR_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every(isHttpOrigin), 'must be http(s) origins separated by commas'),
  // Several IVR processes behind one address share rooms and broadcasts through Redis.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  // Channel prefix of the Redis adapter: deployments (or test runs) sharing one Redis stay apart.
  IVR_REDIS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits, "_", ".", ":" or "-"')
    .default('kiwo-ivr'),
  IVR_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  // A live call re-checks its session this often (logout, password change, suspension end it).
  IVR_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(4_000),
  IVR_MAX_UTTERANCE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  IVR_EVENTS_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  // Concurrent voice calls (ADR 0024): per account (across processes with REDIS_URL), per process.
  IVR_MAX_CALLS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(2),
  IVR_MAX_CALLS_PER_PROCESS: z.coerce.number().int().min(1).max(10_000).default(10),
  IVR_MAX_MESSAGE_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(1_000_000),
  // Speech providers: an OpenAI-compatible endpoint when the base URL is set, else offline.
  IVR_STT_BASE_URL: httpUrl.optional(),
  IVR_STT_API_KEY: z.string().min(1).optional(),
  IVR_STT_MODEL: z.string().min(1).default('whisper-1'),
  IVR_STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  IVR_TTS_BASE_URL: httpUrl.optional(),
  IVR_TTS_API_KEY: z.string().min(1).optional(),
  IVR_TTS_MODEL: z.string().min(1).default('tts-1'),
  IVR_TTS_VOICE: z.string().min(1).default('alloy'),
  IVR_TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  // Offline speech: Debian's espeak-ng, lame and pocketsphinx (+ pocketsphinx-en-us).
  IVR_ESPEAK_BIN: z.string().min(1).default('espeak-ng'),
  IVR_LAME_BIN: z.string().min(1).default('lame'),
  IVR_POCKETSPHINX_BIN: z.string().min(1).default('pocketsphinx_batch'),
  IVR_POCKETSPHINX_MODEL: z.string().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  IVR_OFFLINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  // Speech provider per language (ADR 0043): `default` (the IVR_STT/IVR_TTS endpoints, else
  // offline) or `spitch` (needs SPITCH_API_KEY).
  SPEECH_PROVIDER_EN: z.enum(['default', 'spitch']).default('default'),
  SPEECH_PROVIDER_HA: z.enum(['default', 'spitch']).default('default'),
  SPEECH_PROVIDER_YO: z.enum(['default', 'spitch']).default('default'),
  SPEECH_PROVIDER_IG: z.enum(['default', 'spitch']).default('default'),
  SPITCH_API_KEY: z.string().min(1).optional(),
  SPITCH_BASE_URL: httpUrl.default('https://api.spi-tch.com'),
  SPITCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  SPITCH_VOICE_EN: z.string().min(1).default('lucy'),
  SPITCH_VOICE_HA: z.string().min(1).default('amina'),
  SPITCH_VOICE_YO: z.string().min(1).default('sade'),
  SPITCH_VOICE_IG: z.string().min(1).default('ngozi'),
  // The phone line (Africa's Talking Voice, ADR 0043): callbacks must carry ?token=<this>; unset:
  // open outside production, 503 in production.
  VOICE_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // How long a spoken answer's audio URL serves (the gateway fetches it at once).
  VOICE_AUDIO_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  VOICE_MAX_RECORDING_SECONDS: z.coerce.number().int().min(5).max(120).default(30),
  // Prometheus metrics (ADR 0052): `GET /metrics` answers only to `Authorization: Bearer <this>`;
  // unset, the route does not exist (404).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Set: PostgreSQL via node-postgres. Unset: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  apiPrefix: string;
  emailApiPrefix: string;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /** Generated farmers added once to the demo agent with the demo data (0: none). */
  seedAgentFarmers: number;
  smtpUrl: string | undefined;
  /** OTP codes also come back in API responses (development switch; refused in production). */
  devShowCodes: boolean;
  /** Fastify's `trustProxy`: false, true (every hop) or the proxies' addresses. */
  trustProxy: boolean | string[];
  newsletterRateLimitPerMinute: number;
  shutdownTimeoutMs: number;
  publicUrl: string;
  mailFrom: string;
  adminEmailDomains: string[];
  /** Unset: resolved by `loadSecrets` (a file in DATA_DIR outside production). */
  ninEncryptionKey: Buffer | undefined;
  authSecret: Buffer | undefined;
  sessionTtlDays: number;
  /** With REDIS_URL, revocations cross processes on this channel (ADR 0030). */
  sessionRevokeChannel: string;
  authRateLimitPerIp: number;
  authRateLimitPerAccount: number;
  /** Login throttling (ADR 0024). */
  login: { failuresPerIp: number; failuresPerAccountIp: number; maxDelayMs: number };
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitKeyPrefix: string;
  outboxPrint: boolean;
  /** Unset: the offline advisor (no key, no network). */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string;
  llmTimeoutMs: number;
  chatRateLimitPerMinute: number;
  /** Shared secret in the USSD callback URL (`?token=`); unset: open, or refused in production. */
  ussdCallbackToken: string | undefined;
  /** SMS gateways, alert limits and the outbound queue (ADR 0037, ADR 0038). */
  sms: SmsConfig;
  /** The WhatsApp Cloud API chatbot; undefined: its routes are not registered (404). */
  whatsapp: WhatsAppConfig | undefined;
  /** Agent dashboard mortality alert threshold, percent of a section's animals in one day. */
  mortalityAlertPercent: number;
  /** Notification threshold for high mortality, percent of a section's animals in one day. */
  mortalityNotifyPercent: number;
  /** Days of feed left at or below which the farmer is alerted (once per crossing). */
  stockLowDays: number;
  /** Run the hourly record reminders (server.ts). */
  reminders: boolean;
  /** The IVR voice service (src/ivr). */
  ivr: IvrConfig;
  /** The phone line (src/ivr/phone). */
  phone: PhoneConfig;
  /** Bearer token of `GET /metrics`; unset: no metrics route (ADR 0052). */
  metricsToken: string | undefined;
  /** The NIN review's check (ADR 0064); undefined: offline only. */
  ninCheck: NinCheckConfig | undefined;
}

/** An NIMC-licensed provider's NIN look-up (Prembly Identitypass's protocol). */
export interface NinCheckConfig {
  kind: 'prembly';
  baseUrl: string;
  apiKey: string;
  appId: string;
  timeoutMs: number;
}

function ninCheck(e: z.output<typeof envSchema>): NinCheckConfig | undefined {
  if (e.NIN_CHECK_PROVIDER === 'offline') return undefined;
  if (!e.NIN_CHECK_API_KEY || !e.NIN_CHECK_APP_ID) {
    throw new ConfigError(
      'Invalid configuration: NIN_CHECK_PROVIDER=prembly needs NIN_CHECK_API_KEY and NIN_CHECK_APP_ID',
    );
  }
  return {
    kind: 'prembly',
    baseUrl: e.NIN_CHECK_URL.replace(/\/+$/, ''),
    apiKey: e.NIN_CHECK_API_KEY,
    appId: e.NIN_CHECK_APP_ID,
    timeoutMs: e.NIN_CHECK_TIMEOUT_MS,
  };
}

/** The configured SMS gateway; undefined: the development outbox. */
export type SmsProviderConfig =
  | {
      kind: 'africastalking';
      username: string;
      apiKey: string;
      senderId: string | undefined;
      baseUrl: string;
      timeoutMs: number;
    }
  | {
      kind: 'termii';
      apiKey: string;
      senderId: string;
      baseUrl: string;
      channel: 'generic' | 'dnd';
      timeoutMs: number;
    };

export interface SmsConfig {
  provider: SmsProviderConfig | undefined;
  callbackToken: string | undefined;
  /** Termii's secret key: its delivery reports must carry X-Termii-Signature (ADR 0037). */
  termiiSecretKey: string | undefined;
  dailyCapPerUser: number;
  dailyBudgetNaira: number;
  retryIntervalMs: number;
  retryDelaysSeconds: number[];
}

export interface WhatsAppConfig {
  verifyToken: string;
  appSecret: string;
  accessToken: string;
  phoneNumberId: string;
  /** `{graphBaseUrl}/{graphVersion}/…`, no trailing slash. */
  graphBaseUrl: string;
  graphVersion: string;
  /** Digits only; undefined: the landing page keeps the support number. */
  businessNumber: string | undefined;
  timeoutMs: number;
  /** Voice notes larger than this are not downloaded. */
  mediaMaxBytes: number;
  /** Languages whose answers to a voice note also go out as audio. */
  voiceReplyLanguages: ('en' | 'ha' | 'yo' | 'ig')[];
  /** Approved template per alert type (`consultation_answered`, `high_mortality`). */
  templates: Partial<Record<string, string>>;
  /** Our language → the template's language code. */
  templateLanguages: Record<string, string>;
}

const WHATSAPP_KEYS = [
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
] as const;

/** All four keys, or none; some but not all stops the start with one line naming the missing. */
function whatsApp(e: z.output<typeof envSchema>): WhatsAppConfig | undefined {
  const missing = WHATSAPP_KEYS.filter((k) => !e[k]);
  if (missing.length === WHATSAPP_KEYS.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: the WhatsApp chatbot also needs ${missing.join(', ')}`,
    );
  }
  return {
    verifyToken: e.WHATSAPP_VERIFY_TOKEN as string,
    appSecret: e.WHATSAPP_APP_SECRET as string,
    accessToken: e.WHATSAPP_ACCESS_TOKEN as string,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID as string,
    graphBaseUrl: e.WHATSAPP_GRAPH_BASE_URL.replace(/\/+$/, ''),
    graphVersion: e.WHATSAPP_GRAPH_VERSION,
    businessNumber: e.WHATSAPP_BUSINESS_NUMBER,
    timeoutMs: e.WHATSAPP_TIMEOUT_MS,
    mediaMaxBytes: e.WHATSAPP_MEDIA_MAX_BYTES,
    voiceReplyLanguages: e.WHATSAPP_VOICE_REPLY_LANGUAGES.split(',').filter(
      (l): l is 'en' | 'ha' | 'yo' | 'ig' => ['en', 'ha', 'yo', 'ig'].includes(l),
    ),
    templates: {
      consultation_answered: e.WHATSAPP_TEMPLATE_CONSULTATION_ANSWERED,
      high_mortality: e.WHATSAPP_TEMPLATE_HIGH_MORTALITY,
      consultation_reply: e.WHATSAPP_TEMPLATE_CONSULTATION_REPLY,
    },
    templateLanguages: Object.fromEntries(
      e.WHATSAPP_TEMPLATE_LANGUAGES.split(',').map((pair) => pair.split('=') as [string, string]),
    ),
  };
}

/** An OpenAI-compatible speech endpoint (`/audio/transcriptions` or `/audio/speech`). */
export interface SpeechEndpointConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface SpitchConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  voices: Record<'en' | 'ha' | 'yo' | 'ig', string>;
}

/** The phone line (Africa's Talking Voice, ADR 0043). */
export interface PhoneConfig {
  /** Shared secret in the callback URL (`?token=`); unset: open, or refused in production. */
  callbackToken: string | undefined;
  audioTtlSeconds: number;
  maxRecordingSeconds: number;
}

export interface IvrConfig {
  /** Mount the `/ivr` namespace on the main server. */
  enabled: boolean;
  /** Port of the service run alone (`start:ivr`). */
  port: number;
  /** Browser origins allowed besides the page's own host. */
  allowedOrigins: string[];
  /** Set: the socket.io Redis adapter, so several processes serve one address. */
  redisUrl: string | undefined;
  /** Channel prefix of the Redis adapter. */
  redisChannel: string;
  /** A socket that has not authenticated by then is dropped. */
  authTimeoutMs: number;
  /** How often a live call re-checks its session. */
  sessionRecheckMs: number;
  maxUtteranceSeconds: number;
  eventsPerSecond: number;
  /** Concurrent calls per account (shared through Redis when set) and per process. */
  maxCallsPerAccount: number;
  maxCallsPerProcess: number;
  /** socket.io `maxHttpBufferSize`: the largest message accepted. */
  maxMessageBytes: number;
  /** Unset: pocketsphinx. */
  stt: SpeechEndpointConfig | undefined;
  /** Unset: espeak-ng + lame. */
  tts: (SpeechEndpointConfig & { voice: string }) | undefined;
  /** Which provider hears and speaks each language (`default`: stt/tts above, else offline). */
  providers: Record<'en' | 'ha' | 'yo' | 'ig', 'default' | 'spitch'>;
  /** Spitch (ADR 0043); undefined without SPITCH_API_KEY. */
  spitch: SpitchConfig | undefined;
  offline: {
    espeakBin: string;
    lameBin: string;
    pocketsphinxBin: string;
    pocketsphinxModel: string;
    timeoutMs: number;
  };
}

/** The chosen gateway with its keys; a provider named without its keys is a start-up error. */
function spitchConfig(e: z.output<typeof envSchema>): SpitchConfig | undefined {
  const wanted = [
    e.SPEECH_PROVIDER_EN,
    e.SPEECH_PROVIDER_HA,
    e.SPEECH_PROVIDER_YO,
    e.SPEECH_PROVIDER_IG,
  ].includes('spitch');
  if (!e.SPITCH_API_KEY) {
    if (wanted) {
      throw new ConfigError('Invalid configuration: SPEECH_PROVIDER_*=spitch needs SPITCH_API_KEY');
    }
    return undefined;
  }
  return {
    baseUrl: e.SPITCH_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.SPITCH_API_KEY,
    timeoutMs: e.SPITCH_TIMEOUT_MS,
    voices: {
      en: e.SPITCH_VOICE_EN,
      ha: e.SPITCH_VOICE_HA,
      yo: e.SPITCH_VOICE_YO,
      ig: e.SPITCH_VOICE_IG,
    },
  };
}

function smsProvider(e: z.output<typeof envSchema>): SmsProviderConfig | undefined {
  const base = (url: string) => url.replace(/\/+$/, '');
  if (e.SMS_PROVIDER === 'africastalking') {
    if (!e.AT_USERNAME || !e.AT_API_KEY) {
      throw new ConfigError(
        'Invalid configuration: SMS_PROVIDER=africastalking needs AT_USERNAME and AT_API_KEY',
      );
    }
    return {
      kind: 'africastalking',
      username: e.AT_USERNAME,
      apiKey: e.AT_API_KEY,
      senderId: e.AT_SENDER_ID,
      baseUrl: base(e.AT_BASE_URL),
      timeoutMs: e.SMS_TIMEOUT_MS,
    };
  }
  if (e.SMS_PROVIDER === 'termii') {
    if (!e.TERMII_API_KEY || !e.TERMII_SENDER_ID) {
      throw new ConfigError(
        'Invalid configuration: SMS_PROVIDER=termii needs TERMII_API_KEY and TERMII_SENDER_ID',
      );
    }
    return {
      kind: 'termii',
      apiKey: e.TERMII_API_KEY,
      senderId: e.TERMII_SENDER_ID,
      baseUrl: base(e.TERMII_BASE_URL),
      channel: e.TERMII_CHANNEL,
      timeoutMs: e.SMS_TIMEOUT_MS,
    };
  }
  return undefined;
}

const fromRepo = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

/**
 * Parse the environment into one typed object. Throws ConfigError with one line naming every bad
 * variable; values are never echoed back because DATABASE_URL and SMTP_URL may hold passwords.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most twelve-factor tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  if (e.DEV_SHOW_CODES && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: DEV_SHOW_CODES cannot be on when NODE_ENV=production (codes would leave the server)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRepo(e.DATA_DIR),
    apiPrefix: e.API_PREFIX,
    emailApiPrefix: e.EMAIL_API_PREFIX ?? e.API_PREFIX,
    webDist: fromRepo(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedAgentFarmers: e.SEED_AGENT_FARMERS,
    smtpUrl: e.SMTP_URL,
    devShowCodes: e.DEV_SHOW_CODES,
    trustProxy: e.TRUST_PROXY,
    newsletterRateLimitPerMinute: e.NEWSLETTER_RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    adminEmailDomains: e.ADMIN_EMAIL_DOMAINS,
    ninEncryptionKey: e.NIN_ENCRYPTION_KEY,
    authSecret: e.AUTH_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionRevokeChannel: e.SESSION_REVOKE_CHANNEL,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    authRateLimitPerAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    login: {
      failuresPerIp: e.LOGIN_FAILURES_PER_IP,
      failuresPerAccountIp: e.LOGIN_FAILURES_PER_ACCOUNT_IP,
      maxDelayMs: e.LOGIN_MAX_DELAY_MS,
    },
    rateLimitKeyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    outboxPrint: e.OUTBOX_PRINT ?? e.NODE_ENV !== 'test',
    llmBaseUrl: e.LLM_BASE_URL?.replace(/\/+$/, ''),
    llmApiKey: e.LLM_API_KEY,
    llmModel: e.LLM_MODEL,
    llmTimeoutMs: e.LLM_TIMEOUT_MS,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    ussdCallbackToken: e.USSD_CALLBACK_TOKEN,
    sms: {
      provider: smsProvider(e),
      callbackToken: e.SMS_CALLBACK_TOKEN,
      termiiSecretKey: e.TERMII_SECRET_KEY,
      dailyCapPerUser: e.SMS_DAILY_CAP_PER_USER,
      dailyBudgetNaira: e.SMS_DAILY_BUDGET_NGN,
      retryIntervalMs: e.OUTBOX_RETRY_INTERVAL_MS,
      retryDelaysSeconds: e.OUTBOX_RETRY_DELAYS_SECONDS,
    },
    whatsapp: whatsApp(e),
    mortalityAlertPercent: e.MORTALITY_ALERT_PERCENT,
    mortalityNotifyPercent: e.MORTALITY_NOTIFY_PERCENT,
    stockLowDays: e.STOCK_LOW_DAYS,
    reminders: e.REMINDERS ?? e.NODE_ENV === 'production',
    metricsToken: e.METRICS_TOKEN,
    ninCheck: ninCheck(e),
    phone: {
      callbackToken: e.VOICE_CALLBACK_TOKEN,
      audioTtlSeconds: e.VOICE_AUDIO_TTL_SECONDS,
      maxRecordingSeconds: e.VOICE_MAX_RECORDING_SECONDS,
    },
    ivr: {
      enabled: e.IVR_ENABLED,
      port: e.IVR_PORT,
      allowedOrigins: e.IVR_ALLOWED_ORIGINS,
      redisUrl: e.REDIS_URL,
      redisChannel: e.IVR_REDIS_CHANNEL,
      authTimeoutMs: e.IVR_AUTH_TIMEOUT_MS,
      sessionRecheckMs: e.IVR_SESSION_RECHECK_MS,
      maxUtteranceSeconds: e.IVR_MAX_UTTERANCE_SECONDS,
      eventsPerSecond: e.IVR_EVENTS_PER_SECOND,
      maxCallsPerAccount: e.IVR_MAX_CALLS_PER_ACCOUNT,
      maxCallsPerProcess: e.IVR_MAX_CALLS_PER_PROCESS,
      maxMessageBytes: e.IVR_MAX_MESSAGE_BYTES,
      stt: e.IVR_STT_BASE_URL
        ? {
            baseUrl: e.IVR_STT_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.IVR_STT_API_KEY,
            model: e.IVR_STT_MODEL,
            timeoutMs: e.IVR_STT_TIMEOUT_MS,
          }
        : undefined,
      tts: e.IVR_TTS_BASE_URL
        ? {
            baseUrl: e.IVR_TTS_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.IVR_TTS_API_KEY,
            model: e.IVR_TTS_MODEL,
            voice: e.IVR_TTS_VOICE,
            timeoutMs: e.IVR_TTS_TIMEOUT_MS,
          }
        : undefined,
      providers: {
        en: e.SPEECH_PROVIDER_EN,
        ha: e.SPEECH_PROVIDER_HA,
        yo: e.SPEECH_PROVIDER_YO,
        ig: e.SPEECH_PROVIDER_IG,
      },
      spitch: spitchConfig(e),
      offline: {
        espeakBin: e.IVR_ESPEAK_BIN,
        lameBin: e.IVR_LAME_BIN,
        pocketsphinxBin: e.IVR_POCKETSPHINX_BIN,
        pocketsphinxModel: e.IVR_POCKETSPHINX_MODEL,
        timeoutMs: e.IVR_OFFLINE_TIMEOUT_MS,
      },
    },
  };
}

/**
 * What a production start cannot do without (ADR 0022), beyond the format checks of `loadConfig`:
 * the two keys (generated into DATA_DIR only outside production), a PostgreSQL database (PGlite is
 * one process, no pg_dump, no second instance) and the public address that links in emails and
 * SMS point to (the default, http://localhost:PORT, reaches nobody).
 */
export const PRODUCTION_REQUIRED = [
  'AUTH_SECRET',
  'NIN_ENCRYPTION_KEY',
  'DATABASE_URL',
  'PUBLIC_URL',
] as const;

/**
 * Throws ConfigError with one line naming every required production setting that is unset
 * (empty counts as unset); does nothing outside `NODE_ENV=production`. The entry points call it
 * after `loadConfig`, which has already rejected malformed values.
 */
export function requireProductionSettings(
  env: Record<string, string | undefined> = process.env,
): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set when NODE_ENV=production (see .env.example)`,
    );
  }
}
