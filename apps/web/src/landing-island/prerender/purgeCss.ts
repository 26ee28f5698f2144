/**
 * Drops the CSS rules a page cannot match. The landing page imports `@kiwo/ui` for its theme,
 * icons and tokens, and the ui package marks every `*.css.ts` as a side effect, so the build
 * emits the whole design system's CSS (~60 KB); the prerendered page uses a few dozen of those
 * classes. A rule stays when, in at least one of its selectors, every class occurs somewhere
 * in the page (`used` holds every word of the HTML, so class names the island script only
 * reads from data attributes — the dark theme's — count too). Rules without classes (the
 * reset, `html`, `[data-*]`) always stay.
 *
 * Written for the minified CSS vanilla-extract and Vite emit: rules, @media/@supports/@layer/
 * @container blocks (purged inside), @keyframes kept while a kept rule names them, any other
 * at-rule kept whole.
 */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  return dropUnusedKeyframes(purgeRules(css, used));
}

function purgeRules(css: string, used: ReadonlySet<string>): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = matchingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    const inner = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const kept = purgeRules(inner, used);
        if (kept) out += `${prelude}{${kept}}`;
      } else {
        out += `${prelude}{${inner}}`;
      }
    } else {
      const selectors = splitSelectors(prelude).filter((selector) =>
        classesIn(selector).every((name) => used.has(name)),
      );
      if (selectors.length > 0) out += `${selectors.join(',')}{${inner}}`;
    }
    at = close + 1;
  }
  return out;
}

/** `@keyframes` stay only when a kept rule still animates with them. */
function dropUnusedKeyframes(css: string): string {
  const keyframes: { name: string; text: string }[] = [];
  let rest = '';
  let at = 0;
  while (at < css.length) {
    const start = css.indexOf('@keyframes', at);
    if (start < 0) break;
    const open = css.indexOf('{', start);
    const close = matchingBrace(css, open);
    rest += css.slice(at, start);
    keyframes.push({ name: css.slice(start + 10, open).trim(), text: css.slice(start, close + 1) });
    at = close + 1;
  }
  rest += css.slice(at);
  const animated = (name: string) => new RegExp(`[\\s:,]${name}(?![\\w-])`).test(rest);
  return (
    keyframes
      .filter((k) => animated(k.name))
      .map((k) => k.text)
      .join('') + rest
  );
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = css.indexOf(char, i + 1);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error(`purgeCss: unbalanced braces after offset ${open}`);
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)`). */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts.filter(Boolean);
}

const classesIn = (selector: string): string[] =>
  Array.from(
    selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
    (match) => match[1] ?? '',
  );

/** Every identifier-like word of the pages: class names, data attribute values, text. */
export const wordsOf = (html: string): Set<string> => new Set(html.match(/[\w-]+/g) ?? []);
