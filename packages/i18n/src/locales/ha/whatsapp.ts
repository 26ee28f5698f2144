import type { PartTranslation } from '../../parts';

/** Hausa: the WhatsApp chatbot's replies (WhatsApp shows ɓ ɗ ƙ ƴ: no transliteration). */
const whatsapp = {
  whatsapp: {
    help: 'Sannu {name}! Aiko mini abubuwan da suka faru yau a rubutu mai sauƙi, misali “Kaji 2 sun mutu a House A”, “na sayar da kaji 3 naira 13500”, “abinci 25kg”. Yi kowace tambaya game da kiwo, ko aika “yau” ko “wannan mako” don ganin alƙaluman gonar{gender|{male:ka,female:ki,*:ku}}. Aika “harshe” don canza harshe.',
    unknownNumber:
      'Sannu! Wannan lambar WhatsApp ba ta cikin Kiwo tukuna. Yi rajista kyauta a {url} ko danna *347*754#, sannan {gender|{male:ka,female:ki,*:ku}} sake aiko mana saƙo daga wannan lambar.',
    suspended:
      'An dakatar da asusun{gender|{male:ka,female:ki,*:ku}} na Kiwo. Don Allah tuntuɓi masu taimako na Kiwo.',
    notFarmer:
      'Wannan hira tana ajiye bayanan gona ne na manoma. Don Allah yi amfani da manhajar Kiwo don asusun{gender|{male:ka,female:ki,*:ku}}.',
    signupOffer:
      'Sannu! Wannan lambar WhatsApp ba ta cikin Kiwo tukuna. {gender|{male:Kana,female:Kina,*:Kuna}} so {gender|{male:ka,female:ki,*:ku}} yi rajista a nan cikin hira? Minti ɗaya ne kawai: sunan{gender|{male:ka,female:ki,*:ku}}, jihar{gender|{male:ka,female:ki,*:ku}} da dabbobin{gender|{male:ka,female:ki,*:ku}}.',
    signupYes: 'Yi rajista a nan',
    signupOtherWays: 'Wasu hanyoyi',
    signupLanguage: 'Harshe',
    signupAskName:
      'Menene sunan{gender|{male:ka,female:ki,*:ku}} na farko da na ƙarshe? (Aika “soke” a kowane lokaci don tsayawa.)',
    signupBadName:
      'Don Allah aiko sunan{gender|{male:ka,female:ki,*:ku}} na farko da na ƙarshe, misali “Aisha Bello”.',
    signupAskState:
      'Na gode, {name}. A wace jiha {gender|{male:kake,female:kike,*:kuke}} kiwo? Misali Kaduna',
    signupBadState:
      'Ban san jihar “{text}” ba. Don Allah aiko ɗaya daga cikin jihohi 36, misali “Kano”.',
    signupAskLivestock: 'Wane irin dabbobi {gender|{male:kake,female:kike,*:kuke}} kiwo galibi?',
    signupLivestockButton: 'Dabbobi',
    signupBadLivestock: 'Don Allah zaɓi dabbobin{gender|{male:ka,female:ki,*:ku}} daga jerin.',
    signupCode:
      '{name}, {state}, {livestock}. Don buɗe asusun{gender|{male:ka,female:ki,*:ku}} na Kiwo, mayar da wannan lambar: {code}',
    signupBadCode:
      'Wannan ba lambar ba ce. Don Allah mayar da lambar mai lambobi 6 da ke sama, ko aika “soke”.',
    signupTooManyTries:
      'Lambobi marasa kyau sun yi yawa, don haka an dakatar da rajista. Aika kowane saƙo don sake farawa.',
    signupDone:
      'Barka da zuwa Kiwo, {name}! Asusun{gender|{male:ka,female:ki,*:ku}} ya shirya. Aiko bayanan{gender|{male:ka,female:ki,*:ku}} a nan, misali “Kaji 2 sun mutu a House A”, ko {gender|{male:ka,female:ki,*:ku}} yi kowace tambaya game da kiwo. Don amfani da manhajar yanar gizo, buɗe {url} {gender|{male:ka,female:ki,*:ku}} zaɓi “Na manta kalmar sirri”.',
    signupTaken: 'Wannan lambar tana da asusun Kiwo riga. Aika kowane saƙo don ci gaba.',
    signupCancelled:
      'An soke rajista. Ba a ajiye komai ba. Don yin rajista daga baya: {url} ko danna *347*754#.',
    agentHelp:
      'Rubuta don ɗaya daga cikin manoman{gender|{male:ka,female:ki,*:ku}} kamar haka: “don Aisha Bello: kaji 2 sun mutu a House A”.',
    agentNoFarmer:
      'Babu manomin{gender|{male:ka,female:ki,*:ku}} mai suna “{name}”. Duba sunan, ko {gender|{male:ka,female:ki,*:ku}} yi wa manomin rajista a manhajar Kiwo.',
    agentChooseFarmer:
      'Manoman{gender|{male:ka,female:ki,*:ku}} fiye da ɗaya suna da suna “{name}”. Wane ne?',
    agentFarmersButton: 'Zaɓi manomi',
    agentFarmersTitle: 'Manoman{gender|{male:ka,female:ki,*:ku}}',
    agentForFarmer: 'Don {farmer}: {text}',
    agentNotEntry:
      'Don {farmer} bayanan rana kawai nake karɓa, misali “don {farmer}: kaji 2 sun mutu a House A”.',
    botOff:
      'An kashe mataimakin Kiwo na WhatsApp don asusun{gender|{male:ka,female:ki,*:ku}}. Don Allah yi amfani da manhajar Kiwo ko danna *347*754#, ko tuntuɓi tallafin Kiwo.',
    noSections:
      'Ba {gender|{male:ka,female:ki,*:ku}} da sashe mai aiki tukuna. Ƙara rukuni da sashe a manhajar Kiwo, sannan {gender|{male:ka,female:ki,*:ku}} sake aiko da bayanin{gender|{male:ka,female:ki,*:ku}}.',
    confirm: 'A ƙara a bayanan yau na {section}: {what}?',
    entryDeaths: 'mace-mace {count}',
    entrySold: 'an sayar da {count} kan ₦{naira}',
    entryFeed: 'abinci {kg} kg',
    entryBirths: 'haihuwa {count}',
    confirmButton: 'Tabbatar',
    cancelButton: 'Soke',
    chooseSection: 'Wane sashe ne wannan? {what}',
    sectionsButton: 'Zaɓi sashe',
    sectionsTitle: 'Sassan{gender|{male:ka,female:ki,*:ku}}',
    liveAnimals: 'masu rai {count}',
    saved:
      'An ajiye ✅ {section} yau: mace-mace {deaths}, an sayar {sold}, abinci {feed} kg. Masu rai yanzu: {live}.',
    cancelled: 'An soke. Ba a ajiye komai ba.',
    expired:
      'Lokacin tabbatarwar ya wuce, don haka ba a ajiye komai ba. Don Allah sake aiko da bayanin.',
    alreadyDone: 'An riga an kula da wannan bayanin.',
    notEnough: 'Ba a ajiye ba: {section} tana da dabbobi masu rai {alive} kawai.',
    notSaved:
      'Ba a ajiye ba: ba a iya ƙara bayanin ba. Don Allah duba shi {gender|{male:ka,female:ki,*:ku}} sake gwadawa.',
    reportToday:
      '📊 Yau a gonar{gender|{male:ka,female:ki,*:ku}}: dabbobi masu rai {live}, mace-mace {deaths}, an sayar {sold} (₦{naira}), abinci {feed} kg, an kashe ₦{expenses}.',
    reportWeek:
      '📊 Kwanaki 7 da suka wuce: mace-mace {deaths}, an sayar {sold} (₦{naira}), abinci {feed} kg, an kashe ₦{expenses}. Dabbobi masu rai yanzu: {live}.',
    languageMenu: 'Zaɓi harshen{gender|{male:ka,female:ki,*:ku}}:',
    languageButton: 'Harsuna',
    languageSet: 'To, daga yanzu zan amsa {gender|{male:maka,female:miki,*:muku}} da Hausa.',
    advisorFailed: 'Yi haƙuri, ban iya amsawa yanzu ba. Don Allah sake gwadawa nan gaba kaɗan.',
    tooFast:
      '{gender|{male:Kana,female:Kina,*:Kuna}} aiko da saƙonni da sauri sosai. Don Allah jira minti ɗaya {gender|{male:ka,female:ki,*:ku}} sake gwadawa.',
    voiceNotHeard:
      'Ban ji abin da {gender|{male:ka,female:kika,*:kuka}} faɗa sosai ba. Don Allah rubuta saƙon{gender|{male:ka,female:ki,*:ku}}.',
    voiceNotFound:
      'Ban samu wannan saƙon murya ba; watakila lokacinsa ya wuce. Don Allah sake aiko shi, ko {gender|{male:ka,female:ki,*:ku}} rubuta saƙon{gender|{male:ka,female:ki,*:ku}}.',
    voiceTooLarge:
      'Wannan saƙon murya ya yi tsawo sosai. Don Allah aiko gajere (ƙasa da minti ɗaya), ko {gender|{male:ka,female:ki,*:ku}} rubuta saƙon{gender|{male:ka,female:ki,*:ku}}.',
    voiceUnavailable:
      'Ba zan iya sauraron saƙon murya a yanzu ba. Don Allah rubuta saƙon{gender|{male:ka,female:ki,*:ku}}.',
    csvCaption:
      'Bayanan gonar{gender|{male:ka,female:ki,*:ku}} (duk kwanaki) a fayil ɗin jadawali. Buɗe shi a Excel ko Google Sheets.',
    csvEmpty:
      'Ba {gender|{male:ka,female:ki,*:ku}} da bayanan da za a fitar tukuna. Fara aiko abubuwan da suka faru yau, misali “Kaji 2 sun mutu a House A”.',
    csvFailed:
      'Ban iya aiko fayil ɗin yanzu ba. Don Allah sake gwadawa nan gaba, ko {gender|{male:ka,female:ki,*:ku}} sauke shi a manhajar Kiwo.',
    unsupported:
      'Saƙon rubutu kawai nake iya karantawa. Don Allah rubuta saƙon{gender|{male:ka,female:ki,*:ku}}.',
  },
} satisfies PartTranslation<'whatsapp'>;

export default whatsapp;
