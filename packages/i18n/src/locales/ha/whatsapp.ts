import type { PartTranslation } from '../../parts';

/** Hausa: the WhatsApp chatbot's replies (WhatsApp shows ɓ ɗ ƙ ƴ: no transliteration). */
const whatsapp = {
  whatsapp: {
    help: 'Sannu {name}! Aiko mini abubuwan da suka faru yau a rubutu mai sauƙi, misali “Kaji 2 sun mutu a House A”, “na sayar da kaji 3 naira 13500”, “abinci 25kg”. Yi kowace tambaya game da kiwo, ko aika “yau” ko “wannan mako” don ganin alƙaluman gonarka. Aika “harshe” don canza harshe.',
    unknownNumber:
      'Sannu! Wannan lambar WhatsApp ba ta cikin Kiwo tukuna. Yi rajista kyauta a {url} ko danna *347*754#, sannan ka sake aiko mana saƙo daga wannan lambar.',
    suspended: 'An dakatar da asusunka na Kiwo. Don Allah tuntuɓi masu taimako na Kiwo.',
    notFarmer:
      'Wannan hira tana ajiye bayanan gona ne na manoma. Don Allah yi amfani da manhajar Kiwo don asusunka.',
    noSections:
      'Ba ka da sashe mai aiki tukuna. Ƙara rukuni da sashe a manhajar Kiwo, sannan ka sake aiko da bayaninka.',
    confirm: 'A ƙara a bayanan yau na {section}: {what}?',
    entryDeaths: 'mace-mace {count}',
    entrySold: 'an sayar da {count} kan ₦{naira}',
    entryFeed: 'abinci {kg} kg',
    entryBirths: 'haihuwa {count}',
    confirmButton: 'Tabbatar',
    cancelButton: 'Soke',
    chooseSection: 'Wane sashe ne wannan? {what}',
    sectionsButton: 'Zaɓi sashe',
    sectionsTitle: 'Sassanka',
    liveAnimals: 'masu rai {count}',
    saved:
      'An ajiye ✅ {section} yau: mace-mace {deaths}, an sayar {sold}, abinci {feed} kg. Masu rai yanzu: {live}.',
    cancelled: 'An soke. Ba a ajiye komai ba.',
    expired:
      'Lokacin tabbatarwar ya wuce, don haka ba a ajiye komai ba. Don Allah sake aiko da bayanin.',
    alreadyDone: 'An riga an kula da wannan bayanin.',
    notEnough: 'Ba a ajiye ba: {section} tana da dabbobi masu rai {alive} kawai.',
    notSaved: 'Ba a ajiye ba: ba a iya ƙara bayanin ba. Don Allah duba shi ka sake gwadawa.',
    reportToday:
      '📊 Yau a gonarka: dabbobi masu rai {live}, mace-mace {deaths}, an sayar {sold} (₦{naira}), abinci {feed} kg, an kashe ₦{expenses}.',
    reportWeek:
      '📊 Kwanaki 7 da suka wuce: mace-mace {deaths}, an sayar {sold} (₦{naira}), abinci {feed} kg, an kashe ₦{expenses}. Dabbobi masu rai yanzu: {live}.',
    languageMenu: 'Zaɓi harshenka:',
    languageButton: 'Harsuna',
    languageSet: 'To, daga yanzu zan amsa maka da Hausa.',
    advisorFailed: 'Yi haƙuri, ban iya amsawa yanzu ba. Don Allah sake gwadawa nan gaba kaɗan.',
    tooFast: 'Kana aiko da saƙonni da sauri sosai. Don Allah jira minti ɗaya ka sake gwadawa.',
    voiceNotHeard: 'Ban ji abin da ka faɗa sosai ba. Don Allah rubuta saƙonka.',
    voiceNotFound:
      'Ban samu wannan saƙon murya ba; watakila lokacinsa ya wuce. Don Allah sake aiko shi, ko ka rubuta saƙonka.',
    voiceTooLarge:
      'Wannan saƙon murya ya yi tsawo sosai. Don Allah aiko gajere (ƙasa da minti ɗaya), ko ka rubuta saƙonka.',
    voiceUnavailable: 'Ba zan iya sauraron saƙon murya a yanzu ba. Don Allah rubuta saƙonka.',
    csvCaption:
      'Bayanan gonarka (duk kwanaki) a fayil ɗin jadawali. Buɗe shi a Excel ko Google Sheets.',
    csvEmpty:
      'Ba ka da bayanan da za a fitar tukuna. Fara aiko abubuwan da suka faru yau, misali “Kaji 2 sun mutu a House A”.',
    csvFailed:
      'Ban iya aiko fayil ɗin yanzu ba. Don Allah sake gwadawa nan gaba, ko ka sauke shi a manhajar Kiwo.',
    unsupported: 'Saƙon rubutu kawai nake iya karantawa. Don Allah rubuta saƙonka.',
  },
} satisfies PartTranslation<'whatsapp'>;

export default whatsapp;
