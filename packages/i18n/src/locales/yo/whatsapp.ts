import type { PartTranslation } from '../../parts';

/** Yorùbá: the WhatsApp chatbot's replies (WhatsApp shows the tone marks: they are kept). */
const whatsapp = {
  whatsapp: {
    help: 'Ẹ n lẹ́ o {name}! Ẹ fi ohun tó ṣẹlẹ̀ lónìí ránṣẹ́ sí mi ní ọ̀rọ̀ tó rọrùn, bí àpẹẹrẹ “adìẹ 2 kú ní House A”, “mo ta adìẹ 3 ní 13500”, “oúnjẹ 25kg”. Ẹ béèrè ìbéèrè èyíkéyìí nípa ọ̀sìn, tàbí kí ẹ fi “lónìí” tàbí “ọ̀sẹ̀ yìí” ránṣẹ́ láti rí àkọsílẹ̀ oko yín. Ẹ fi “èdè” ránṣẹ́ láti yí èdè padà.',
    unknownNumber:
      'Ẹ n lẹ́ o! Nọ́ńbà WhatsApp yìí kò tíì sí lórí Kiwo. Ẹ forúkọ sílẹ̀ lọ́fẹ̀ẹ́ ní {url} tàbí kí ẹ tẹ *347*754#, lẹ́yìn náà ẹ tún kọ̀wé sí wa láti nọ́ńbà yìí.',
    suspended: 'A ti dá àkáǹtì Kiwo yín dúró. Ẹ jọ̀wọ́ kàn sí ìrànlọ́wọ́ Kiwo.',
    notFarmer: 'Ìjíròrò yìí ń tọ́jú àkọsílẹ̀ oko fún àwọn àgbẹ̀. Ẹ jọ̀wọ́ lo áàpù Kiwo fún àkáǹtì yín.',
    signupOffer:
      'Ẹ n lẹ! Nọ́ńbà WhatsApp yìí kò tíì sí lórí Kiwo. Ṣé ẹ fẹ́ forúkọ sílẹ̀ níbí nínú ìjíròrò yìí? Ìṣẹ́jú kan péré ni: orúkọ yín, ìpínlẹ̀ yín àti ẹran ọ̀sìn yín.',
    signupYes: 'Forúkọ sílẹ̀',
    signupOtherWays: 'Ọ̀nà mìíràn',
    signupLanguage: 'Èdè',
    signupAskName:
      'Kí ni orúkọ àkọ́kọ́ àti orúkọ ìdílé yín? (Ẹ fi “fagilé” ránṣẹ́ nígbàkigbà láti dúró.)',
    signupBadName: 'Ẹ jọ̀wọ́ ẹ fi orúkọ àkọ́kọ́ àti orúkọ ìdílé yín ránṣẹ́, bí àpẹẹrẹ “Aisha Bello”.',
    signupAskState: 'Ẹ ṣé, {name}. Ìpínlẹ̀ wo ni ẹ ti ń ṣe oko? Bí àpẹẹrẹ Oyo',
    signupBadState:
      'Èmi kò mọ ìpínlẹ̀ “{text}”. Ẹ jọ̀wọ́ ẹ fi ọ̀kan nínú ìpínlẹ̀ 36 ránṣẹ́, bí àpẹẹrẹ “Kano”.',
    signupAskLivestock: 'Ẹran ọ̀sìn wo ni ẹ ń sìn jù?',
    signupLivestockButton: 'Ẹran ọ̀sìn',
    signupBadLivestock: 'Ẹ jọ̀wọ́ ẹ yàn ẹran ọ̀sìn yín láti inú àkójọ.',
    signupCode:
      '{name}, {state}, {livestock}. Láti ṣí àkáǹtì Kiwo yín, ẹ dá kóòdù yìí padà: {code}',
    signupBadCode:
      'Kì í ṣe kóòdù náà nìyẹn. Ẹ jọ̀wọ́ ẹ dá kóòdù oní-nọ́ńbà 6 tó wà lókè padà, tàbí ẹ fi “fagilé” ránṣẹ́.',
    signupTooManyTries:
      'Kóòdù tí kò tọ́ ti pọ̀ jù, nítorí náà ìforúkọsílẹ̀ ti dúró. Ẹ fi ìránṣẹ́ èyíkéyìí ránṣẹ́ láti tún bẹ̀rẹ̀.',
    signupDone:
      'Ẹ káàbọ̀ sí Kiwo, {name}! Àkáǹtì yín ti ṣetán. Ẹ fi àkọsílẹ̀ yín ránṣẹ́ níbí, bí àpẹẹrẹ “adìẹ 2 kú ní House A”, tàbí ẹ béèrè ìbéèrè nípa oko. Láti lo ohun èlò orí wẹ́ẹ̀bù, ẹ ṣí {url} kí ẹ sì yàn “Mo gbàgbé ọ̀rọ̀ aṣínà”.',
    signupTaken: 'Nọ́ńbà yìí ti ní àkáǹtì Kiwo tẹ́lẹ̀. Ẹ fi ìránṣẹ́ èyíkéyìí ránṣẹ́ láti tẹ̀síwájú.',
    signupCancelled:
      'A ti fagilé ìforúkọsílẹ̀. Kò sí ohun tí a fi pamọ́. Láti forúkọ sílẹ̀ lẹ́yìn náà: {url} tàbí ẹ tẹ *347*754#.',
    agentHelp: 'Ẹ kọ fún ọ̀kan nínú àwọn àgbẹ̀ yín báyìí: “fún Aisha Bello: adìẹ 2 kú ní House A”.',
    agentNoFarmer:
      'Kò sí àgbẹ̀ yín tó ń jẹ́ “{name}”. Ẹ ṣàyẹ̀wò orúkọ náà, tàbí ẹ forúkọ àgbẹ̀ náà sílẹ̀ nínú ohun èlò Kiwo.',
    agentChooseFarmer: 'Ó ju àgbẹ̀ kan lọ nínú àwọn àgbẹ̀ yín tó ń jẹ́ “{name}”. Èwo ni?',
    agentFarmersButton: 'Yàn àgbẹ̀',
    agentFarmersTitle: 'Àwọn àgbẹ̀ yín',
    agentForFarmer: 'Fún {farmer}: {text}',
    agentNotEntry:
      'Fún {farmer}, àkọsílẹ̀ ọjọ́ nìkan ni mo lè gbà, bí àpẹẹrẹ “fún {farmer}: adìẹ 2 kú ní House A”.',
    botOff:
      'A ti pa olùrànlọ́wọ́ WhatsApp Kiwo fún àkáǹtì yín. Ẹ jọ̀wọ́ ẹ lo ohun èlò Kiwo tàbí ẹ tẹ *347*754#, tàbí ẹ kàn sí ìrànlọ́wọ́ Kiwo.',
    noSections:
      'Ẹ kò tíì ní apá kankan tó ń ṣiṣẹ́. Ẹ ṣàfikún àkójọ àti apá nínú áàpù Kiwo, lẹ́yìn náà ẹ tún fi àkọsílẹ̀ yín ránṣẹ́.',
    confirm: 'Ṣé kí a fi èyí kún àkọsílẹ̀ ti òní fún {section}: {what}?',
    entryDeaths: 'ikú {count}',
    entrySold: '{count} tí a tà ní ₦{naira}',
    entryFeed: 'oúnjẹ {kg} kg',
    entryBirths: 'ìbí {count}',
    confirmButton: 'Jẹ́rìísí',
    cancelButton: 'Fagilé',
    chooseSection: 'Apá wo ni èyí wà fún? {what}',
    sectionsButton: 'Yàn apá',
    sectionsTitle: 'Àwọn apá yín',
    liveAnimals: '{count} ló wà láàyè',
    saved:
      'A ti fi pamọ́ ✅ {section} lónìí: ikú {deaths}, tí a tà {sold}, oúnjẹ {feed} kg. Àwọn tó wà láàyè báyìí: {live}.',
    cancelled: 'A ti fagilé e. A kò fi nǹkan kan pamọ́.',
    expired:
      'Àkókò ìjẹ́rìísí yẹn ti kọjá, nítorí náà a kò fi nǹkan kan pamọ́. Ẹ jọ̀wọ́ tún àkọsílẹ̀ náà fi ránṣẹ́.',
    alreadyDone: 'A ti bójú tó àkọsílẹ̀ yẹn tẹ́lẹ̀.',
    notEnough: 'A kò fi pamọ́: ẹran {alive} péré ló wà láàyè ní {section}.',
    notSaved: 'A kò fi pamọ́: a kò lè fi àkọsílẹ̀ náà kún un. Ẹ jọ̀wọ́ ṣàyẹ̀wò rẹ̀ kí ẹ sì tún gbìyànjú.',
    reportToday:
      '📊 Lónìí lórí oko yín: ẹran {live} ló wà láàyè, ikú {deaths}, tí a tà {sold} (₦{naira}), oúnjẹ {feed} kg, ìnáwó ₦{expenses}.',
    reportWeek:
      '📊 Ọjọ́ méje sẹ́yìn: ikú {deaths}, tí a tà {sold} (₦{naira}), oúnjẹ {feed} kg, ìnáwó ₦{expenses}. Ẹran tó wà láàyè báyìí: {live}.',
    languageMenu: 'Ẹ yàn èdè yín:',
    languageButton: 'Àwọn èdè',
    languageSet: 'Ó dáa, màá dá yín lóhùn ní Yorùbá láti ìsinsìnyí lọ.',
    advisorFailed: 'Ẹ má bínú, mi ò lè dáhùn báyìí. Ẹ jọ̀wọ́ tún gbìyànjú láìpẹ́.',
    tooFast: 'Ẹ ń fi ọ̀rọ̀ ránṣẹ́ ní kíákíá jù. Ẹ jọ̀wọ́ dúró fún ìṣẹ́jú kan kí ẹ tó tún gbìyànjú.',
    voiceNotHeard: 'Mi ò gbọ́ ohun tí ẹ sọ dáadáa. Ẹ jọ̀wọ́ kọ ọ̀rọ̀ yín sílẹ̀.',
    voiceNotFound:
      'Mi ò rí ohùn tí ẹ fi ránṣẹ́ gbà; ó lè ti pẹ́ jù. Ẹ jọ̀wọ́ tún un fi ránṣẹ́, tàbí kí ẹ kọ ọ̀rọ̀ yín sílẹ̀.',
    voiceTooLarge:
      'Ohùn yìí ti gùn jù fún mi. Ẹ jọ̀wọ́ fi èyí tó kúrú ránṣẹ́ (kò ju ìṣẹ́jú kan lọ), tàbí kí ẹ kọ ọ̀rọ̀ yín sílẹ̀.',
    voiceUnavailable: 'Mi ò lè gbọ́ ohùn tí a gbà sílẹ̀ báyìí. Ẹ jọ̀wọ́ kọ ọ̀rọ̀ yín sílẹ̀.',
    csvCaption:
      'Àkọsílẹ̀ oko yín (gbogbo ọjọ́) nínú fáìlì àtẹ. Ẹ ṣí i nínú Excel tàbí Google Sheets.',
    csvEmpty:
      'Kò sí àkọsílẹ̀ kankan láti gbé jáde síbẹ̀. Ẹ kọ́kọ́ fi ohun tó ṣẹlẹ̀ lónìí ránṣẹ́, bí àpẹẹrẹ “adìẹ 2 kú ní House A”.',
    csvFailed:
      'Mi ò lè fi fáìlì náà ránṣẹ́ báyìí. Ẹ jọ̀wọ́ gbìyànjú lẹ́yìn náà, tàbí kí ẹ gbà á sílẹ̀ nínú áàpù Kiwo.',
    unsupported: 'Ọ̀rọ̀ tí a kọ sílẹ̀ nìkan ni mo lè kà. Ẹ jọ̀wọ́ kọ ọ̀rọ̀ yín sílẹ̀.',
  },
} satisfies PartTranslation<'whatsapp'>;

export default whatsapp;
