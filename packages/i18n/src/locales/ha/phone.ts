import type { PartTranslation } from '../../parts';

/** Hausa: the phone line (spoken). */
const phone = {
  phone: {
    welcome:
      'Barka da zuwa Kiwo, likitan dabbobi na AI don gonar{gender|{male:ka,female:ki,*:ku}}.',
    welcomeBack: 'Barka da dawowa Kiwo.',
    chooseLanguage: 'Don Hausa, danna 2.',
    askQuestion:
      'Yi tambayar{gender|{male:ka,female:ki,*:ku}} bayan ƙara. Danna maɓallin hash idan {gender|{male:ka,female:kin,*:kun}} gama.',
    notCaught:
      'Ban ji abin da {gender|{male:ka,female:kika,*:kuka}} faɗa ba, kuma ba zan yi hasashe ba. Za {gender|{male:ka,female:ki,*:ku}} iya sake tambaya, ko {gender|{male:ka,female:ki,*:ku}} yi amfani da maɓallan waya.',
    readBack:
      '{gender|{male:Ka,female:Kin,*:Kun}} tambaya: {question}. Idan haka ne, danna 1. Don sake tambaya, danna 2.',
    notHeard:
      'Ban ji abin da {gender|{male:ka,female:kika,*:kuka}} faɗa ba. Don Allah sake tambaya bayan ƙara.',
    speechUnavailable:
      'Yi haƙuri, ba zan iya jin tambayoyi a wannan harshe yanzu ba. Don Allah sake gwadawa daga baya.',
    advisorFailed:
      'Yi haƙuri, likitan ba zai iya amsawa yanzu ba. Don Allah sake gwadawa bayan ɗan lokaci.',
    register:
      'Don samun shawara game da gonar{gender|{male:ka,female:ki,*:ku}}, yi rajista da Kiwo: danna tauraro 347 tauraro 754 hash, ko {gender|{male:ka,female:ki,*:ku}} tambayi jami’in faɗakarwa na Kiwo.',
    afterAnswer:
      'Don yin wata tambaya, danna 1. Don taƙaitaccen yau, danna 2. Don rubuta mace-mace ko abincin yau, danna 3. Don jami’in faɗakarwar{gender|{male:ka,female:ki,*:ku}} ya kira {gender|{male:ka,female:ki,*:ku}}, danna 4. Don canza harshe, danna 9. Don kammala kiran, danna 0.',
    callRequested:
      'An aika buƙatar{gender|{male:ka,female:ki,*:ku}}. Jami’in faɗakarwar{gender|{male:ka,female:ki,*:ku}} ko mai ba da shawara na Kiwo zai kira {gender|{male:ka,female:ki,*:ku}} nan ba da daɗewa ba.',
    callNobody:
      'Yi haƙuri, babu wanda zai iya karɓar buƙatar{gender|{male:ka,female:ki,*:ku}} yanzu. Don Allah sake gwadawa daga baya.',
    summary:
      'Yau a gonar{gender|{male:ka,female:ki,*:ku}}: dabbobi {live} masu rai, {deaths} sun mutu, an sayar {sold} kan naira {naira}.',
    invalidChoice: 'Wannan maɓalli ba ya cikin zaɓuɓɓukan.',
    goodbye: 'Na gode da kiran Kiwo. Sai an jima.',
    farmerMenu:
      'Don yi wa likitan tambaya, danna 1. Don taƙaitaccen yau, danna 2. Don rubuta mace-mace ko abincin yau, danna 3. Don jami’in faɗakarwar{gender|{male:ka,female:ki,*:ku}} ya kira {gender|{male:ka,female:ki,*:ku}}, danna 4. Don canza harshe, danna 9. Don kammala kiran, danna 0.',
    enterPin:
      'Don rubutawa, shigar da PIN ɗin{gender|{male:ka,female:ki,*:ku}} na Kiwo mai lambobi huɗu.',
    wrongPin: 'PIN ba daidai ba. Saura gwaji {left}.',
    pinLocked: 'An yi kuskuren PIN da yawa. Ba za a iya rubuta komai ba har minti {minutes}.',
    noPin: 'Don rubutu ta waya, fara saita PIN na Kiwo a saitunan manhajar ko ta USSD.',
    noSections:
      'Ba {gender|{male:ka,female:ki,*:ku}} da sashe mai aiki da za a rubuta masa. Ƙara ɗaya a manhajar Kiwo.',
    chooseRecord: 'Don rubuta mace-mace, danna 1. Don rubuta abinci, danna 2.',
    chooseSection: 'Wane sashe?',
    sectionChoice: 'Don {section}, danna {key}.',
    askDeaths:
      'Shigar da adadin dabbobin da suka mutu yau a {section}, sannan {gender|{male:ka,female:ki,*:ku}} danna maɓallin hash.',
    askFeed:
      'Shigar da abincin da aka bayar yau a {section}, a kilogram, sannan {gender|{male:ka,female:ki,*:ku}} danna maɓallin hash. Don ɗigo, danna tauraro.',
    invalidAmount: 'Wannan ba adadi ne da zan iya rubutawa ba.',
    confirmDeaths:
      '{gender|{male:Kana,female:Kina,*:Kuna}} ƙara mace-mace {added} ga {section} yau. Danna 1 don tabbatarwa, 2 don sokewa.',
    confirmFeed:
      '{gender|{male:Kana,female:Kina,*:Kuna}} ƙara abinci kilogram {added} ga {section} yau. Danna 1 don tabbatarwa, 2 don sokewa.',
    savedDeaths:
      'An adana. {section} yanzu tana da dabbobi {alive} masu rai, kuma mace-mace {total} yau.',
    savedFeed: 'An adana. {section} tana da abinci kilogram {total} yau.',
    cancelled: 'An soke. Ba a adana komai ba.',
    notEnough: 'Dabbobi {alive} ne kawai masu rai a {section}. Ba a adana komai ba.',
    notSaved: 'Yi haƙuri, ba a iya adana wannan ba. Ba a canza komai ba.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
