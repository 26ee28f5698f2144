/**
 * Where the machine's CPU went while a benchmark ran, read from /proc: one process's CPU time,
 * the PostgreSQL backends serving one database, and the whole machine's busy time. Shared by
 * bench/load-api.ts and bench/mix.ts (the machine is shared: these say what was ours).
 */
import { readFileSync } from 'node:fs';

/** CPU time in seconds of one process (all its threads) from /proc, or 0 once it is gone. */
export function cpuOf(pid: number | string): number {
  const { user, system } = cpuPartsOf(pid);
  return user + system;
}

/**
 * The same, split into user and system (kernel) time: a process that talks to PostgreSQL over
 * loopback TCP pays the kernel's side of every round trip as its own system time.
 */
export function cpuPartsOf(pid: number | string): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/**
 * CPU seconds of the PostgreSQL backends serving our database alone (other people's tests use
 * the same server): their pids come from pg_stat_activity, polled while a run goes because the
 * pool opens and closes connections; a backend first seen mid-run counts from zero. Call the
 * returned function at the end: it stops polling and gives the total.
 */
export function ourBackends(admin: import('pg').Client, dbName: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let running = true;
  const poll = async (initial: boolean) => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [dbName],
    );
    for (const { pid } of rows) {
      const cpu = cpuOf(pid);
      if (!first.has(pid)) first.set(pid, initial ? cpu : 0);
      last.set(pid, cpu);
    }
  };
  const started = poll(true);
  const loop = (async () => {
    await started;
    while (running) {
      await new Promise((r) => setTimeout(r, 250));
      await poll(false);
    }
  })();
  return async () => {
    running = false;
    await loop;
    let total = 0;
    for (const [pid, end] of last) total += end - (first.get(pid) ?? 0);
    return total;
  };
}

/** Busy CPU seconds of the whole machine (all cores) since boot. */
export function machineBusy(): number {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100
  );
}
