import { join } from 'node:path';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, loadConfig, repoRoot } from '../../src/config';

/** Config for tests: no demo data, and a web dist that does not exist unless a test sets one. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(repoRoot, 'apps/server/test/.no-web-dist'),
    // Fixed test keys, so no secrets file is written into DATA_DIR.
    NIN_ENCRYPTION_KEY: 'a'.repeat(64),
    AUTH_SECRET: 'b'.repeat(64),
    ...env,
  });
}

export function testApp(
  deps: AppDeps & Required<Pick<AppDeps, 'db'>>,
  env?: Record<string, string>,
) {
  return buildApp(testConfig(env), { logger: false, ...deps });
}

/** JSON body of an inject response. */
export const json = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;
