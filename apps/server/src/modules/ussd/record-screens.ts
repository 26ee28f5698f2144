import { MORTALITY_CAUSES } from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import { ask, choice, dayWord, decimal, invalid, list, sectionName, whole } from './answers';
import type { Ctx, Node, Result } from './engine';
import { added, type DayEntry, type DayTotals } from './entries';
import { FIELDS, productionField, type Section, type UssdData, type Vars } from './menu-data';
import { num, shortName } from './text';

/**
 * Recording a day's figures by USSD (ADR 0027): pick a section, a field, an amount, confirm with
 * `before + added = after`, then "record more". `farmerMenu` starts it from its main screen
 * (after the PIN when the farmer has one).
 */

/** A cause of death in the screen's language: the web form's own words (`farm.production`). */
const causeName = (t: Translator, cause: (typeof MORTALITY_CAUSES)[number]) =>
  t.farm.production.causes[cause]();

/** The first screen of a recording for `day`: the PIN if the farmer has one, else the sections. */
export async function startRecord(
  data: UssdData,
  t: Translator,
  day: 'today' | 'yesterday',
): Promise<Result<Vars>> {
  if ((await data.sections()).length === 0) {
    return { end: t.ussd.noSections(), outcome: 'no_sections' };
  }
  const vars: Partial<Vars> = { menu: 'record', day };
  return data.hasPin
    ? { go: 'pin', vars: { ...vars, afterPin: 'section' } }
    : { go: 'section', vars };
}

/** The recording screens, keyed by name like the rest of the farmer's menu. */
export function recordScreens(data: UssdData): Record<string, Node<Vars>> {
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
    else if (e.eggsCollected !== undefined) {
      line = t.ussd.confirmEggs(sum('eggsCollected', 'eggsCollected'));
    } else if (e.milkLitres !== undefined)
      line = t.ussd.confirmMilk(sum('milkLitres', 'milkLitres'));
    else if (e.vaccination !== undefined) {
      line = t.ussd.confirmVaccination({ ...common, name: e.vaccination });
    } else
      line = t.ussd.confirmSales({ ...sum('numberSold', 'numberSold'), naira: num(after.sales) });
    if (e.mortalityCause)
      line += `\n${t.ussd.confirmCause({ cause: causeName(t, e.mortalityCause) })}`;
    if (e.eggsCracked) line += `\n${t.ussd.confirmCracked({ cracked: num(e.eggsCracked) })}`;
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
      case 'eggs':
        return t.ussd.askEggs({ ...p, now: num(now.eggsCollected) });
      case 'milk':
        return t.ussd.askMilk({ ...p, now: num(now.milkLitres) });
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
    if (v.field === 'feed' || v.field === 'expenses' || v.field === 'milk') {
      const n = decimal(input);
      if (n === undefined) return invalid(t);
      const entry =
        v.field === 'feed'
          ? { feedAmount: n }
          : v.field === 'milk'
            ? { milkLitres: n }
            : { expenses: n };
      return { go: 'confirm', vars: { entry } };
    }
    const n = whole(input);
    if (n === undefined || n < 1) return invalid(t);
    if (v.field === 'births') return { go: 'confirm', vars: { entry: { newBirths: n } } };
    if (v.field === 'eggs') return { go: 'cracked', vars: { entry: { eggsCollected: n } } };
    // Whether enough animals are alive is shown on the confirmation, not decided here: a replay
    // of this input after a save in the same session would see fewer animals and take another way.
    if (v.field === 'sales') return { go: 'salesAmount', vars: { sold: n } };
    return { go: 'cause', vars: { entry: { mortality: n } } };
  };

  return {
    section: list({
      head: (ctx, v) => ctx.t.ussd.chooseSection({ day: dayWord(ctx.t, v) }),
      items: async () => (await data.sections()).map((s) => `${shortName(s.name)} (${s.count})`),
      pick: async (_ctx, _v, index) => {
        const section = (await data.sections())[index] as Section;
        return { go: 'field', vars: { section } };
      },
    }),
    field: ask({
      text: (ctx, v) => {
        const fields = ctx.t.ussd.chooseField({ section: sectionName(v), day: dayWord(ctx.t, v) });
        const extra = productionField(v.section);
        if (!extra) return fields;
        return `${fields}\n${extra === 'eggs' ? ctx.t.ussd.fieldEggs() : ctx.t.ussd.fieldMilk()}`;
      },
      answer: (ctx, v, input) => {
        const extra = productionField(v.section);
        const all = extra ? [...FIELDS, extra] : FIELDS;
        const n = choice(input, all.length);
        return n === undefined ? invalid(ctx.t) : { go: 'amount', vars: { field: all[n - 1] } };
      },
    }),
    amount: ask({ text: (ctx, v) => amountPrompt(ctx.t, v), answer: amountAnswer }),
    // After a deaths count: why they died, the web form's causes (domain MORTALITY_CAUSES).
    cause: ask({
      text: (ctx, v) =>
        [
          ctx.t.ussd.askCause({ count: v.entry?.mortality ?? 0 }),
          ...MORTALITY_CAUSES.map((c, i) => `${i + 1} ${causeName(ctx.t, c)}`),
        ].join('\n'),
      answer: (ctx, v, input) => {
        const n = choice(input, MORTALITY_CAUSES.length);
        if (n === undefined) return invalid(ctx.t);
        return {
          go: 'confirm',
          vars: { entry: { ...v.entry, mortalityCause: MORTALITY_CAUSES[n - 1] } },
        };
      },
    }),
    // After a layer section's eggs: whether any are cracked (0 is "back" on every screen, so
    // "none" is a choice), then how many.
    cracked: ask({
      text: (ctx, v) => ctx.t.ussd.askCrackedAny({ eggs: num(v.entry?.eggsCollected ?? 0) }),
      answer: (ctx, _v, input) => {
        const c = choice(input, 2);
        if (c === 1) return { go: 'confirm', vars: {} };
        return c === 2 ? { go: 'crackedCount', vars: {} } : invalid(ctx.t);
      },
    }),
    crackedCount: ask({
      text: (ctx, v) => ctx.t.ussd.askCracked({ eggs: num(v.entry?.eggsCollected ?? 0) }),
      answer: (ctx, v, input) => {
        const eggs = v.entry?.eggsCollected ?? 0;
        const n = whole(input);
        if (n === undefined || n < 1) return invalid(ctx.t);
        if (n > eggs) {
          return { again: ctx.t.ussd.crackedTooMany({ eggs: num(eggs) }), outcome: 'invalid' };
        }
        return { go: 'confirm', vars: { entry: { ...v.entry, eggsCracked: n } } };
      },
    }),
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
  };
}
