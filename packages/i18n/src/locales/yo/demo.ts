import type { PartTranslation } from '../../parts';

/** Yorùbá: the demo seed's batch and section names. */
const demo = {
  demo: {
    layersBatch: 'Adìẹ ẹlẹ́yin — wọ́n fẹ́rẹ̀ bẹ̀rẹ̀ sí í yé ẹyin',
    layerHouse: 'Ilé adìẹ ẹlẹ́yin',
    goatsBatch: 'Ewúrẹ́ — agbo',
    goatHerd: 'Agbo ewúrẹ́',
  },
} satisfies PartTranslation<'demo'>;

export default demo;
