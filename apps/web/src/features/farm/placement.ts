import type { BatchSummary } from '@kiwo/api-client';
import { ageOnDay } from '@kiwo/domain';
import { formatDate } from '../../stores/dates';
import type { useI18n } from '../../stores/locale';
import { todayInLagos } from './days';

/** "Placed 6 Nov 2026 · 21 days old today" (ADR 0056). */
export const placedAge = (
  t: ReturnType<typeof useI18n>['t'],
  batch: Pick<BatchSummary, 'placedOn' | 'ageAtPlacementDays'>,
) =>
  t.farm.placedAge({
    date: formatDate(batch.placedOn),
    age: ageOnDay(batch.placedOn, batch.ageAtPlacementDays, todayInLagos()),
  });
