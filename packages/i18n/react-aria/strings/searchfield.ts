import type { AriaStrings } from '../types';

/** react-aria search field: the clear button. */
export default {
  ha: { 'Clear search': 'Share bincike' },
  yo: { 'Clear search': 'Pa ìwádìí rẹ́' },
  ig: { 'Clear search': 'Hichapụ ọchụchọ' },
} satisfies AriaStrings;
