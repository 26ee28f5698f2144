import type { Translator } from '@kiwo/i18n';
import type { AskNode, ListNode, Result } from './engine';
import type { Vars } from './menu-data';
import { shortName } from './text';

/** What the menus share: reading the caller's answers, and words several screens use. */

const MAX_AMOUNT = 10_000_000;
/** A whole count, or kg/naira with up to two decimals (`.` or `,`). */
export const whole = (input: string) => (/^\d{1,7}$/.test(input) ? Number(input) : undefined);
export const decimal = (input: string) => {
  if (!/^\d{1,8}([.,]\d{1,2})?$/.test(input)) return undefined;
  const n = Number(input.replace(',', '.'));
  return n > 0 && n <= MAX_AMOUNT ? n : undefined;
};
export const choice = (input: string, max: number) => {
  if (!/^\d$/.test(input)) return undefined;
  const n = Number(input);
  return n >= 1 && n <= max ? n : undefined;
};
export const PIN = /^\d{4}$/;
export const NAME = /^\p{L}[\p{L}' -]{1,39}$/u;

export const dayWord = (t: Translator, v: Vars) =>
  v.day === 'yesterday' ? t.ussd.yesterday() : t.ussd.today();
export const sectionName = (v: Vars) => shortName(v.section?.name ?? '');
export const invalid = (t: Translator): Result<Vars> => ({
  again: t.ussd.invalid(),
  outcome: 'invalid',
});

/** A screen that asks for one answer. */
export const ask = (node: Omit<AskNode<Vars>, 'kind'>): AskNode<Vars> => ({ kind: 'ask', ...node });
/** A screen that picks one item of a paged list. */
export const list = (node: Omit<ListNode<Vars>, 'kind'>): ListNode<Vars> => ({
  kind: 'list',
  ...node,
});

/** A new 4-digit PIN (settings, or the last step of a registration); `repeatPin` follows. */
export const newPinScreen = ask({
  text: (ctx) => ctx.t.ussd.newPin(),
  answer: (ctx, _v, input) =>
    PIN.test(input)
      ? { go: 'repeatPin', vars: { newPin: input } }
      : { again: ctx.t.ussd.pinFormat(), outcome: 'invalid' },
});
