/**
 * A V8 CPU profile of the server for just the measured part of a benchmark run (bench/mix.ts
 * `--profile`): the server preloads ./cpu-profiler.mjs, and SIGUSR2 starts and stops it.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function profiledServer() {
  const dir = mkdtempSync(join(tmpdir(), 'kiwo-cpu-prof-'));
  let n = 0;
  return {
    env: {
      NODE_OPTIONS: `--import=${new URL('./cpu-profiler.mjs', import.meta.url).href}`,
      KIWO_CPU_PROFILE_DIR: dir,
    },
    start(pid: number) {
      process.kill(pid, 'SIGUSR2');
    },
    /** Stops the profiler and moves its profile to `file` once written. */
    async stop(pid: number, file: string) {
      process.kill(pid, 'SIGUSR2');
      n += 1;
      const written = join(dir, `${n}.cpuprofile`);
      for (let i = 0; i < 600 && !existsSync(written); i++) await sleep(100);
      if (!existsSync(written)) throw new Error(`the server wrote no CPU profile to ${written}`);
      renameSync(written, file);
    },
    cleanUp() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
