#!/usr/bin/env node
// Visual review on Chromatic, only when a project token is configured. The chromatic CLI cannot
// reach its service from offline machines and retries forever, so without a token this is a
// no-op that succeeds: it must never block CI or local runs.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('[chromatic] skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}

// The token is read by the CLI from the environment, never put on the command line.
const child = spawn(
  'npx',
  [
    '--yes',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
child.on('error', (error) => {
  console.error(`[chromatic] could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
