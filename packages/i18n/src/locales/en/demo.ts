import type { BaseTranslation } from '../i18n-types';

/**
 * English: the names the demo seed gives its farmers' batches and sections, each farmer's in
 * their own language (`apps/server/src/modules/agents/seed.ts`). Stored as data, never shown as
 * a label, so no browser loads them.
 */
const demo = {
  demo: {
    layersBatch: 'Layers — point of lay',
    layerHouse: 'Layer house',
    goatsBatch: 'Goats — herd',
    goatHerd: 'Herd',
  },
} satisfies BaseTranslation;

export default demo;
