import type { DateInput } from '../time';
import { dayOrNA, nairaText, numberOr0, textOrEmpty, textOrNA } from './cells';
import type { CsvColumn } from './csv';

/** A daily record as the export reads it (spec §3 "Daily record export row"). All optional. */
export interface DailyRecordExportInput {
  readonly date?: DateInput | null;
  /** The section's name, e.g. "Layers A". */
  readonly sectionName?: string | null;
  /** The section's type of animal, e.g. "poultry". */
  readonly animalType?: string | null;
  readonly feedAmount?: number | null;
  readonly feedType?: string | null;
  readonly waterConsumption?: number | null;
  readonly healthStatus?: string | null;
  readonly temperature?: number | null;
  readonly weather?: string | null;
  readonly mortality?: number | null;
  readonly newBirths?: number | null;
  readonly weight?: number | null;
  readonly culling?: number | null;
  readonly salesNaira?: number | null;
  readonly expenses?: number | null;
  readonly numberSold?: number | null;
  readonly notes?: string | null;
  /** Free text, or a yes/no flag from older records. */
  readonly medicationGiven?: string | boolean | null;
  readonly vaccination?: string | boolean | null;
}

/** "Layers A (poultry)"; either part alone; "N/A" with neither. */
export const sectionLabel = (
  name: string | null | undefined,
  animalType: string | null | undefined,
): string => {
  const n = name?.trim() ?? '';
  const t = animalType?.trim() ?? '';
  if (n && t) return `${n} (${t})`;
  return textOrNA(n || t);
};

const freeTextOrFlag = (value: string | boolean | null | undefined): string => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return textOrEmpty(value);
};

/**
 * Spec §3 daily record export columns, in the spec's order. Missing values: amounts and counts
 * → 0; date, section and categorical fields → "N/A"; free text → empty. Temperature defaults to
 * "N/A", not 0, because 0 °C would read as a real (and impossible) Nigerian reading. Headers are
 * English; translate them by `key` (`columns.map(c => ({ ...c, header: t(c.key) }))`).
 */
export const DAILY_RECORD_EXPORT_COLUMNS: readonly CsvColumn<DailyRecordExportInput>[] = [
  { key: 'date', header: 'Date', value: (r) => dayOrNA(r.date) },
  { key: 'section', header: 'Section', value: (r) => sectionLabel(r.sectionName, r.animalType) },
  { key: 'feedAmount', header: 'Feed Amount (kg)', value: (r) => numberOr0(r.feedAmount) },
  { key: 'feedType', header: 'Feed Type', value: (r) => textOrNA(r.feedType) },
  {
    key: 'waterConsumption',
    header: 'Water Consumption (L)',
    value: (r) => numberOr0(r.waterConsumption),
  },
  { key: 'healthStatus', header: 'Health Status', value: (r) => textOrNA(r.healthStatus) },
  {
    key: 'temperature',
    header: 'Temperature (°C)',
    value: (r) =>
      typeof r.temperature === 'number' && Number.isFinite(r.temperature)
        ? r.temperature
        : textOrNA(null),
  },
  { key: 'weather', header: 'Weather', value: (r) => textOrNA(r.weather) },
  { key: 'mortality', header: 'Mortality', value: (r) => numberOr0(r.mortality) },
  { key: 'newBirths', header: 'New Births', value: (r) => numberOr0(r.newBirths) },
  { key: 'weight', header: 'Weight (kg)', value: (r) => numberOr0(r.weight) },
  { key: 'culling', header: 'Culling', value: (r) => numberOr0(r.culling) },
  { key: 'salesNaira', header: 'Sales (NGN)', value: (r) => nairaText(r.salesNaira) },
  { key: 'expenses', header: 'Expenses (NGN)', value: (r) => nairaText(r.expenses) },
  { key: 'numberSold', header: 'Number Sold', value: (r) => numberOr0(r.numberSold) },
  { key: 'notes', header: 'Notes', value: (r) => textOrEmpty(r.notes) },
  {
    key: 'medicationGiven',
    header: 'Medication Given',
    value: (r) => freeTextOrFlag(r.medicationGiven),
  },
  { key: 'vaccination', header: 'Vaccination', value: (r) => freeTextOrFlag(r.vaccination) },
];
