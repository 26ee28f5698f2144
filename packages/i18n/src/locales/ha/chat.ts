import type { PartTranslation } from '../../parts';

/** Hausa: the advisor chat. */
const chat = {
  chat: {
    close: 'Rufe hira',
    title: 'Mataimakin noma na AI',
    welcome:
      'Sannu {name}! Ni ne mataimakin{gender|{male:ka,female:ki,*:ku}} na noma na AI. Yaya zan taimake {gender|{male:ka,female:ki,*:ku}} yau?',
    thinking: 'AI yana tunani...',
    error: 'Yi haƙuri, an samu matsala. Da fatan za a sake gwadawa.',
    messageLabel: 'Tambayar{gender|{male:ka,female:ki,*:ku}}',
    placeholder:
      'Yi tambaya game da dabbobin{gender|{male:ka,female:ki,*:ku}}, abincinsu ko bayanan{gender|{male:ka,female:ki,*:ku}}…',
    send: 'Aika',
    hint: 'Enter don aikawa · Shift+Enter don sabon layi',
    conversation: 'Hira',
    you: '{gender|{male:Kai,female:Ke,*:Ku}}',
    assistant: 'Mataimakin AI',
    like: 'Ina son wannan amsa',
    dislike: 'Ba na son wannan amsa',
    feedbackFailed:
      'Ba a iya adana ra’ayin{gender|{male:ka,female:ki,*:ku}} ba. Da fatan za a sake gwadawa.',
    loadFailed:
      'Ba a iya buɗe hirar ba. Duba haɗin intanet ɗin{gender|{male:ka,female:ki,*:ku}} {gender|{male:ka,female:ki,*:ku}} sake gwadawa.',
    historyFailed: 'Ba a iya loda saƙonnin{gender|{male:ka,female:ki,*:ku}} na baya ba.',
    tooLong: 'Saƙon{gender|{male:ka,female:ki,*:ku}} ya yi tsawo: haruffa {max} ne iyaka.',
    signedOutTitle: 'Yi hira da mu',
    signedOutBody:
      'Shiga don tambayar mataimakin noma na AI, ko {gender|{male:ka,female:ki,*:ku}} yi magana da ƙungiyar Kiwo ta WhatsApp.',
    whatsApp: 'Yi hira da mu ta WhatsApp',
    whatsAppGreeting: 'Sannu Kiwo, ina buƙatar taimako game da gonata.',
  },
} satisfies PartTranslation<'chat'>;

export default chat;
