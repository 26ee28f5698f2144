import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite has no multi-process locking: two servers on one data directory corrupt it. A pid file
 * beside the directory makes the second one stop with a clear message; a stale file left by a
 * crashed process (its pid no longer alive) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (isAlive(owner) && owner !== process.pid) {
        throw new Error(
          `the data directory ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
