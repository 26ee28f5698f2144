import type { Translator } from '@kiwo/i18n';
import { screen, USSD_MAX_CHARS } from './text';

/**
 * The USSD engine (ADR 0027): the gateway sends every input of the session so far (`text`, joined
 * by `*`), and the engine replays them over the menu table from its root, keeping a stack of
 * screens. `0` goes back one screen, `00` home, `98` to the next page of a list, on every screen.
 * Side effects happen only for the session's last input (`ctx.last`), so a replayed input never
 * repeats one; a node that ends the session before the last input ends the replay.
 */

/** A top-level menu, for the admin page's completion rate per menu. */
export type Menu = 'record' | 'summary' | 'call' | 'settings' | 'register';

export type Outcome =
  | 'menu'
  | 'invalid'
  | 'saved'
  | 'cancelled'
  | 'summary'
  | 'call_requested'
  | 'call_saved'
  | 'language_changed'
  | 'pin_set'
  | 'pin_wrong'
  | 'pin_locked'
  | 'registered'
  | 'no_sections'
  | 'not_enough'
  | 'not_saved'
  | 'exit'
  | 'not_farmer'
  | 'suspended'
  | 'ended'
  | 'error';

/** What a screen's answer leads to. */
export type Result<V> =
  /** A new screen on top of this one (`0` comes back here). */
  | { go: string; vars?: Partial<V>; outcome?: Outcome }
  /** Stay and ask again, with a line saying why. */
  | { again: string; outcome?: Outcome }
  /** Back to the root screen (after a language change, with the new language). */
  | { home: true; vars?: Partial<V>; outcome?: Outcome }
  | { end: string; outcome: Outcome };

export interface Ctx {
  t: Translator;
  /** Whether the input being handled is the session's last one (side effects only then). */
  last: boolean;
  /** Position of the input in the session: part of idempotency keys. */
  step: number;
}

/** A screen that asks for one answer (a numbered menu written as text, or a value). */
export interface AskNode<V> {
  kind: 'ask';
  menu?: Menu;
  /** Without the "0 Back 00 Home" line (the root screens). */
  root?: boolean;
  text(ctx: Ctx, vars: V): string | Promise<string>;
  answer(ctx: Ctx, vars: V, input: string): Result<V> | Promise<Result<V>>;
}

/** A numbered list paged with `98 More` so every item is reachable. */
export interface ListNode<V> {
  kind: 'list';
  menu?: Menu;
  head(ctx: Ctx, vars: V): string;
  items(ctx: Ctx, vars: V): string[] | Promise<string[]>;
  /** `index` is the item's place in the whole list (0-based). */
  pick(ctx: Ctx, vars: V, index: number): Result<V> | Promise<Result<V>>;
}

export type Node<V> = AskNode<V> | ListNode<V>;

interface Frame<V> {
  node: string;
  vars: V;
  page: number;
}

export interface Reply {
  response: string;
  outcome: Outcome;
  menu: Menu | null;
  node: string;
}

/**
 * Pages of a list: as many numbered items as fit in 160 characters with the head, `98 More` and
 * the navigation line, numbered from 1 on each page.
 */
export function pages(head: string, items: string[], more: string, nav: string): string[][] {
  const budget = USSD_MAX_CHARS - 'CON '.length;
  const result: string[][] = [];
  let i = 0;
  do {
    const page: string[] = [];
    let length = head.length + 1 + nav.length;
    while (i < items.length) {
      const line = `${page.length + 1} ${items[i]}`;
      const moreAfter = i + 1 < items.length ? more.length + 1 : 0;
      if (page.length > 0 && length + line.length + 1 + moreAfter > budget) break;
      page.push(items[i] as string);
      length += line.length + 1;
      i++;
    }
    result.push(page);
  } while (i < items.length);
  return result;
}

