import type { PartTranslation } from '../../parts';

/** Yorùbá: SMS (sent as GSM-7: the server drops tone marks and dots below, ADR 0037) and emails. */
const messages = {
  messages: {
    sms: {
      phoneOtp: 'Kóòdù ìjẹ́rìísí Kiwo rẹ ni {code}. Yóò parí láàrín ìṣẹ́jú {minutes}.',
      reset: 'Kiwo: ṣe àtúntò ọ̀rọ̀ aṣínà rẹ láàrín ìṣẹ́jú {minutes} ní {link}',
      contactCode:
        'Kiwo: {code} ni kóòdù láti fi nọ́ńbà yìí ṣe ìwọlé àkáǹtì {name}. Yóò parí láàrín ìṣẹ́jú {minutes}.',
      consultationAnswered: 'Kiwo: a ti dáhùn ìbéèrè rẹ "{topic}": {message}',
      consultationAssigned: 'Kiwo: {name} ń wo ìbéèrè rẹ "{topic}".',
      consultationReply: 'Kiwo: {name} fèsì nípa "{topic}": {message}',
      adminMessage: 'Ìkéde Kiwo: {title}. {message}',
      layRateDrop:
        'Ìkìlọ̀ Kiwo: ìwọ̀n ìyẹ́ ẹyin ní {section} lọ sílẹ̀ láti {from}% sí {to}% ní ọjọ́ {date}.',
      highMortality:
        'Ìkìlọ̀ Kiwo: ẹran {count} kú ní {section} ní ọjọ́ {date} ({rate}% àwọn ẹran náà).',
      ussdSaved:
        'Kiwo: a ti fi àkọsílẹ̀ rẹ fún {section} ní ọjọ́ {date} pamọ́. Ẹran {count} ló wà láàyè.',
      stockLow: 'Ìkìlọ̀ Kiwo: oúnjẹ {item} tó kù yóò tó ọjọ́ {days} péré. Ẹ ra òmíràn láìpẹ́.',
      medicineLow:
        'Ìkìlọ̀ Kiwo: {left} {unit} oògùn {item} péré ló kù, kò tó ìwọ̀n kan sí i. Ẹ ra òmíràn láìpẹ́.',
      optOutHint: 'Fèsì STOP láti dá ìkìlọ̀ dúró.',
      stopped: 'Kiwo: o kò ní gba ìkìlọ̀ SMS mọ́. Tàn wọ́n padà nínú Ètò áàpù.',
    },
    email: {
      greeting: 'Ẹ n lẹ́ o {name},',
      emailOtpSubject: 'Jẹ́rìísí àdírẹ́sì ímeèlì Kiwo rẹ',
      emailOtpBody: 'Kóòdù ìjẹ́rìísí ímeèlì Kiwo rẹ ni {code}.',
      adminOtpSubject: 'Kóòdù ìjẹ́rìísí alábòójútó Kiwo rẹ',
      adminOtpBody: 'Kóòdù ìjẹ́rìísí alábòójútó Kiwo rẹ ni {code}.',
      adminOtpIgnore:
        'Tí kì í bá ṣe ìwọ ló ṣí àkáǹtì alábòójútó Kiwo, má ṣe kọbiara sí ímeèlì yìí.',
      expires: 'Yóò parí láàrín ìṣẹ́jú {minutes}.',
      expiresOnce: 'Yóò parí láàrín ìṣẹ́jú {minutes}, ẹ̀ẹ̀kan ṣoṣo ni o sì lè lò ó.',
      resetSubject: 'Ṣe àtúntò ọ̀rọ̀ aṣínà Kiwo rẹ',
      resetIntro: 'Ẹnìkan béèrè láti ṣe àtúntò ọ̀rọ̀ aṣínà àkáǹtì Kiwo rẹ.',
      resetAction: 'Ṣí ìjápọ̀ yìí láàrín ìṣẹ́jú {minutes} láti yàn òmíràn:',
      resetIgnore: 'Tí kì í bá ṣe ìwọ, má ṣe kọbiara sí ímeèlì yìí: ọ̀rọ̀ aṣínà rẹ kò ní yípadà.',
      contactCodeSubject: 'Jẹ́rìísí àdírẹ́sì ímeèlì Kiwo tuntun rẹ',
      contactCodeBody: 'Tẹ {code} láti fi àdírẹ́sì yìí ṣe ìwọlé àkáǹtì Kiwo rẹ.',
      contactCodeIgnore:
        'Yóò parí láàrín ìṣẹ́jú {minutes}. Tí o kò bá béèrè fún èyí, má ṣe kọbiara sí ímeèlì yìí.',
      changeSubjectPhone: 'A ń yí nọ́ńbà fóònù ìwọlé Kiwo rẹ padà',
      changeSubjectEmail: 'A ń yí àdírẹ́sì ímeèlì ìwọlé Kiwo rẹ padà',
      changeRequested:
        'Kiwo: ẹ n lẹ́ o {name}, {who} béèrè láti yí {what} ìwọlé rẹ padà sí {masked}. Kò ní yípadà àfi tí a bá tẹ kóòdù tí a fi ránṣẹ́ síbẹ̀. Tí kì í bá ṣe ìwọ, pe aṣojú rẹ tàbí ìrànlọ́wọ́ Kiwo.',
      phoneNumber: 'nọ́ńbà fóònù',
      emailAddress: 'àdírẹ́sì ímeèlì',
      you: 'ìwọ',
      footer: 'Kiwo, àkọsílẹ̀ ẹran ọ̀sìn fún àwọn àgbẹ̀ Nàìjíríà',
    },
    /** Names of the batch and section that hold the animals a farmer counted at sign-up. */
    farmSetup: {
      startingBatch: 'Ẹran tí a fi bẹ̀rẹ̀',
      startingSection: 'Ìpín àkọ́kọ́',
      causeAlsoGiven: 'a tún sọ ohun mìíràn tó fa ikú: {cause} ({deaths})',
      defaultPen: 'Ilé ẹran pàtàkì',
      defaultPenDescription: 'Ilé ẹran àkọ́kọ́ fún ẹran ọ̀sìn',
    },
  },
} satisfies PartTranslation<'messages'>;

export default messages;
