import type { PartTranslation } from '../../parts';

/** Yorùbá: the advisor chat. */
const chat = {
  chat: {
    close: 'Pa ìjíròrò dé',
    title: 'Olùrànlọ́wọ́ àgbẹ̀ AI',
    welcome: 'Ẹ n lẹ́ {name}! Èmi ni olùrànlọ́wọ́ àgbẹ̀ AI rẹ. Báwo ni mo ṣe lè ràn ọ́ lọ́wọ́ lónìí?',
    thinking: 'AI ń ronú...',
    error: 'Ẹ má bínú, àṣìṣe kan ṣẹlẹ̀. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan sí i.',
    messageLabel: 'Ìbéèrè rẹ',
    placeholder: 'Béèrè nípa àwọn ẹran rẹ, oúnjẹ wọn tàbí àkọsílẹ̀ rẹ…',
    send: 'Firánṣẹ́',
    hint: 'Enter láti firánṣẹ́ · Shift+Enter fún ìlà tuntun',
    conversation: 'Ìjíròrò',
    you: 'Ìwọ',
    assistant: 'Olùrànlọ́wọ́ AI',
    like: 'Ìdáhùn yìí wúlò',
    dislike: 'Ìdáhùn yìí kò wúlò',
    feedbackFailed: 'A kò lè fi èrò rẹ pamọ́. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan sí i.',
    loadFailed: 'A kò lè ṣí ìjíròrò náà. Ṣàyẹ̀wò ìsopọ̀ rẹ kí o sì gbìyànjú lẹ́ẹ̀kan sí i.',
    historyFailed: 'A kò lè gbé àwọn ọ̀rọ̀ rẹ àtẹ̀yìnwá wá.',
    tooLong: 'Ọ̀rọ̀ rẹ ti gùn jù: lẹ́tà {max} ni òpin.',
    signedOutTitle: 'Bá wa sọ̀rọ̀',
    signedOutBody: 'Wọlé láti béèrè lọ́wọ́ olùrànlọ́wọ́ àgbẹ̀ AI, tàbí bá ẹgbẹ́ Kiwo sọ̀rọ̀ lórí WhatsApp.',
    whatsApp: 'Bá wa sọ̀rọ̀ lórí WhatsApp',
    whatsAppGreeting: 'Ẹ n lẹ́ Kiwo, mo nílò ìrànlọ́wọ́ fún oko mi.',
  },
} satisfies PartTranslation<'chat'>;

export default chat;
