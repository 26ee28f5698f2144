import type { AriaStrings } from '../types';

/** react-aria toast region: close button and the count read when focus enters the region. */
export default {
  ha: {
    close: 'Rufe',
    notifications: (args, f) => `Sanarwa ${f.number(args.count)}.`,
  },
  yo: {
    close: 'Pa á dé',
    notifications: (args, f) => `Ìfitónilétí ${f.number(args.count)}.`,
  },
  ig: {
    close: 'Mechie',
    notifications: (args, f) => `Ọkwa ${f.number(args.count)}.`,
  },
} satisfies AriaStrings;
