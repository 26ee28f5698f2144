import { LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import { ask, choice, invalid, list, NAME, newPinScreen } from './answers';
import type { Node } from './engine';
import type { UssdData, Vars } from './menu-data';
import { shortName, USSD_LOCALES } from './text';

/** The menu for a number Kiwo does not know: self-registration as a farmer (ADR 0027). */
export function registrationMenu(data: Pick<UssdData, 'register'>): Record<string, Node<Vars>> {
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
    newPin: newPinScreen,
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
