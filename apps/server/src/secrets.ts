import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError } from './config';

export interface Secrets {
  /** AES-256-GCM key for NINs at rest. */
  ninEncryptionKey: Buffer;
  /** HMAC key for OTP codes and the NIN look-up hash. */
  authSecret: Buffer;
}

/**
 * The keys from the environment; outside production a missing one is generated once and kept in
 * `<DATA_DIR>/secrets.json` (mode 0600, never committed: ./data is git-ignored), so a fresh clone
 * works and restarts can still read what they stored. Production must set both explicitly.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.ninEncryptionKey && config.authSecret) {
    return { ninEncryptionKey: config.ninEncryptionKey, authSecret: config.authSecret };
  }
  if (config.env === 'production') {
    throw new ConfigError(
      'Invalid configuration: NIN_ENCRYPTION_KEY and AUTH_SECRET must be set in production (32 bytes, hex or base64)',
    );
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<Record<'ninEncryptionKey' | 'authSecret', string>> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const fresh = {
    ninEncryptionKey: stored.ninEncryptionKey ?? randomBytes(32).toString('base64'),
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64'),
  };
  if (
    fresh.ninEncryptionKey !== stored.ninEncryptionKey ||
    fresh.authSecret !== stored.authSecret
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ninEncryptionKey: config.ninEncryptionKey ?? Buffer.from(fresh.ninEncryptionKey, 'base64'),
    authSecret: config.authSecret ?? Buffer.from(fresh.authSecret, 'base64'),
  };
}
