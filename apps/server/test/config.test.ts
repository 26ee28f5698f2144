import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  PRODUCTION_REQUIRED,
  repoRoot,
  requireProductionSettings,
} from '../src/config';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, 'data'),
      apiPrefix: '/api',
      emailApiPrefix: '/api',
      webDist: join(repoRoot, 'apps/web/dist'),
      logLevel: 'info',
      seedDemo: true,
      smtpUrl: undefined,
    });
  });

  it('DEV_SHOW_CODES is off by default, on only outside production (ADR 0025)', () => {
    expect(loadConfig({}).devShowCodes).toBe(false);
    expect(loadConfig({ DEV_SHOW_CODES: 'true' }).devShowCodes).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_SHOW_CODES: 'true' })).toThrow(
      /^Invalid configuration: DEV_SHOW_CODES cannot be on when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', DEV_SHOW_CODES: 'false' }).devShowCodes).toBe(
      false,
    );
  });

  it('TRUST_PROXY takes true/false or the proxies’ addresses; anything else is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'uniquelocal',
    ]);
    for (const bad of ['2', 'caddy', '10.0.0.0/8,*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be false/);
    }
  });

  it('resolves relative paths from the repository root, not the cwd', () => {
    const config = loadConfig({ DATA_DIR: './data/x', WEB_DIST: 'dist' });
    expect(config.dataDir).toBe(join(repoRoot, 'data/x'));
    expect(config.webDist).toBe(join(repoRoot, 'dist'));
    expect(loadConfig({ DATA_DIR: '/var/lib/kiwo' }).dataDir).toBe('/var/lib/kiwo');
  });

  it('reads overrides and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://kiwo:pw@db.internal:5432/kiwo',
      API_PREFIX: '/v1/',
      EMAIL_API_PREFIX: '/mail',
      SEED_DEMO: 'false',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://kiwo:pw@db.internal:5432/kiwo',
      apiPrefix: '/v1',
      emailApiPrefix: '/mail',
      seedDemo: false,
      smtpUrl: undefined,
    });
    expect(loadConfig({ API_PREFIX: '/v2' }).emailApiPrefix).toBe('/v2');
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root:hunter2@db/kiwo' }, 'DATABASE_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SEED_AGENT_FARMERS: '-1' }, 'SEED_AGENT_FARMERS'],
    [{ SEED_AGENT_FARMERS: '20000' }, 'SEED_AGENT_FARMERS'],
    [{ API_PREFIX: 'api' }, 'API_PREFIX'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %o with one clear line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('\n');
    // Values are never echoed: a URL may carry a password.
    expect(message).not.toContain('hunter2');
  });
});

describe('production settings (ADR 0022)', () => {
  const complete = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(64),
    NIN_ENCRYPTION_KEY: 'b'.repeat(64),
    DATABASE_URL: 'postgres://kiwo@db:5432/kiwo',
    PUBLIC_URL: 'https://kiwo.ng',
  };

  it('requires the keys, PostgreSQL and the public address in production only', () => {
    expect(PRODUCTION_REQUIRED).toEqual([
      'AUTH_SECRET',
      'NIN_ENCRYPTION_KEY',
      'DATABASE_URL',
      'PUBLIC_URL',
    ]);
    expect(() => requireProductionSettings(complete)).not.toThrow();
    expect(() => requireProductionSettings({})).not.toThrow();
    expect(() => requireProductionSettings({ NODE_ENV: 'development' })).not.toThrow();
  });

  it.each(PRODUCTION_REQUIRED.map((name) => [name]))(
    'names %s in one line when it is missing or empty',
    (name) => {
      for (const value of [undefined, '']) {
        let error: unknown;
        try {
          requireProductionSettings({ ...complete, [name]: value });
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toBe(
          `Invalid configuration: ${name} must be set when NODE_ENV=production (see .env.example)`,
        );
      }
    },
  );

  it('names every missing setting at once', () => {
    expect(() => requireProductionSettings({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: AUTH_SECRET, NIN_ENCRYPTION_KEY, DATABASE_URL, PUBLIC_URL must be set/,
    );
  });

  it('seeds demo accounts by default outside production only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('server entry point', () => {
  it('exits 1 with one line on stderr and no stack trace when config is bad', () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const result = spawnSync(process.execPath, [tsx, 'src/server.ts'], {
      cwd: join(repoRoot, 'apps/server'),
      env: { ...process.env, DATABASE_URL: 'not a url', PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: .*PORT.*DATABASE_URL/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
