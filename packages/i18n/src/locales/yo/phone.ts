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
      'Láti béèrè ìbéèrè míì, ẹ tẹ 1. Fún àkópọ̀ ti òní, ẹ tẹ 2. Kí aṣojú yín pè yín padà, ẹ tẹ 4. Láti yí èdè padà, ẹ tẹ 9. Láti parí ìpè náà, ẹ tẹ 0.',
    callRequested:
      'A ti fi ìbéèrè yín ránṣẹ́. Aṣojú yín tàbí olùdámọ̀ràn Kiwo yóò pè yín padà láìpẹ́.',
    callNobody:
      'Ẹ má bínú, kò sí ẹni tí ó lè gba ìbéèrè yín báyìí. Ẹ jọ̀wọ́, ẹ tún gbìyànjú nígbà míì.',
    summary:
      'Lónìí lórí oko yín: ẹran {live} ló wà láàyè, {deaths} kú, a tà {sold} ní náírà {naira}.',
    invalidChoice: 'Bọ́tìnnì yẹn kò sí lára àwọn àṣàyàn.',
    goodbye: 'Ẹ ṣé tí ẹ pe Kiwo. Ó dìgbà.',
  },
} satisfies PartTranslation<'phone'>;

export default phone;
