import type { PartTranslation } from '../../parts';

/** Igbo: sign-in, sign-up, password reset and admin e-mail verification. */
const auth = {
  auth: {
    // A livestock count with no kind: signup, settings and an agent's farmer form.
    countNeedsLivestock: 'Họrọ ụdị anụ ụlọ ndị a bụ',
    identifierLabel: 'Nọmba ekwentị ma ọ bụ email',
    identifierHint: 'Dịka ọmụmaatụ 0803 123 4567',
    passwordLabel: 'Okwuntughe',
    passwordHint: 'Opekata mpe mkpụrụedemede 8',
    showPassword: 'Gosi okwuntughe',
    login: {
      title: 'Banye na Kiwo',
      submit: 'Banye',
      submitting: 'Ọ na-abanye...',
      forgot: 'Ị chefuru okwuntughe?',
      noAccount: 'Ị bụ onye ọhụrụ na Kiwo?',
      signupLink: 'Mepee akaụntụ',
      deleted: 'E hichapụla akaụntụ gị.',
    },
    signup: {
      invitedAs:
        'A kpọrọ gị ka ị sonye na Kiwo dịka: {role}. A ga-akwado akaụntụ gị ozugbo ị mepụtara ya.',
      inviteInvalid:
        'Njikọ òkù a adịghị mma, e jirila ya mee ihe ma ọ bụ na oge ya agafeela. Rịọ onye nchịkwa maka nke ọhụrụ.',
      title: 'Mepee akaụntụ Kiwo gị',
      intro: 'Ọ bụ n’efu. Ị nwere ike itinye nkọwa ugbo gị ma e mechaa.',
      roleLabel: 'Abụ m',
      roleFarmer: 'Onye ọrụ ugbo',
      roleAgent: 'Onye ndụmọdụ ọrụ ugbo',
      roleAdmin: 'Onye ọrụ Kiwo',
      firstName: 'Aha mbụ',
      lastName: 'Aha nna',
      phone: 'Nọmba ekwentị',
      email: 'Email gị',
      emailOptional: 'Email (ọ dịghị mkpa)',
      adminEmailHint: 'Jiri email ọrụ Kiwo gị.',
      gender: 'Nwoke ma ọ bụ nwaanyị',
      age: 'Afọ ndụ',
      state: 'Steeti',
      farmName: 'Aha ugbo',
      primaryLivestock: 'Isi anụ ụlọ',
      totalLivestock: 'Ọnụọgụ anụ',
      referral: 'Koodu ntụaka (ọ dịghị mkpa)',
      nin: 'NIN (ọ dịghị mkpa)',
      ninHint: 'Nọmba njirimara mba gị nwere ọnụọgụ 11',
      submit: 'Mepee akaụntụ',
      submitting: 'Ọ na-emepe akaụntụ...',
      haveAccount: 'Ị nweela akaụntụ?',
      loginLink: 'Banye',
    },
    forgot: {
      title: 'Ị chefuru okwuntughe gị?',
      body: 'Tinye nọmba ekwentị ma ọ bụ email gị. Anyị ga-ezitere gị njikọ iji tọọ okwuntughe ọhụrụ.',
      submit: 'Ziga njikọ ntọgharị',
      submitting: 'Ọ na-eziga...',
      sent: 'Ọ bụrụ na akaụntụ dị maka ekwentị ma ọ bụ email ahụ, njikọ ntọgharị na-abịa.',
      back: 'Laghachi na ibe mbanye',
    },
    reset: {
      title: 'Tọọ okwuntughe ọhụrụ',
      password: 'Okwuntughe ọhụrụ',
      confirm: 'Pịghachi okwuntughe ọhụrụ',
      newLink: 'Zitere m njikọ ọhụrụ',
      mismatch: 'Okwuntughe abụọ ahụ adabaghị',
      submit: 'Chekwaa okwuntughe ọhụrụ',
      submitting: 'Ọ na-echekwa...',
    },
    verifyAdmin: {
      title: 'Kwado email gị',
      body: 'Anyị zigara koodu nwere ọnụọgụ 6 na {email}. Tinye ya n’okpuru. Ọ ga-agwụ n’ime nkeji 10.',
      otp: 'Koodu nkwado',
      submit: 'Kwado',
      submitting: 'Ọ na-akwado...',
      resend: 'Ziga koodu ọhụrụ',
      resent: 'E zigala koodu ọhụrụ.',
      devCode: 'Koodu nnwale: {code}',
      missing: 'Njikọ a ezughị ezu. Debanye aha ọzọ ma ọ bụ banye.',
    },
  },
} satisfies PartTranslation<'auth'>;

export default auth;
