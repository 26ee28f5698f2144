import { LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import type { Locale, Translator } from '@kiwo/i18n';
import type { AskNode, Ctx, ListNode, Menu, Node, Result } from './engine';
import { added, type DayEntry, type DayTotals } from './entries';
import { num, shortName, USSD_LOCALES } from './text';

/**
 * The USSD menu table (ADR 0027): one entry per screen, what it shows and where each answer
 * leads. Data and side effects come from `UssdData` (service.ts); the engine (engine.ts) replays
 * the session's inputs over this table.
 */

export interface Section {
  id: string;
  name: string;
  count: number;
}

type Field = 'mortality' | 'feed' | 'sales' | 'expenses' | 'vaccination' | 'births';
const FIELDS: readonly Field[] = [
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

const MAX_AMOUNT = 10_000_000;
/** A whole count, or kg/naira with up to two decimals (`.` or `,`). */
const whole = (input: string) => (/^\d{1,7}$/.test(input) ? Number(input) : undefined);
const decimal = (input: string) => {
  if (!/^\d{1,8}([.,]\d{1,2})?$/.test(input)) return undefined;
  const n = Number(input.replace(',', '.'));
  return n > 0 && n <= MAX_AMOUNT ? n : undefined;
};
const choice = (input: string, max: number) => {
  if (!/^\d$/.test(input)) return undefined;
  const n = Number(input);
  return n >= 1 && n <= max ? n : undefined;
};
const PIN = /^\d{4}$/;
const NAME = /^\p{L}[\p{L}' -]{1,39}$/u;

const dayWord = (t: Translator, v: Vars) =>
  v.day === 'yesterday' ? t.ussd.yesterday() : t.ussd.today();
const sectionName = (v: Vars) => shortName(v.section?.name ?? '');
const invalid = (t: Translator): Result<Vars> => ({ again: t.ussd.invalid(), outcome: 'invalid' });

/** The menu for a registered farmer. */
export function farmerMenu(data: UssdData): Record<string, Node<Vars>> {
  const ask = (node: Omit<AskNode<Vars>, 'kind'>): AskNode<Vars> => ({ kind: 'ask', ...node });
  const list = (node: Omit<ListNode<Vars>, 'kind'>): ListNode<Vars> => ({ kind: 'list', ...node });

  const startRecord = async (t: Translator, day: 'today' | 'yesterday'): Promise<Result<Vars>> => {
    if ((await data.sections()).length === 0) {
      return { end: t.ussd.noSections(), outcome: 'no_sections' };
    }
    const vars: Partial<Vars> = { menu: 'record', day };
    return data.hasPin
      ? { go: 'pin', vars: { ...vars, afterPin: 'section' } }
      : { go: 'section', vars };
  };

  /** The confirmation: what is stored, what is added, the new total. */
  const confirmText = async (t: Translator, v: Vars) => {
    const section = v.section as Section;
    const leaving = (v.entry?.mortality ?? 0) + (v.entry?.numberSold ?? 0);
    if (leaving > 0) {
      const alive = await data.liveCount(section.id);
      if (leaving > alive) return t.ussd.notEnough({ alive });
    }
    const before = await data.totals(section.id, data.dateOf(v.day ?? 'today'));
    const after = added(before, v.entry ?? {});
    const common = { day: dayWord(t, v), section: sectionName(v) };
    const sum = (key: keyof Omit<DayTotals, 'vaccination'>, entryKey: keyof DayEntry) => ({
      ...common,
      before: num(before[key]),
      added: num(Number(v.entry?.[entryKey] ?? 0)),
      after: num(after[key]),
    });
    const e = v.entry ?? {};
    let line: string;
    if (e.mortality !== undefined) line = t.ussd.confirmDeaths(sum('mortality', 'mortality'));
    else if (e.newBirths !== undefined) line = t.ussd.confirmBirths(sum('newBirths', 'newBirths'));
    else if (e.feedAmount !== undefined) line = t.ussd.confirmFeed(sum('feedAmount', 'feedAmount'));
    else if (e.expenses !== undefined) line = t.ussd.confirmExpenses(sum('expenses', 'expenses'));
    else if (e.vaccination !== undefined) {
      line = t.ussd.confirmVaccination({ ...common, name: e.vaccination });
    } else
      line = t.ussd.confirmSales({ ...sum('numberSold', 'numberSold'), naira: num(after.sales) });
    return `${line}\n${t.ussd.confirmCancel()}`;
  };

  const amountPrompt = async (t: Translator, v: Vars) => {
    const section = v.section as Section;
    const now = await data.totals(section.id, data.dateOf(v.day ?? 'today'));
    const p = { day: dayWord(t, v), section: sectionName(v) };
    switch (v.field) {
      case 'mortality':
        return t.ussd.askDeaths({ ...p, now: num(now.mortality) });
      case 'feed':
        return t.ussd.askFeed({ ...p, now: num(now.feedAmount) });
      case 'sales':
        return t.ussd.askSold({ ...p, now: num(now.numberSold) });
      case 'expenses':
        return t.ussd.askExpenses({ ...p, now: num(now.expenses) });
      case 'vaccination':
        return t.ussd.askVaccination(p);
      default:
        return t.ussd.askBirths({ ...p, now: num(now.newBirths) });
    }
  };

  const amountAnswer = (ctx: Ctx, v: Vars, input: string): Result<Vars> => {
    const { t } = ctx;
    if (v.field === 'vaccination') {
      const name = input.replace(/\s+/g, ' ').trim();
      if (name.length < 2 || name.length > 40 || !/\p{L}/u.test(name)) return invalid(t);
      return { go: 'confirm', vars: { entry: { vaccination: name } } };
    }
    if (v.field === 'feed' || v.field === 'expenses') {
      const n = decimal(input);
      if (n === undefined) return invalid(t);
      return {
        go: 'confirm',
        vars: { entry: v.field === 'feed' ? { feedAmount: n } : { expenses: n } },
      };
    }
    const n = whole(input);
    if (n === undefined || n < 1) return invalid(t);
    if (v.field === 'births') return { go: 'confirm', vars: { entry: { newBirths: n } } };
    // Whether enough animals are alive is shown on the confirmation, not decided here: a replay
    // of this input after a save in the same session would see fewer animals and take another way.
    if (v.field === 'sales') return { go: 'salesAmount', vars: { sold: n } };
    return { go: 'confirm', vars: { entry: { mortality: n } } };
  };

  return {
    main: ask({
      root: true,
      text: (ctx) => ctx.t.ussd.main({ name: shortName(data.firstName, 12) }),
      answer: async (ctx, _v, input) => {
        const { t } = ctx;
        switch (choice(input, 5)) {
          case 1:
            return startRecord(t, 'today');
          case 2:
            return startRecord(t, 'yesterday');
          case 3:
            return { end: await data.summary(), outcome: 'summary' };
          case 4:
            return { go: 'call', vars: { menu: 'call' } };
          case 5:
            return { go: 'settings', vars: { menu: 'settings' } };
          default:
            return invalid(t);
        }
      },
    }),
    pin: ask({
      text: (ctx) => ctx.t.ussd.enterPin(),
      answer: async (ctx, v, input) => {
        const { t } = ctx;
        if (!PIN.test(input)) return { again: t.ussd.pinFormat(), outcome: 'invalid' };
        const checked = await data.checkPin(input, ctx.last);
        if (checked === 'ok') return { go: v.afterPin ?? 'section', vars: { pinOk: true } };
        if ('locked' in checked) {
          return { end: t.ussd.pinLocked({ minutes: checked.locked }), outcome: 'pin_locked' };
        }
        return { again: t.ussd.wrongPin({ left: checked.wrong }), outcome: 'pin_wrong' };
      },
    }),
    section: list({
      head: (ctx, v) => ctx.t.ussd.chooseSection({ day: dayWord(ctx.t, v) }),
      items: async () => (await data.sections()).map((s) => `${shortName(s.name)} (${s.count})`),
      pick: async (_ctx, _v, index) => {
        const section = (await data.sections())[index] as Section;
        return { go: 'field', vars: { section } };
      },
    }),
    field: ask({
      text: (ctx, v) => ctx.t.ussd.chooseField({ section: sectionName(v), day: dayWord(ctx.t, v) }),
      answer: (ctx, _v, input) => {
        const n = choice(input, FIELDS.length);
        return n === undefined ? invalid(ctx.t) : { go: 'amount', vars: { field: FIELDS[n - 1] } };
      },
    }),
    amount: ask({ text: (ctx, v) => amountPrompt(ctx.t, v), answer: amountAnswer }),
    salesAmount: ask({
      text: (ctx, v) => ctx.t.ussd.askSalesAmount({ count: String(v.sold ?? 0) }),
      answer: (ctx, v, input) => {
        const naira = decimal(input);
        if (naira === undefined) return invalid(ctx.t);
        return { go: 'confirm', vars: { entry: { numberSold: v.sold ?? 0, sales: naira } } };
      },
    }),
    confirm: ask({
      text: (ctx, v) => confirmText(ctx.t, v),
      answer: async (ctx, v, input) => {
        const c = choice(input, 2);
        if (c === 2) return { end: ctx.t.ussd.cancelled(), outcome: 'cancelled' };
        if (c !== 1) return invalid(ctx.t);
        const section = v.section as Section;
        return data.save(ctx, section, data.dateOf(v.day ?? 'today'), v.entry ?? {});
      },
    }),
    saved: ask({
      text: async (ctx, v) => {
        const section = v.section as Section;
        const count = await data.liveCount(section.id);
        const name = sectionName(v);
        return `${ctx.t.ussd.saved({ section: name, count })}\n${ctx.t.ussd.moreFor({ section: name })}`;
      },
      answer: (ctx, _v, input) =>
        choice(input, 1) === 1 ? { go: 'field', vars: { entry: {} } } : invalid(ctx.t),
    }),
    call: ask({
      text: (ctx) => ctx.t.ussd.callWho(),
      answer: (ctx, _v, input) => {
        const c = choice(input, 2);
        if (c === undefined) return invalid(ctx.t);
        return { go: 'callConfirm', vars: { callKind: c === 1 ? 'extension' : 'vet' } };
      },
    }),
    callConfirm: ask({
      text: (ctx, v) => {
        const who = v.callKind === 'vet' ? ctx.t.ussd.vet() : ctx.t.ussd.agent();
        return `${ctx.t.ussd.callConfirm({ who })}\n${ctx.t.ussd.confirmCancel()}`;
      },
      answer: async (ctx, v, input) => {
        const { t } = ctx;
        const c = choice(input, 2);
        if (c === 2) return { end: t.ussd.cancelled(), outcome: 'cancelled' };
        if (c !== 1) return invalid(t);
        const kind = v.callKind ?? 'extension';
        // Only the last input files the request; a replay of it ends the same way.
        const told = ctx.last ? await data.requestCall(kind) : 1;
        if (told === 0) return { end: t.ussd.callSaved(), outcome: 'call_saved' };
        const who = kind === 'vet' ? t.ussd.vet() : t.ussd.agent();
        const capital = who.charAt(0).toUpperCase() + who.slice(1);
        return { end: t.ussd.callDone({ who: capital }), outcome: 'call_requested' };
      },
    }),
    settings: ask({
      text: (ctx) => ctx.t.ussd.settings(),
      answer: (ctx, _v, input) => {
        const c = choice(input, 2);
        if (c === 1) return { go: 'language' };
        if (c === 2) {
          return data.hasPin ? { go: 'pin', vars: { afterPin: 'newPin' } } : { go: 'newPin' };
        }
        return invalid(ctx.t);
      },
    }),
    language: ask({
      text: (ctx) => ctx.t.ussd.chooseLanguage(),
      answer: async (ctx, _v, input) => {
        const c = choice(input, USSD_LOCALES.length);
        const locale = c === undefined ? undefined : USSD_LOCALES[c - 1];
        if (!locale) return invalid(ctx.t);
        if (ctx.last) await data.setLanguage(locale);
        return { home: true, vars: { locale }, outcome: 'language_changed' };
      },
    }),
    newPin: ask({
      text: (ctx) => ctx.t.ussd.newPin(),
      answer: (ctx, _v, input) =>
        PIN.test(input)
          ? { go: 'repeatPin', vars: { newPin: input } }
          : { again: ctx.t.ussd.pinFormat(), outcome: 'invalid' },
    }),
    repeatPin: ask({
      text: (ctx) => ctx.t.ussd.repeatPin(),
      answer: async (ctx, v, input) => {
        if (input !== v.newPin) return { again: ctx.t.ussd.pinMismatch(), outcome: 'invalid' };
        if (ctx.last) await data.setPin(input);
        return { end: ctx.t.ussd.pinSet(), outcome: 'pin_set' };
      },
    }),
  };
}

/** The menu for a number Kiwo does not know: self-registration as a farmer (ADR 0027). */
export function registrationMenu(data: Pick<UssdData, 'register'>): Record<string, Node<Vars>> {
  const ask = (node: Omit<AskNode<Vars>, 'kind'>): AskNode<Vars> => ({ kind: 'ask', ...node });
  const list = (node: Omit<ListNode<Vars>, 'kind'>): ListNode<Vars> => ({ kind: 'list', ...node });
  const name = (next: string, key: 'firstName' | 'lastName') =>
    ask({
      text: (ctx) => (key === 'firstName' ? ctx.t.ussd.askFirstName() : ctx.t.ussd.askLastName()),
      answer: (ctx, _v, input) => {
        const value = input.replace(/\s+/g, ' ').trim();
        if (!NAME.test(value)) return { again: ctx.t.ussd.nameFormat(), outcome: 'invalid' };
        return { go: next, vars: { [key]: value } };
      },
    });
  const livestockWord = (t: Translator, type: string) =>
    t.enums.livestock[type as (typeof LIVESTOCK_TYPES)[number]]();
  return {
    welcome: ask({
      root: true,
      text: (ctx) => ctx.t.ussd.welcome(),
      answer: (ctx, _v, input) => {
        const c3 = choice(input, 3);
        if (c3 === 1) return { go: 'firstName', vars: { menu: 'register' } };
        if (c3 === 2) return { end: ctx.t.ussd.bye(), outcome: 'exit' };
        if (c3 === 3) return { go: 'language' };
        return invalid(ctx.t);
      },
    }),
    language: ask({
      text: (ctx) => ctx.t.ussd.chooseLanguage(),
      answer: (ctx, _v, input) => {
        const c = choice(input, USSD_LOCALES.length);
        const locale = c === undefined ? undefined : USSD_LOCALES[c - 1];
        if (!locale) return invalid(ctx.t);
        return { home: true, vars: { locale }, outcome: 'menu' };
      },
    }),
    firstName: name('lastName', 'firstName'),
    lastName: name('state', 'lastName'),
    state: list({
      head: (ctx) => ctx.t.ussd.chooseState(),
      items: () => [...NIGERIAN_STATES],
      pick: (_ctx, _v, index) => ({ go: 'livestock', vars: { state: NIGERIAN_STATES[index] } }),
    }),
    livestock: list({
      head: (ctx) => ctx.t.ussd.chooseLivestock(),
      items: (ctx) => LIVESTOCK_TYPES.map((type) => livestockWord(ctx.t, type)),
      pick: (_ctx, _v, index) => ({ go: 'newPin', vars: { livestock: LIVESTOCK_TYPES[index] } }),
    }),
    newPin: ask({
      text: (ctx) => ctx.t.ussd.newPin(),
      answer: (ctx, _v, input) =>
        PIN.test(input)
          ? { go: 'repeatPin', vars: { newPin: input } }
          : { again: ctx.t.ussd.pinFormat(), outcome: 'invalid' },
    }),
    repeatPin: ask({
      text: (ctx) => ctx.t.ussd.repeatPin(),
      answer: (ctx, v, input) =>
        input === v.newPin
          ? { go: 'registerConfirm' }
          : { again: ctx.t.ussd.pinMismatch(), outcome: 'invalid' },
    }),
    registerConfirm: ask({
      text: (ctx, v) =>
        `${ctx.t.ussd.registerConfirm({
          name: shortName(`${v.firstName} ${v.lastName}`, 30),
          state: v.state ?? '',
          livestock: livestockWord(ctx.t, v.livestock ?? 'other'),
        })}\n${ctx.t.ussd.confirmCancel()}`,
      answer: async (ctx, v, input) => {
        const c = choice(input, 2);
        if (c === 2) return { end: ctx.t.ussd.cancelled(), outcome: 'cancelled' };
        if (c !== 1) return invalid(ctx.t);
        // The account is created by the last input only (nothing can follow an END).
        if (!ctx.last) return { end: '', outcome: 'ended' };
        return { end: await data.register(v), outcome: 'registered' };
      },
    }),
  };
}
