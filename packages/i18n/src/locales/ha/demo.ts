import type { PartTranslation } from '../../parts';

/** Hausa: the demo seed's batch and section names. */
const demo = {
  demo: {
    layersBatch: 'Kajin ƙwai — sun kusa fara yin ƙwai',
    layerHouse: 'Gidan kajin ƙwai',
    goatsBatch: 'Awaki — duka',
    goatHerd: 'Awaki',
  },
} satisfies PartTranslation<'demo'>;

export default demo;
