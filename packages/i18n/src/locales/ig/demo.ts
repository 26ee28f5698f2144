import type { PartTranslation } from '../../parts';

/** Igbo: the demo seed's batch and section names. */
const demo = {
  demo: {
    layersBatch: 'Ọkụkọ na-eyi akwa — ha na-achọ ịmalite iyi akwa',
    layerHouse: 'Ụlọ ọkụkọ na-eyi akwa',
    goatsBatch: 'Ewu — ìgwè ewu',
    goatHerd: 'Ìgwè ewu',
  },
} satisfies PartTranslation<'demo'>;

export default demo;
