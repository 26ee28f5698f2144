import type { AriaStrings } from '../types';

/** react-aria menu: the hint of a long-press menu trigger. */
export default {
  ha: {
    longPressMessage: 'Danna ka riƙe, ko danna Alt + ArrowDown don buɗe jerin zaɓuɓɓuka',
  },
  yo: {
    longPressMessage: 'Tẹ̀ ẹ́ mọ́lẹ̀ pẹ́, tàbí tẹ Alt + ArrowDown láti ṣí àkójọ àṣàyàn',
  },
  ig: {
    longPressMessage: 'Pịa ya ogologo oge, ma ọ bụ pịa Alt + ArrowDown iji mepee ndepụta nhọrọ',
  },
} satisfies AriaStrings;
