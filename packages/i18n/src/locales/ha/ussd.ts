import type { PartTranslation } from '../../parts';

/** Hausa: the USSD menu (sent as ASCII: the server writes ɓ ɗ ƙ ƴ as b d k y). */
const ussd = {
  ussd: {
    main: 'Kiwo: Sannu {name}\n1 Rubuta na yau\n2 Rubuta na jiya\n3 Taƙaitaccen yau\n4 Nemi kira\n5 Saituna',
    nav: '0 Baya 00 Farko',
    more: '98 Ƙari',
    confirmCancel: '1 Tabbatar 2 Soke',
    today: 'yau',
    yesterday: 'jiya',
    chooseSection: 'Zaɓi sashe ({day})',
    noSections:
      'Ba {gender|{male:ka,female:ki,*:ku}} da sashe mai aiki. Ƙara ɗaya a manhajar Kiwo.',
    enterPin: 'Shigar da PIN ɗin{gender|{male:ka,female:ki,*:ku}} na Kiwo:',
    wrongPin: 'PIN ba daidai ba. Saura gwaji {left}.',
    pinLocked: 'An yi kuskuren PIN da yawa. Sake gwadawa bayan minti {minutes}.',
    chooseField:
      '{section} {day}\n1 Mace-mace\n2 Abinci (kg)\n3 Sayarwa\n4 Kashe kuɗi\n5 Allurar riga-kafi\n6 Haihuwa',
    askDeaths: 'Mace-mace {day} a {section} (zuwa yanzu {now}):',
    askFeed: 'Abinci {day} a {section}, kg (zuwa yanzu {now}):',
    askSold: 'Adadin da aka sayar {day} daga {section} (zuwa yanzu {now}):',
    askSalesAmount: 'Naira da aka karɓa kan {count} da aka sayar (misali 13500.50):',
    askExpenses: 'Kuɗin da aka kashe {day} a {section}, naira (zuwa yanzu {now}):',
    askVaccination: 'Allura ko maganin da aka bayar {day} a {section} (suna):',
    askBirths: 'Haihuwa {day} a {section} (zuwa yanzu {now}):',
    confirmDeaths: 'Mace-mace {day} a {section}: {before} + {added} = {after}.',
    confirmFeed: 'Abinci {day} a {section}: {before} + {added} = {after} kg.',
    confirmSales: 'Sayarwa {day} daga {section}: {before} + {added} = {after}, jimilla N{naira}.',
    confirmExpenses: 'Kashe kuɗi {day} a {section}: N{before} + N{added} = N{after}.',
    confirmVaccination: 'An bayar {day} a {section}: {name}.',
    confirmBirths: 'Haihuwa {day} a {section}: {before} + {added} = {after}.',
    saved: 'An adana. {section} tana da dabbobi {count}.',
    moreFor: '1 Ƙara rubutu a {section}',
    cancelled: 'An soke. Ba a adana komai ba.',
    invalid: 'Shigarwa ba daidai ba.',
    notEnough: 'Dabbobi ba su isa ba (masu rai {alive}).',
    notSaved: 'Ba a adana ba: {reason}',
    summary: 'Yau: dabbobi {live} masu rai, {deaths} sun mutu, an sayar {sold} (N{naira}).',
    callWho: 'Nemi kira daga\n1 Jami’in faɗakarwa\n2 Likitan dabbobi',
    agent: 'jami’in faɗakarwa',
    vet: 'likitan dabbobi',
    callConfirm: 'Nemi kira daga {who}?',
    callDone:
      'An karɓi buƙatar{gender|{male:ka,female:ki,*:ku}}. {who} zai kira {gender|{male:ka,female:ki,*:ku}} nan ba da jimawa ba.',
    callSaved:
      "An adana buƙatar{gender|{male:ka,female:ki,*:ku}}, amma ba a sanar da kowa ba tukuna. Ma'aikatan Kiwo za su gani.",
    settings: 'Saituna\n1 Harshe\n2 Saita PIN',
    chooseLanguage: 'Zaɓi harshe\n1 Turanci\n2 Hausa\n3 Yarbanci\n4 Igbo',
    newPin: 'Zaɓi sabon PIN mai lamba 4:',
    repeatPin: 'Sake shigar da sabon PIN:',
    pinMismatch: 'PIN ɗin biyu ba iri ɗaya ba ne.',
    pinFormat: 'PIN lamba 4 ce.',
    pinSet: 'An adana PIN. Kiwo zai tambaye shi kafin adana bayanai.',
    welcome:
      'Barka da zuwa Kiwo. Ba a yi rajistar wannan lamba ba.\n1 Yi rajista a matsayin manomi\n2 Fita\n3 Harshe',
    askFirstName: 'Sunan{gender|{male:ka,female:ki,*:ku}} na farko:',
    askLastName: 'Sunan mahaifi:',
    nameFormat: 'Yi amfani da haruffa kaɗai (2 zuwa 40).',
    chooseState: 'Jihar{gender|{male:ka,female:ki,*:ku}}',
    chooseLivestock: 'Babbar dabbar{gender|{male:ka,female:ki,*:ku}}',
    registerConfirm: 'Yi rajistar {name}, {state}, {livestock}?',
    registered:
      'Barka, {name}! {agent} zai kira {gender|{male:ka,female:ki,*:ku}} don amincewa da asusun{gender|{male:ka,female:ki,*:ku}}.',
    registeredNoAgent:
      "Barka, {name}! Ma'aikatan Kiwo za su kira {gender|{male:ka,female:ki,*:ku}} don amincewa da asusun{gender|{male:ka,female:ki,*:ku}}.",
    bye: 'Mun gode da amfani da Kiwo.',
    notFarmer: 'Wannan sabis na manoma ne. Yi amfani da manhajar Kiwo.',
    suspended: 'An dakatar da asusun{gender|{male:ka,female:ki,*:ku}} na Kiwo. Tuntuɓi Kiwo.',
    error: 'Yi haƙuri, an samu matsala. Sake gwadawa.',
  },
} satisfies PartTranslation<'ussd'>;

export default ussd;