export async function replay<V extends { menu?: Menu }>(
  table: Record<string, Node<V>>,
  root: Frame<V>['node'],
  start: V,
  inputs: readonly string[],
  /** The language of a screen (a language change on the way takes effect at once). */
  tOf: (vars: V) => Translator,
): Promise<Reply> {
  let stack: Frame<V>[] = [{ node: root, vars: start, page: 0 }];
  let note: string | undefined;
  let outcome: Outcome = 'menu';
  const top = () => stack[stack.length - 1] as Frame<V>;
  const nodeOf = (frame: Frame<V>) => {
    const node = table[frame.node];
    if (!node) throw new Error(`USSD menu has no node ${frame.node}`);
    return node;
  };

  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i] ?? '';
    const frame = top();
    const t = tOf(frame.vars);
    const ctx: Ctx = { t, last: i === inputs.length - 1, step: i };
    const node = nodeOf(frame);
    note = undefined;
    outcome = 'menu';
    if (input === '00') {
      stack = [stack[0] as Frame<V>];
      stack[0] = { ...(stack[0] as Frame<V>), page: 0 };
      continue;
    }
    if (input === '0') {
      if (stack.length > 1) stack.pop();
      else stack[0] = { ...frame, page: 0 };
      continue;
    }
    let result: Result<V>;
    if (node.kind === 'list') {
      const items = await node.items(ctx, frame.vars);
      const paged = pages(node.head(ctx, frame.vars), items, t.ussd.more(), t.ussd.nav());
      const page = paged[frame.page] ?? [];
      if (input === '98' && frame.page + 1 < paged.length) {
        stack[stack.length - 1] = { ...frame, page: frame.page + 1 };
        continue;
      }
      const n = /^\d{1,2}$/.test(input) ? Number(input) : 0;
      if (n < 1 || n > page.length) result = { again: t.ussd.invalid(), outcome: 'invalid' };
      else {
        const before = paged.slice(0, frame.page).reduce((sum, p) => sum + p.length, 0);
        result = await node.pick(ctx, frame.vars, before + n - 1);
      }
    } else {
      result = await node.answer(ctx, frame.vars, input);
    }
    if ('end' in result) {
      return {
        response: screen('END', result.end),
        outcome: ctx.last ? result.outcome : 'ended',
        menu: frame.vars.menu ?? null,
        node: frame.node,
      };
    }
    if ('again' in result) {
      note = result.again;
      outcome = result.outcome ?? 'invalid';
    } else if ('home' in result) {
      const first = stack[0] as Frame<V>;
      stack = [{ ...first, vars: { ...first.vars, ...result.vars }, page: 0 }];
      outcome = result.outcome ?? 'menu';
    } else {
      stack.push({ node: result.go, vars: { ...frame.vars, ...result.vars }, page: 0 });
      outcome = result.outcome ?? 'menu';
    }
  }

  const frame = top();
  const node = nodeOf(frame);
  const t = tOf(frame.vars);
  const ctx: Ctx = { t, last: true, step: inputs.length };
  let body: string;
  if (node.kind === 'list') {
    const head = node.head(ctx, frame.vars);
    const paged = pages(head, await node.items(ctx, frame.vars), t.ussd.more(), t.ussd.nav());
    const page = paged[frame.page] ?? [];
    const lines = page.map((item, k) => `${k + 1} ${item}`);
    if (frame.page + 1 < paged.length) lines.push(t.ussd.more());
    body = [head, ...lines, t.ussd.nav()].join('\n');
  } else {
    body = await node.text(ctx, frame.vars);
    if (!node.root) body = `${body}\n${t.ussd.nav()}`;
  }
  // A re-ask line goes above the screen; on a full screen it takes the place of the title line.
  if (note) {
    const full = `${note}\n${body}`;
    body = full.length <= USSD_MAX_CHARS - 4 ? full : `${note}\n${body.replace(/^[^\n]*\n/, '')}`;
  }
  return {
    response: screen('CON', body),
    outcome,
    menu: frame.vars.menu ?? null,
    node: frame.node,
  };
}
