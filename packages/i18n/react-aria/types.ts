/**
 * The shapes react-aria's built-in string modules use (`intl/<area>/en-US.js`): a plain string,
 * or a function of the arguments and a small formatter (plural, number, select), as compiled by
 * @internationalized/string. Kiwo adds Hausa, Yorùbá and Igbo in the same shapes.
 */
interface AriaFormatter {
  plural(count: number, options: Record<string, string | (() => string)>): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

// biome-ignore lint/suspicious/noExplicitAny: react-aria passes loosely typed arguments
type AriaArgs = Record<string, any>;
type AriaMessage = string | ((args: AriaArgs, formatter: AriaFormatter) => string);

/** The languages react-aria lacks; each has every key of react-aria's en-US module. */
export type AriaStrings = Record<'ha' | 'yo' | 'ig', Record<string, AriaMessage>>;
