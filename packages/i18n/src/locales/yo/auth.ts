import type { PartTranslation } from '../../parts';

/** Yorùbá: sign-in, sign-up, password reset and admin e-mail verification. */
const auth = {
  auth: {
    // A livestock count with no kind: signup, settings and an agent's farmer form.
    countNeedsLivestock: 'Yàn irú ẹran tí àwọn ẹran wọ̀nyí jẹ́',
    identifierLabel: 'Nọ́ńbà fóònù tàbí ímeèlì',
    identifierHint: 'Bí àpẹẹrẹ 0803 123 4567',
    passwordLabel: 'Ọ̀rọ̀ aṣínà',
    passwordHint: 'Ó kéré tán lẹ́tà mẹ́jọ',
    showPassword: 'Fi ọ̀rọ̀ aṣínà hàn',
    login: {
      title: 'Wọlé sí Kiwo',
      submit: 'Wọlé',
      submitting: 'Ó ń wọlé...',
      forgot: 'Ṣé o gbàgbé ọ̀rọ̀ aṣínà?',
      noAccount: 'Ṣé o jẹ́ tuntun sí Kiwo?',
      signupLink: 'Ṣí àkáǹtì',
      deleted: 'A ti pa àkáǹtì rẹ rẹ́.',
    },
    signup: {
      invitedAs:
        'A pè ọ́ láti darapọ̀ mọ́ Kiwo gẹ́gẹ́ bí: {role}. A ó fọwọ́ sí àkáǹtì rẹ nígbà tí o bá ṣẹ̀dá rẹ̀.',
      inviteInvalid:
        'Ìjápọ̀ ìpè yìí kò ṣiṣẹ́, a ti lò ó tẹ́lẹ̀ tàbí àkókò rẹ̀ ti kọjá. Béèrè tuntun lọ́wọ́ alábòójútó.',
      title: 'Ṣí àkáǹtì Kiwo rẹ',
      intro: 'Ọ̀fẹ́ ni. O lè fi àlàyé oko rẹ kún un lẹ́yìn náà.',
      roleLabel: 'Èmi ni',
      roleFarmer: 'Àgbẹ̀',
      roleAgent: 'Aṣojú ìmọ̀ àgbẹ̀',
      roleAdmin: 'Òṣìṣẹ́ Kiwo',
      firstName: 'Orúkọ àkọ́kọ́',
      lastName: 'Orúkọ ìdílé',
      phone: 'Nọ́ńbà fóònù',
      email: 'Ímeèlì',
      emailOptional: 'Ímeèlì (kò pọn dandan)',
      adminEmailHint: 'Lo ímeèlì iṣẹ́ Kiwo rẹ.',
      gender: 'Akọ tàbí abo',
      age: 'Ọjọ́ orí',
      state: 'Ìpínlẹ̀',
      farmName: 'Orúkọ oko',
      primaryLivestock: 'Ẹran-ọ̀sìn pàtàkì',
      totalLivestock: 'Iye ẹran',
      referral: 'Kóòdù ìtọ́kasí (kò pọn dandan)',
      nin: 'NIN (kò pọn dandan)',
      ninHint: 'Nọ́ńbà ìdánimọ̀ orílẹ̀-èdè rẹ oní-nọ́ńbà mọ́kànlá',
      submit: 'Ṣí àkáǹtì',
      submitting: 'Ó ń ṣí àkáǹtì...',
      haveAccount: 'Ṣé o ti ní àkáǹtì?',
      loginLink: 'Wọlé',
    },
    forgot: {
      title: 'Ṣé o gbàgbé ọ̀rọ̀ aṣínà rẹ?',
      body: 'Tẹ nọ́ńbà fóònù tàbí ímeèlì rẹ. A ó fi ọ̀nà ránṣẹ́ sí ọ láti ṣe ọ̀rọ̀ aṣínà tuntun.',
      submit: 'Fi ọ̀nà àtúnṣe ránṣẹ́',
      submitting: 'Ó ń fi ránṣẹ́...',
      sent: 'Bí àkáǹtì bá wà fún fóònù tàbí ímeèlì yẹn, ọ̀nà àtúnṣe ti ń bọ̀.',
      back: 'Padà sí ojú-ìwé ìwọlé',
    },
    reset: {
      title: 'Ṣe ọ̀rọ̀ aṣínà tuntun',
      password: 'Ọ̀rọ̀ aṣínà tuntun',
      confirm: 'Tún ọ̀rọ̀ aṣínà tuntun tẹ̀',
      newLink: 'Fi ìjápọ̀ tuntun ránṣẹ́ sí mi',
      mismatch: 'Ọ̀rọ̀ aṣínà méjèèjì kò bára mu',
      submit: 'Fi ọ̀rọ̀ aṣínà tuntun pamọ́',
      submitting: 'Ó ń fi pamọ́...',
    },
    verifyAdmin: {
      title: 'Fìdí ímeèlì rẹ múlẹ̀',
      body: 'A fi kóòdù oní-nọ́ńbà mẹ́fà ránṣẹ́ sí {email}. Tẹ̀ ẹ́ sí ìsàlẹ̀. Yóò parí ní ìṣẹ́jú mẹ́wàá.',
      otp: 'Kóòdù ìfìdímúlẹ̀',
      submit: 'Fìdí múlẹ̀',
      submitting: 'Ó ń fìdí múlẹ̀...',
      resend: 'Fi kóòdù tuntun ránṣẹ́',
      resent: 'A ti fi kóòdù tuntun ránṣẹ́.',
      devCode: 'Kóòdù ìdánwò: {code}',
      missing: 'Ọ̀nà yìí kò pé. Forúkọsílẹ̀ lẹ́ẹ̀kan sí i tàbí wọlé.',
    },
  },
} satisfies PartTranslation<'auth'>;

export default auth;
