/**
 * Changes of a section's count that are not a day's record (ADR 0045): a correction ("the 150
 * chicks were really 148") and animals moved between sections. Neither is a death, a birth or a
 * sale: both change the animals *placed* in the section, so the mortality rate (deaths ÷ animals
 * placed, ADR 0040) keeps counting only real deaths over the animals really there.
 */

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

export type CountChange =
  | { ok: true; count: number; adjustment: number }
  | { ok: false; error: 'invalidInput' | 'unchanged' };

/**
 * The farmer says `alive` is really `corrected`. The live count becomes `corrected` and the
 * difference is added to the section's adjustment (placed = initial count + adjustment).
 */
export const correctCount = (alive: number, corrected: number): CountChange => {
  if (!isCount(alive) || !isCount(corrected)) return { ok: false, error: 'invalidInput' };
  if (alive === corrected) return { ok: false, error: 'unchanged' };
  return { ok: true, count: corrected, adjustment: corrected - alive };
};

export type AnimalMove =
  | { ok: true; from: number; to: number }
  | { ok: false; error: 'invalidInput' | 'notEnough'; alive: number };

/** Moving `animals` (at least 1) out of a section with `fromAlive` into one with `toAlive`. */
export const moveAnimals = (fromAlive: number, toAlive: number, animals: number): AnimalMove => {
  if (!isCount(fromAlive) || !isCount(toAlive) || !isCount(animals) || animals === 0) {
    return { ok: false, error: 'invalidInput', alive: fromAlive };
  }
  if (animals > fromAlive) return { ok: false, error: 'notEnough', alive: fromAlive };
  return { ok: true, from: fromAlive - animals, to: toAlive + animals };
};

/** Animals placed in a section: the count first typed, plus corrections and moves (never < 0). */
export const animalsPlaced = (initialCount: number, adjustment: number): number =>
  Math.max(0, initialCount + adjustment);
