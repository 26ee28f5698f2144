import type { AriaStrings } from '../types';

/** react-aria-components' own strings (Select's placeholder and three unused in Kiwo). */
export default {
  ha: {
    selectPlaceholder: 'Zaɓi wani abu',
    tableResizer: 'Mai canza faɗi',
    dropzoneLabel: 'Wurin ajiye fayil',
    colorSwatchPicker: 'Samfurin launuka',
  },
  yo: {
    selectPlaceholder: 'Yan ohun kan',
    tableResizer: 'Ohun àtúnṣe ìbú',
    dropzoneLabel: 'Ibi tí a ń ju fáìlì sí',
    colorSwatchPicker: 'Àwọn àpẹẹrẹ àwọ̀',
  },
  ig: {
    selectPlaceholder: 'Họrọ otu ihe',
    tableResizer: 'Ihe ngbanwe obosara',
    dropzoneLabel: 'Ebe ịtụnye faịlụ',
    colorSwatchPicker: 'Ihe nlele agba',
  },
} satisfies AriaStrings;
