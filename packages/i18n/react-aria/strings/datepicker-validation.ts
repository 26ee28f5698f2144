import type { AriaStrings } from '../types';

/** react-stately date picker: the built-in validation messages. */
export default {
  ha: {
    rangeUnderflow: (args) => `Dole kwanan wata ya zama ${args.minValue} ko bayan haka.`,
    rangeOverflow: (args) => `Dole kwanan wata ya zama ${args.maxValue} ko kafin haka.`,
    rangeReversed: 'Dole ranar farawa ta kasance kafin ranar ƙarewa.',
    unavailableDate: 'Ba a samun ranar da aka zaɓa.',
  },
  yo: {
    rangeUnderflow: (args) => `Ọjọ́ náà gbọ́dọ̀ jẹ́ ${args.minValue} tàbí lẹ́yìn rẹ̀.`,
    rangeOverflow: (args) => `Ọjọ́ náà gbọ́dọ̀ jẹ́ ${args.maxValue} tàbí ṣáájú rẹ̀.`,
    rangeReversed: 'Ọjọ́ ìbẹ̀rẹ̀ gbọ́dọ̀ ṣáájú ọjọ́ ìparí.',
    unavailableDate: 'Ọjọ́ tí a yàn kò sí lárọ̀ọ́wọ́tó.',
  },
  ig: {
    rangeUnderflow: (args) => `Ụbọchị ga-abụrịrị ${args.minValue} ma ọ bụ mgbe ọ gachara.`,
    rangeOverflow: (args) => `Ụbọchị ga-abụrịrị ${args.maxValue} ma ọ bụ tupu ya.`,
    rangeReversed: 'Ụbọchị mmalite ga-abụrịrị tupu ụbọchị njedebe.',
    unavailableDate: 'Ụbọchị ahọrọ adịghị.',
  },
} satisfies AriaStrings;
