/**
 * Preloaded into a server under bench/mix.ts `--profile` (`NODE_OPTIONS=--import …`; Node does
 * not accept `--cpu-prof` there): SIGUSR2 starts V8's CPU profiler, the next SIGUSR2 stops it
 * and writes `<KIWO_CPU_PROFILE_DIR>/<n>.cpuprofile`, so the profile holds the measured run
 * only (not start-up, seeding or warm-up). Not part of the server.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.KIWO_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 500 }, () =>
          session.post('Profiler.start'),
        ),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      n += 1;
      const file = join(dir, `${n}.cpuprofile`);
      if (error) writeFileSync(`${file}.error`, String(error));
      else {
        writeFileSync(`${file}.part`, JSON.stringify(result.profile));
        renameSync(`${file}.part`, file);
      }
    });
  });
}
