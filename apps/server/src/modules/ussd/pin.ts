import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ussdPins } from '../../db/schema';
import type { PasswordHasher } from '../../lib/passwords';
import type { PinCheck } from './menu-data';

/** Wrong PINs in a row before the PIN locks, and for how long (ADR 0027). */
const USSD_PIN_MAX_TRIES = 5;
const USSD_PIN_LOCK_MINUTES = 15;

export async function hasPin(db: Database, userId: string) {
  const [row] = await db
    .select({ id: ussdPins.userId })
    .from(ussdPins)
    .where(eq(ussdPins.userId, userId));
  return Boolean(row);
}

/** Hashed like a password (argon2id); a new PIN clears the guess counter. */
export async function setPin(db: Database, hasher: PasswordHasher, userId: string, pin: string) {
  const pinHash = await hasher.hash(pin);
  await db
    .insert(ussdPins)
    .values({ userId, pinHash })
    .onConflictDoUpdate({
      target: ussdPins.userId,
      set: { pinHash, failures: 0, lockedUntil: null, updatedAt: new Date() },
    });
}

export async function removePin(db: Database, userId: string) {
  await db.delete(ussdPins).where(eq(ussdPins.userId, userId));
}

/**
 * Checks a PIN. A wrong guess is counted only when `count` (the session's last input: a replayed
 * input was counted when it was new); the fifth in a row locks the PIN for 15 minutes, during
 * which even the right PIN is refused. A right PIN clears the count.
 */
export async function checkPin(
  db: Database,
  hasher: PasswordHasher,
  userId: string,
  pin: string,
  count: boolean,
  now = new Date(),
): Promise<PinCheck> {
  const [row] = await db.select().from(ussdPins).where(eq(ussdPins.userId, userId));
  if (!row) return 'ok';
  const minutesLeft = (until: Date) =>
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  if (row.lockedUntil && row.lockedUntil > now) return { locked: minutesLeft(row.lockedUntil) };
  if (await hasher.verify(row.pinHash, pin)) {
    if (count && row.failures > 0) {
      await db.update(ussdPins).set({ failures: 0 }).where(eq(ussdPins.userId, userId));
    }
    return 'ok';
  }
  if (!count) return { wrong: Math.max(1, USSD_PIN_MAX_TRIES - row.failures) };
  // One statement, so two guesses at once cannot both read the old count.
  const [updated] = await db
    .update(ussdPins)
    .set({ failures: sql`${ussdPins.failures} + 1` })
    .where(eq(ussdPins.userId, userId))
    .returning({ failures: ussdPins.failures });
  const failures = updated?.failures ?? USSD_PIN_MAX_TRIES;
  if (failures >= USSD_PIN_MAX_TRIES) {
    const until = new Date(now.getTime() + USSD_PIN_LOCK_MINUTES * 60_000);
    await db
      .update(ussdPins)
      .set({ failures: 0, lockedUntil: until })
      .where(eq(ussdPins.userId, userId));
    return { locked: USSD_PIN_LOCK_MINUTES };
  }
  return { wrong: USSD_PIN_MAX_TRIES - failures };
}
