import type { AriaStrings } from '../types';

/** react-aria number field: the − and + buttons and the field's role description. */
export default {
  ha: {
    decrease: (args) => `Rage ${args.fieldLabel}`,
    increase: (args) => `Ƙara ${args.fieldLabel}`,
    numberField: 'Filin lamba',
  },
  yo: {
    decrease: (args) => `Dín ${args.fieldLabel} kù`,
    increase: (args) => `Ṣe àfikún ${args.fieldLabel}`,
    numberField: 'Àyè nọ́mbà',
  },
  ig: {
    decrease: (args) => `Belata ${args.fieldLabel}`,
    increase: (args) => `Bawanye ${args.fieldLabel}`,
    numberField: 'Ebe ọnụọgụ',
  },
} satisfies AriaStrings;
