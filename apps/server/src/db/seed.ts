import type { Database } from './client';
import { seedRuns } from './schema';

/**
 * Demo data for a fresh install. Each module exports its seeders (see modules/index.ts); every
 * seeder runs at most once per database, recorded in `seed_runs`, so a restart reuses the data
 * and an admin who deletes demo rows does not see them come back.
 */
export interface Seeder {
  /** Unique and stable forever: renaming it makes the seeder run again. */
  name: string;
  run(db: Database): Promise<void>;
}

/** Runs the seeders that have not run yet, in order. Returns the names that ran. */
export async function runSeeders(db: Database, seeders: readonly Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    // Claim and seed in one transaction: a second instance starting at the same moment blocks
    // on the primary key until this commits, then finds the claim taken and skips.
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seeder.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await seeder.run(tx);
      return true;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
