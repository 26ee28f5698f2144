import type { PartTranslation } from '../../parts';

/** Yorùbá: the phone line (spoken). */
const phone = {
  phone: {
    welcome: 'Ẹ kú àbọ̀ sí Kiwo, dókítà ẹranko AI fún oko yín.',
    welcomeBack: 'Ẹ kú àbọ̀ padà sí Kiwo.',
    chooseLanguage: 'Fún Yorùbá, ẹ tẹ 3.',
    askQuestion: 'Ẹ béèrè ìbéèrè yín lẹ́yìn ìró bíìpù. Ẹ tẹ bọ́tìnnì háṣì nígbà tí ẹ bá parí.',
    notCaught:
      'Mi ò gbọ́ ohun tí ẹ sọ dáadáa, n kò sì ní fi amọ̀ ṣe é. Ẹ lè tún béèrè, tàbí kí ẹ lo àwọn bọ́tìnnì fóònù.',
    readBack: 'Ẹ béèrè pé: {question}. Tí ó bá tọ́, ẹ tẹ 1. Láti tún béèrè, ẹ tẹ 2.',
    notHeard: 'Mi ò gbọ́ ohun tí ẹ sọ dáadáa. Ẹ jọ̀wọ́, ẹ tún béèrè lẹ́yìn ìró bíìpù.',
    speechUnavailable:
      'Ẹ má bínú, mi ò lè gbọ́ ìbéèrè ní èdè yìí báyìí. Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì.',
    advisorFailed: 'Ẹ má bínú, dókítà kò lè dáhùn báyìí. Ẹ jọ̀wọ́, ẹ tún gbìyànjú láìpẹ́.',
    register:
      'Láti gba ìmọ̀ràn nípa oko yín, ẹ forúkọ sílẹ̀ lórí Kiwo: ẹ tẹ ìràwọ̀ 347 ìràwọ̀ 754 háṣì, tàbí kí ẹ béèrè lọ́wọ́ aṣojú Kiwo.',
    afterAnswer:
      'Láti béèrè ìbéèrè míì, ẹ tẹ 1. Fún àkópọ̀ ti òní, ẹ tẹ 2. Láti kọ ikú tàbí oúnjẹ ti òní sílẹ̀, ẹ tẹ 3. Kí aṣojú yín pè yín padà, ẹ tẹ 4. Láti yí èdè padà, ẹ tẹ 9. Láti parí ìpè náà, ẹ tẹ 0.',
    callRequested:
      'A ti fi ìbéèrè yín ránṣẹ́. Aṣojú yín tàbí olùdámọ̀ràn Kiwo yóò pè yín padà láìpẹ́.',
    callNobody:
      'Ẹ má bínú, kò sí ẹni tí ó lè gba ìbéèrè yín báyìí. Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì.',
    summary:
      'Lónìí lórí oko yín: ẹran {live} ló wà láàyè, {deaths} kú, a tà {sold} ní náírà {naira}.',
    invalidChoice: 'Bọ́tìnnì yẹn kò sí lára àwọn àṣàyàn.',
    goodbye: 'Ẹ ṣé tí ẹ pe Kiwo. Ó dìgbà.',
    farmerMenu:
      'Láti béèrè ìbéèrè lọ́wọ́ dókítà, ẹ tẹ 1. Fún àkópọ̀ ti òní, ẹ tẹ 2. Láti kọ ikú tàbí oúnjẹ ti òní sílẹ̀, ẹ tẹ 3. Kí aṣojú yín pè yín padà, ẹ tẹ 4. Láti yí èdè padà, ẹ tẹ 9. Láti parí ìpè náà, ẹ tẹ 0.',
    enterPin: 'Láti kọ nǹkan sílẹ̀, ẹ tẹ PIN Kiwo oní-nọ́ńbà mẹ́rin yín.',
    wrongPin: 'PIN kò tọ̀nà. Ìgbìyànjú {left} ló kù.',
    pinLocked: 'PIN tí kò tọ̀nà ti pọ̀ jù. A kò lè kọ nǹkan sílẹ̀ fún ìṣẹ́jú {minutes}.',
    noPin: 'Láti kọ nǹkan sílẹ̀ lórí fóònù, ẹ kọ́kọ́ ṣètò PIN Kiwo nínú ètò app tàbí lórí USSD.',
    noSections: 'Ẹ kò ní apá tó ń ṣiṣẹ́ láti kọ sí. Ẹ fi ọ̀kan kún nínú app Kiwo.',
    chooseRecord: 'Láti kọ ikú sílẹ̀, ẹ tẹ 1. Láti kọ oúnjẹ sílẹ̀, ẹ tẹ 2.',
    chooseSection: 'Apá wo?',
    sectionChoice: 'Fún {section}, ẹ tẹ {key}.',
    askDeaths: 'Ẹ tẹ iye ẹran tó kú lónìí ní {section}, lẹ́yìn náà ẹ tẹ bọ́tìnnì háṣì.',
    askFeed:
      'Ẹ tẹ oúnjẹ tí ẹ fún wọn lónìí ní {section}, ní kìlógírámù, lẹ́yìn náà ẹ tẹ bọ́tìnnì háṣì. Fún àmì ìdá, ẹ tẹ ìràwọ̀.',
    invalidAmount: 'Ìyẹn kì í ṣe iye tí mo lè kọ sílẹ̀.',
    confirmDeaths:
      'Ẹ ń fi ikú {added} kún {section} lónìí. Ẹ tẹ 1 láti fọwọ́ sí i, 2 láti fagilé e.',
    confirmFeed:
      'Ẹ ń fi oúnjẹ kìlógírámù {added} kún {section} lónìí. Ẹ tẹ 1 láti fọwọ́ sí i, 2 láti fagilé e.',
    savedDeaths: 'A ti fi pamọ́. {section} ní ẹran {alive} láàyè báyìí, ikú {total} sì wà lónìí.',
    savedFeed: 'A ti fi pamọ́. {section} ní oúnjẹ kìlógírámù {total} lónìí.',
    cancelled: 'A ti fagilé e. Kò sí ohun tí a fi pamọ́.',
    notEnough: 'Ẹran {alive} péré ló wà láàyè ní {section}. Kò sí ohun tí a fi pamọ́.',
    notSaved: 'Ẹ má bínú, a kò lè fi ìyẹn pamọ́. Kò sí ohun tó yí padà.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
