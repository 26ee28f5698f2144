import { ask, choice, invalid, newPinScreen, PIN } from './answers';
import type { Node } from './engine';
import type { UssdData, Vars } from './menu-data';
import { recordScreens, startRecord } from './record-screens';
import { shortName, USSD_LOCALES } from './text';

/**
 * The USSD menu table for a registered farmer (ADR 0027): one entry per screen, what it shows
 * and where each answer leads. Data and side effects come from `UssdData` (farmer-data.ts); the
 * engine (engine.ts) replays the session's inputs over this table. The recording screens are in
 * record-screens.ts; a number Kiwo does not know gets registration-menu.ts.
 */
export function farmerMenu(data: UssdData): Record<string, Node<Vars>> {
  return {
    main: ask({
      root: true,
      text: (ctx) => ctx.t.ussd.main({ name: shortName(data.firstName, 12) }),
      answer: async (ctx, _v, input) => {
        const { t } = ctx;
        switch (choice(input, 5)) {
          case 1:
            return startRecord(data, t, 'today');
          case 2:
            return startRecord(data, t, 'yesterday');
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
    ...recordScreens(data),
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
    newPin: newPinScreen,
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
