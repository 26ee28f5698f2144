import type { DailyRecord, DailyRecordBody } from '@kiwo/api-client';
import { parseTypedNumber } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';

/** The record form's number boxes, in the order a farmer fills them. */
export const MAIN_NUMBERS = [
  'mortality',
  'feedAmount',
  'salesNaira',
  'numberSold',
  'expenses',
] as const;
export const MORE_NUMBERS = [
  'waterConsumption',
  'newBirths',
  'culling',
  'weight',
  'temperature',
] as const;
export const MORE_TEXTS = [
  'feedType',
  'weather',
  'medicationGiven',
  'vaccination',
  'notes',
] as const;
/** Production boxes (ADR 0059), shown only where they apply. */
export const EGG_NUMBERS = ['eggsCollected', 'eggsCracked'] as const;
export const MILK_NUMBERS = ['milkLitres'] as const;
const CHOICES = ['mortalityCause', 'cullingReason'] as const;
export type NumberField =
  | (typeof MAIN_NUMBERS)[number]
  | (typeof MORE_NUMBERS)[number]
  | (typeof EGG_NUMBERS)[number]
  | (typeof MILK_NUMBERS)[number];
export type TextFieldName = (typeof MORE_TEXTS)[number] | (typeof CHOICES)[number];
const WHOLE: NumberField[] = [
  'mortality',
  'numberSold',
  'newBirths',
  'culling',
  'eggsCollected',
  'eggsCracked',
];
const NUMBERS = [...MAIN_NUMBERS, ...MORE_NUMBERS, ...EGG_NUMBERS, ...MILK_NUMBERS] as const;
const TEXTS = [...MORE_TEXTS, ...CHOICES] as const;

export const fieldLabel = (
  t: BrowserTranslator,
  field: NumberField | TextFieldName | 'healthStatus',
) =>
  ({
    mortality: t.farm.mortality(),
    feedAmount: t.farm.feedAmount(),
    salesNaira: t.farm.sales(),
    numberSold: t.farm.numberSold(),
    expenses: t.farm.expenses(),
    waterConsumption: t.farm.water(),
    newBirths: t.farm.births(),
    culling: t.farm.culling(),
    weight: t.farm.weight(),
    temperature: t.farm.temperature(),
    feedType: t.farm.feedType(),
    weather: t.farm.weather(),
    medicationGiven: t.farm.medication(),
    vaccination: t.farm.vaccination(),
    notes: t.farm.notes(),
    healthStatus: t.farm.health(),
    eggsCollected: t.farm.production.eggsCollected(),
    eggsCracked: t.farm.production.eggsCracked(),
    milkLitres: t.farm.production.milkLitres(),
    mortalityCause: t.farm.production.mortalityCause(),
    cullingReason: t.farm.production.cullingReason(),
  })[field];

export type Draft = Partial<Record<NumberField | TextFieldName | 'healthStatus', string>>;

/** A saved record as form text (empty boxes for nothing recorded). */
export const draftOf = (record: DailyRecord | undefined): Draft => {
  if (!record) return {};
  const draft: Draft = {};
  for (const field of NUMBERS) {
    const value = record[field];
    if (value !== null && value !== 0) draft[field] = String(value);
  }
  for (const field of TEXTS) draft[field] = record[field] ?? '';
  draft.healthStatus = record.healthStatus ?? '';
  return draft;
};

/**
 * Form text → request body, or per-field errors (numbers only; the server checks the rest).
 * Numbers are read as typed ("12,000", "₦3,500": `parseTypedNumber`); a form with nothing in
 * it is not a record of zeros.
 */
export const bodyOf = (
  draft: Draft,
  t: BrowserTranslator,
): { body?: DailyRecordBody; errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const field of NUMBERS) {
    const whole = WHOLE.includes(field);
    const text = (draft[field] ?? '').trim();
    // A temperature may be below zero; every other figure is a count or an amount.
    const below = field === 'temperature' && /^[-−]/.test(text);
    const parsed = parseTypedNumber(below ? text.slice(1) : text, { whole });
    if (!parsed.ok) {
      errors[field] = whole
        ? t.validation.wholeNumber()
        : parsed.error === 'negative'
          ? t.farm.zeroOrMore()
          : t.farm.notANumber();
    } else if (parsed.value !== null) body[field] = below ? -parsed.value : parsed.value;
  }
  for (const field of TEXTS) {
    const text = (draft[field] ?? '').trim();
    if (text !== '') body[field] = text;
  }
  const eggs = body.eggsCollected as number | undefined;
  if (body.eggsCracked !== undefined && (body.eggsCracked as number) > (eggs ?? 0)) {
    errors.eggsCracked = t.farm.production.crackedTooMany();
  }
  if (body.mortalityCause && !body.mortality) {
    errors.mortalityCause = t.farm.production.causeNeedsDeaths();
  }
  if (body.cullingReason && !body.culling) {
    errors.cullingReason = t.farm.production.reasonNeedsCulls();
  }
  if (draft.healthStatus) body.healthStatus = draft.healthStatus;
  if (Object.keys(errors).length > 0) return { errors };
  if (Object.keys(body).length === 0) return { errors: { mortality: t.farm.nothingToSave() } };
  return { body: body as DailyRecordBody, errors };
};

/** A queued (not yet synced) record body as form text. */
export const draftOfBody = (body: DailyRecordBody): Draft => {
  const draft: Draft = {};
  for (const field of [...NUMBERS, ...TEXTS, 'healthStatus'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== '') draft[field] = String(value);
  }
  return draft;
};

/** "Deaths: 2 · Feed (kg): 20" — what a record holds, for the waiting list and conflicts. */
export const recordSummary = (
  t: BrowserTranslator,
  values: Partial<Record<NumberField | TextFieldName | 'healthStatus', unknown>>,
) => {
  const parts: string[] = [];
  const choice = (words: Record<string, () => string>, value: unknown) =>
    words[String(value)]?.() ?? String(value);
  for (const field of [...NUMBERS, ...TEXTS, 'healthStatus'] as const) {
    const value = values[field];
    if (value === undefined || value === null || value === '' || value === 0) continue;
    const shown =
      field === 'healthStatus'
        ? choice(t.farm.condition, value)
        : field === 'mortalityCause'
          ? choice(t.farm.production.causes, value)
          : field === 'cullingReason'
            ? choice(t.farm.production.reasons, value)
            : value;
    parts.push(`${fieldLabel(t, field)}: ${String(shown)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : t.offline.nothingRecorded();
};
