import type { PartTranslation } from '../../parts';

/** Hausa: the advisor chat. */
const chat = {
  chat: {
    close: 'Rufe hira',
    title: 'Mataimakin noma na AI',
    welcome: 'Sannu {name}! Ni ne mataimakinka na noma na AI. Yaya zan taimake ka yau?',
    thinking: 'AI yana tunani...',
    error: 'Yi haƙuri, an samu matsala. Da fatan za a sake gwadawa.',
    messageLabel: 'Tambayarka',
    placeholder: 'Yi tambaya game da dabbobinka, abincinsu ko bayananka…',
    send: 'Aika',
    hint: 'Enter don aikawa · Shift+Enter don sabon layi',
    conversation: 'Hira',
    you: 'Kai',
    assistant: 'Mataimakin AI',
    like: 'Ina son wannan amsa',
    dislike: 'Ba na son wannan amsa',
    feedbackFailed: 'Ba a iya adana ra’ayinka ba. Da fatan za a sake gwadawa.',
    loadFailed: 'Ba a iya buɗe hirar ba. Duba haɗin intanet ɗinka ka sake gwadawa.',
    historyFailed: 'Ba a iya loda saƙonninka na baya ba.',
    tooLong: 'Saƙonka ya yi tsawo: haruffa {max} ne iyaka.',
    signedOutTitle: 'Yi hira da mu',
    signedOutBody:
      'Shiga don tambayar mataimakin noma na AI, ko ka yi magana da ƙungiyar Kiwo ta WhatsApp.',
    whatsApp: 'Yi hira da mu ta WhatsApp',
    whatsAppGreeting: 'Sannu Kiwo, ina buƙatar taimako game da gonata.',
  },
} satisfies PartTranslation<'chat'>;

export default chat;
