import type { LivestockType } from '../enums/livestock';

/**
 * Built-in health schedules (ADR 0056): what Nigerian practice gives each kind of animal, by
 * age in days. Reviewed data, not advice: each item names its sources (`HEALTH_SOURCES`), and a
 * farmer's vet and the product's label decide the dose and the withdrawal period. An item's
 * words live in `@kiwo/i18n` (`farm.health.items.<id>`), keyed by its id.
 *
 * `fromDay`–`toDay` is the window of age in days (0 = the day of hatching or birth) in which the
 * item is due; after `toDay` it is overdue until marked given.
 */

/** Where a schedule item comes from; the ADR lists them with their titles. */
const HEALTH_SOURCES = {
  nvri: 'National Veterinary Research Institute (NVRI), Vom — vaccine catalogue and poultry vaccination guides',
  fao: 'FAO — Vaccination programmes in village and commercial poultry; PPR Global Control and Eradication Strategy',
  merck:
    'Merck Veterinary Manual — Iron deficiency anaemia in piglets; Anthrax; Blackleg; Contagious bovine pleuropneumonia; Gastrointestinal parasites of ruminants and pigs',
  woah: 'WOAH (OIE) Terrestrial Manual — Peste des petits ruminants; Contagious bovine pleuropneumonia',
} as const;
type HealthSource = keyof typeof HEALTH_SOURCES;

/** How a product is given; the words are in `farm.health.routes`. */
export const HEALTH_ROUTES = ['drinkingWater', 'eyeDrop', 'injection', 'wingWeb', 'oral'] as const;
export type HealthRoute = (typeof HEALTH_ROUTES)[number];

export interface ScheduleItem {
  /** Stable id: the key of a given item and of its words. */
  readonly id: string;
  readonly kind: 'vaccination' | 'treatment';
  readonly fromDay: number;
  readonly toDay: number;
  readonly route: HealthRoute;
  readonly sources: readonly HealthSource[];
}

const item = (
  id: string,
  kind: ScheduleItem['kind'],
  fromDay: number,
  toDay: number,
  route: HealthRoute,
  sources: readonly HealthSource[],
): ScheduleItem => ({ id, kind, fromDay, toDay, route, sources });

/** Broilers, cockerels and noilers: a short life, the three vaccines every Nigerian flock gets. */
const MEAT_BIRDS: readonly ScheduleItem[] = [
  item('ndHitchnerB1', 'vaccination', 1, 7, 'eyeDrop', ['nvri', 'fao']),
  item('gumboro1', 'vaccination', 10, 14, 'drinkingWater', ['nvri', 'fao']),
  item('ndLasota', 'vaccination', 21, 24, 'drinkingWater', ['nvri', 'fao']),
  item('gumboro2', 'vaccination', 25, 28, 'drinkingWater', ['nvri', 'fao']),
];

/**
 * Pullets and layers: the meat birds' start, then fowl pox, boosters and Komarov before lay.
 * Marek's disease is left out: the hatchery gives it on the day of hatching, before the farm.
 */
const LAYING_BIRDS: readonly ScheduleItem[] = [
  ...MEAT_BIRDS,
  item('fowlPox', 'vaccination', 42, 56, 'wingWeb', ['nvri', 'fao']),
  item('ndLasotaBooster', 'vaccination', 56, 70, 'drinkingWater', ['nvri', 'fao']),
  item('fowlTyphoid', 'vaccination', 63, 77, 'injection', ['nvri']),
  item('ndKomarov', 'vaccination', 112, 126, 'injection', ['nvri']),
  item('dewormBirds', 'treatment', 112, 126, 'drinkingWater', ['merck']),
];

/** Goats and sheep: PPR from three months, deworming at two and five months. */
const SMALL_RUMINANTS: readonly ScheduleItem[] = [
  item('deworm1', 'treatment', 56, 70, 'oral', ['merck', 'fao']),
  item('ppr', 'vaccination', 90, 120, 'injection', ['nvri', 'fao', 'woah']),
  item('deworm2', 'treatment', 150, 180, 'oral', ['merck', 'fao']),
];

/** Pigs: iron in the first three days, deworming at weaning and as growers. */
const PIGS: readonly ScheduleItem[] = [
  item('ironInjection', 'treatment', 1, 3, 'injection', ['merck']),
  item('deworm1', 'treatment', 42, 56, 'oral', ['merck']),
  item('deworm2', 'treatment', 98, 112, 'oral', ['merck']),
];

/** Cattle: blackleg from three months; CBPP and anthrax from six (NVRI's vaccines). */
const CATTLE: readonly ScheduleItem[] = [
  item('blackleg', 'vaccination', 90, 180, 'injection', ['nvri', 'merck']),
  item('cbpp', 'vaccination', 180, 240, 'injection', ['nvri', 'merck', 'woah']),
  item('anthrax', 'vaccination', 180, 240, 'injection', ['nvri', 'merck']),
];

/**
 * The schedule of a section's animals, by livestock type and sub-type; empty for fish and
 * other animals, whose programmes are too varied to build in.
 */
export function scheduleFor(
  livestock: LivestockType,
  subType: string | null,
): readonly ScheduleItem[] {
  switch (livestock) {
    case 'poultry':
      return subType === 'layer' || subType === 'pullet' ? LAYING_BIRDS : MEAT_BIRDS;
    case 'goats':
    case 'sheep':
      return SMALL_RUMINANTS;
    case 'pigs':
      return PIGS;
    case 'cattle':
      return CATTLE;
    default:
      return [];
  }
}

/** Every item id across the schedules (the i18n test checks each has words). */
export const SCHEDULE_ITEM_IDS = [
  ...new Set([...LAYING_BIRDS, ...SMALL_RUMINANTS, ...PIGS, ...CATTLE].map((i) => i.id)),
];
