import type { CountMovements } from '@kiwo/domain';
import { applyDailyRecordToCount } from '@kiwo/domain';
import { fieldError } from '../../lib/errors';

export type Movement = 'mortality' | 'culling' | 'numberSold' | 'newBirths';
type Movements = Record<Movement, number>;
export const NO_MOVEMENT: Movements = { mortality: 0, culling: 0, numberSold: 0, newBirths: 0 };

const LOSSES = ['mortality', 'culling', 'numberSold'] as const;

const fewerThanZero = (alive: number) =>
  `This would leave fewer than 0 animals in the section (${alive} alive)`;

/**
 * The live count after replacing a record's movements `before` with `after` (a new record:
 * before = none; a deletion: after = none). Only the difference moves the count. The domain rule
 * takes non-negative movements, so each difference goes to the side it belongs to: more deaths
 * are losses, fewer deaths give animals back, and so on.
 */
export function recount(alive: number, before: Movements, after: Movements) {
  const diff = (k: Movement) => after[k] - before[k];
  const up = (k: Movement) => Math.max(0, diff(k));
  const down = (k: Movement) => Math.max(0, -diff(k));
  const movements: CountMovements = {
    mortality: up('mortality'),
    culling: up('culling'),
    numberSold: up('numberSold') + down('newBirths'),
    newBirths: up('newBirths') + down('mortality') + down('culling') + down('numberSold'),
  };
  const result = applyDailyRecordToCount(alive, movements);
  if (result.ok) return result.count;
  // The field the farmer should look at: the first loss that grew, else the births that shrank.
  const field = LOSSES.find((k) => diff(k) > 0) ?? 'newBirths';
  throw fieldError(field, fewerThanZero(alive));
}

export const movementsOf = (row: Movements): Movements => ({
  mortality: row.mortality,
  culling: row.culling,
  numberSold: row.numberSold,
  newBirths: row.newBirths,
});
