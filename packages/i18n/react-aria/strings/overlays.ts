import type { AriaStrings } from '../types';

/** react-aria overlays: the hidden dismiss buttons of popovers and modals. */
export default {
  ha: { dismiss: 'Rufe' },
  yo: { dismiss: 'Pa á dé' },
  ig: { dismiss: 'Mechie' },
} satisfies AriaStrings;
