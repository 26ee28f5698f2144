import { recordsEggs, recordsMilk } from '@kiwo/domain';
import type { Locale } from '@kiwo/i18n';
import type { Ctx, Menu, Result } from './engine';
import type { DayEntry, DayTotals } from './entries';

/**
 * What the USSD menus (farmer-menu.ts, registration-menu.ts) carry from screen to screen (`Vars`)
 * and what they read and do (`UssdData`, built per caller by farmer-data.ts).
 */

export interface Section {
  id: string;
  name: string;
  count: number;
  /** What it is, for the production field (absent in sessions from before it). */
  livestockType?: string;
  subType?: string | null;
  cattlePurpose?: string | null;
}

export type Field =
  | 'mortality'
  | 'feed'
  | 'sales'
  | 'expenses'
  | 'vaccination'
  | 'births'
  | 'eggs'
  | 'milk';

/** The 7th field a section has (ADR 0059): eggs or milk. */
export const productionField = (section: Section | undefined): 'eggs' | 'milk' | undefined => {
  if (!section?.livestockType) return undefined;
  if (recordsEggs(section.livestockType, section.subType)) return 'eggs';
  if (recordsMilk(section.livestockType, section.subType, section.cattlePurpose)) return 'milk';
  return undefined;
};
export const FIELDS: readonly Field[] = [
  'mortality',
  'feed',
  'sales',
  'expenses',
  'vaccination',
  'births',
];

export interface Vars {
  menu?: Menu;
  /** The screens' language; starts as the caller's and changes with the language menu. */
  locale: Locale;
  day?: 'today' | 'yesterday';
  section?: Section;
  field?: Field;
  /** Number sold, asked before the naira. */
  sold?: number;
  entry?: DayEntry;
  pinOk?: boolean;
  /** Where the PIN screen leads once the PIN is right. */
  afterPin?: 'section' | 'newPin';
  /** Where the new-PIN screens lead (settings, or the registration's confirmation). */
  newPin?: string;
  firstName?: string;
  lastName?: string;
  state?: string;
  livestock?: string;
  callKind?: 'extension' | 'vet';
}

export type PinCheck = 'ok' | { wrong: number } | { locked: number };

/** What the menu reads and does; every write runs only when `ctx.last` (see engine.ts). */
export interface UssdData {
  firstName: string;
  hasPin: boolean;
  sections(): Promise<Section[]>;
  dateOf(day: 'today' | 'yesterday'): string;
  totals(sectionId: string, date: string): Promise<DayTotals>;
  liveCount(sectionId: string): Promise<number>;
  /** Checks a PIN; counts a wrong guess only when `count` (the session's last input). */
  checkPin(pin: string, count: boolean): Promise<PinCheck>;
  save(ctx: Ctx, section: Section, date: string, entry: DayEntry): Promise<Result<Vars>>;
  summary(): Promise<string>;
  requestCall(kind: 'extension' | 'vet'): Promise<number>;
  setLanguage(locale: Locale): Promise<void>;
  setPin(pin: string): Promise<void>;
  register(vars: Vars): Promise<string>;
}
