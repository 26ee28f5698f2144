// @ts-check
/**
 * Gives react-aria's built-in strings (hidden "Dismiss" buttons, date-segment names, combo-box
 * announcements …) Hausa, Yorùbá and Igbo. react-aria ships 34 locales, none of them ours, and
 * has no runtime API to add one (its global-strings hook is fixed to a single locale at first
 * read, which would break switching language without a reload). So at build time this plugin
 * appends our translations (`./strings/*.ts`) to each string module react-aria bundles, keyed
 * `ha`, `yo`, `ig`; react-aria then finds them for the I18nProvider's locale like its own.
 *
 * Build-time only: in `vite dev`, react-aria is pre-bundled and keeps English built-ins.
 */
import { fileURLToPath } from 'node:url';

/** react-aria string module (package/area) → our translation file in ./strings. */
export const ARIA_STRING_MODULES = {
  'react-aria/calendar': 'calendar',
  'react-aria/combobox': 'combobox',
  'react-aria/datepicker': 'datepicker',
  'react-aria/menu': 'menu',
  'react-aria/numberfield': 'numberfield',
  'react-aria/overlays': 'overlays',
  'react-aria/searchfield': 'searchfield',
  'react-aria/spinbutton': 'spinbutton',
  'react-aria/toast': 'toast',
  'react-stately/datepicker': 'datepicker-validation',
  'react-aria-components': 'components',
};

const STRINGS_MODULE =
  /[\\/](react-aria|react-stately|react-aria-components)[\\/]dist[\\/]private[\\/](?:([\w-]+)[\\/])?intlStrings\.m?js$/;
const DEFAULT_EXPORT = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\}/;

/**
 * The translation file for a module id, or undefined when Kiwo has none for it.
 * @param {string} id
 */
export function stringsFileFor(id) {
  const match = STRINGS_MODULE.exec(id.split('?')[0] ?? '');
  if (!match) return undefined;
  const key = match[2] ? `${match[1]}/${match[2]}` : match[1];
  const name = ARIA_STRING_MODULES[/** @type {keyof typeof ARIA_STRING_MODULES} */ (key)];
  return name ? fileURLToPath(new URL(`./strings/${name}.ts`, import.meta.url)) : undefined;
}

/**
 * Adds our locales to one react-aria string module's code; undefined when it is not one.
 * @param {string} code
 * @param {string} id
 */
export function addKiwoLocales(code, id) {
  const file = stringsFileFor(id);
  if (!file) return undefined;
  const exported = DEFAULT_EXPORT.exec(code);
  if (!exported) throw new Error(`kiwo-react-aria-strings: no default export in ${id}`);
  const name = exported[1];
  return (
    `import __kiwoAriaStrings from ${JSON.stringify(file)};\n` +
    code.replace(exported[0], `Object.assign(${name}, __kiwoAriaStrings);\n${exported[0]}`)
  );
}

/** The Vite plugin; add it to every build that bundles react-aria (app, Storybook, benches). */
export function kiwoAriaStrings() {
  return {
    name: 'kiwo-react-aria-strings',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      const out = addKiwoLocales(code, id);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
