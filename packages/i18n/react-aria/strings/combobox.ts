import type { AriaStrings } from '../types';

/** react-aria combo box (the 36 states): screen-reader announcements and the list button. */
export default {
  ha: {
    focusAnnouncement: (args, f) =>
      `${f.select(
        {
          true: () =>
            `An shiga rukunin ${args.groupTitle}, mai zaɓi ${f.number(args.groupCount)}. `,
          other: '',
        },
        args.isGroupChange,
      )}${args.optionText}${f.select({ true: ', an zaɓa', other: '' }, args.isSelected)}`,
    countAnnouncement: (args, f) => `Akwai zaɓi ${f.number(args.optionCount)}.`,
    selectedAnnouncement: (args) => `${args.optionText}, an zaɓa`,
    buttonLabel: 'Nuna shawarwari',
    listboxLabel: 'Shawarwari',
  },
  yo: {
    focusAnnouncement: (args, f) =>
      `${f.select(
        {
          true: () =>
            `O wọ inú ẹgbẹ́ ${args.groupTitle}, tí ó ní àṣàyàn ${f.number(args.groupCount)}. `,
          other: '',
        },
        args.isGroupChange,
      )}${args.optionText}${f.select({ true: ', a ti yàn án', other: '' }, args.isSelected)}`,
    countAnnouncement: (args, f) => `Àṣàyàn ${f.number(args.optionCount)} ló wà.`,
    selectedAnnouncement: (args) => `${args.optionText}, a ti yàn án`,
    buttonLabel: 'Fi àwọn àbá hàn',
    listboxLabel: 'Àwọn àbá',
  },
  ig: {
    focusAnnouncement: (args, f) =>
      `${f.select(
        {
          true: () =>
            `Ị banyere n’otu ${args.groupTitle}, nke nwere nhọrọ ${f.number(args.groupCount)}. `,
          other: '',
        },
        args.isGroupChange,
      )}${args.optionText}${f.select({ true: ', ahọrọla ya', other: '' }, args.isSelected)}`,
    countAnnouncement: (args, f) => `Nhọrọ ${f.number(args.optionCount)} dị.`,
    selectedAnnouncement: (args) => `${args.optionText}, ahọrọla ya`,
    buttonLabel: 'Gosi aro',
    listboxLabel: 'Aro',
  },
} satisfies AriaStrings;
