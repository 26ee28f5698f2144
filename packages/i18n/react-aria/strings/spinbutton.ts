import type { AriaStrings } from '../types';

/** react-aria spin button (date segments, number fields): read when a value is empty. */
export default {
  ha: { Empty: 'Babu komai' },
  yo: { Empty: 'Òfo' },
  ig: { Empty: 'Enweghị ihe' },
} satisfies AriaStrings;
