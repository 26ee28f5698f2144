import type { PartTranslation } from '../../parts';

/** Hausa: the phone line (spoken). */
const phone = {
  phone: {
    welcome: 'Barka da zuwa Kiwo, likitan dabbobi na AI don gonarka.',
    welcomeBack: 'Barka da dawowa Kiwo.',
    chooseLanguage: 'Don Hausa, danna 2.',
    askQuestion: 'Yi tambayarka bayan ƙara. Danna maɓallin hash idan ka gama.',
    notCaught:
      'Ban ji abin da ka faɗa ba, kuma ba zan yi hasashe ba. Za ka iya sake tambaya, ko ka yi amfani da maɓallan waya.',
    readBack: 'Ka tambaya: {question}. Idan haka ne, danna 1. Don sake tambaya, danna 2.',
    notHeard: 'Ban ji abin da ka faɗa ba. Don Allah sake tambaya bayan ƙara.',
    speechUnavailable:
      'Yi haƙuri, ba zan iya jin tambayoyi a wannan harshe yanzu ba. Don Allah sake gwadawa daga baya.',
    advisorFailed:
      'Yi haƙuri, likitan ba zai iya amsawa yanzu ba. Don Allah sake gwadawa bayan ɗan lokaci.',
    register:
      'Don samun shawara game da gonarka, yi rajista da Kiwo: danna tauraro 347 tauraro 754 hash, ko ka tambayi wakilin Kiwo.',
    afterAnswer:
      'Don yin wata tambaya, danna 1. Don taƙaitaccen yau, danna 2. Don wakilinka ya kira ka, danna 4. Don canza harshe, danna 9. Don kammala kiran, danna 0.',
    callRequested:
      'An aika buƙatarka. Wakilinka ko mai ba da shawara na Kiwo zai kira ka nan ba da daɗewa ba.',
    callNobody:
      'Yi haƙuri, babu wanda zai iya karɓar buƙatarka yanzu. Don Allah sake gwadawa daga baya.',
    summary:
      'Yau a gonarka: dabbobi {live} masu rai, {deaths} sun mutu, an sayar {sold} kan naira {naira}.',
    invalidChoice: 'Wannan maɓalli ba ya cikin zaɓuɓɓukan.',
    goodbye: 'Na gode da kiran Kiwo. Sai an jima.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
