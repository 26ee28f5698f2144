import type { PartTranslation } from '../../parts';

/** Hausa: sign-in, sign-up, password reset and admin e-mail verification. */
const auth = {
  auth: {
    // A livestock count with no kind: signup, settings and an agent's farmer form.
    countNeedsLivestock: 'Zaɓi irin dabbobin nan',
    identifierLabel: 'Lambar waya ko imel',
    identifierHint: 'Misali 0803 123 4567',
    passwordLabel: 'Kalmar sirri',
    passwordHint: 'Aƙalla haruffa 8',
    showPassword: 'Nuna kalmar sirri',
    login: {
      title: 'Shiga Kiwo',
      submit: 'Shiga',
      submitting: 'Ana shiga...',
      forgot: '{gender|{male:Ka,female:Kin,*:Kun}} manta kalmar sirri?',
      noAccount: 'Sabon shiga Kiwo?',
      signupLink: 'Buɗe asusu',
      deleted: 'An goge asusun{gender|{male:ka,female:ki,*:ku}}.',
    },
    signup: {
      invitedAs:
        'An gayyace {gender|{male:ka,female:ki,*:ku}} zuwa Kiwo a matsayin: {role}. Za a amince da asusun{gender|{male:ka,female:ki,*:ku}} da zarar {gender|{male:ka,female:ki,*:ku}} buɗe shi.',
      inviteInvalid:
        'Wannan hanyar gayyata ba ta aiki, an riga an yi amfani da ita ko lokacinta ya wuce. Roƙi mai gudanarwa sabuwa.',
      title: 'Buɗe asusun Kiwo',
      intro:
        'Kyauta ne. Za {gender|{male:ka,female:ki,*:ku}} iya ƙara bayanan gonar{gender|{male:ka,female:ki,*:ku}} daga baya.',
      roleLabel: 'Ni',
      roleFarmer: 'Manomi ne',
      roleAgent: 'Jami’in faɗakarwa kan noma ne',
      roleAdmin: 'Ma’aikacin Kiwo ne',
      firstName: 'Suna',
      lastName: 'Sunan mahaifi',
      phone: 'Lambar waya',
      email: 'Imel',
      emailOptional: 'Imel (ba dole ba)',
      adminEmailHint: 'Yi amfani da imel ɗin aikin{gender|{male:ka,female:ki,*:ku}} na Kiwo.',
      gender: 'Jinsi',
      age: 'Shekaru',
      state: 'Jiha',
      farmName: 'Sunan gona',
      primaryLivestock: 'Babban nau’in dabbobi',
      totalLivestock: 'Yawan dabbobi',
      referral: 'Lambar gayyata (ba dole ba)',
      nin: 'NIN (ba dole ba)',
      ninHint: 'Lambar shaidar ɗan ƙasa mai lambobi 11',
      submit: 'Buɗe asusu',
      submitting: 'Ana buɗe asusu...',
      haveAccount: '{gender|{male:Kana,female:Kina,*:Kuna}} da asusu?',
      loginLink: 'Shiga',
    },
    forgot: {
      title:
        '{gender|{male:Ka,female:Kin,*:Kun}} manta kalmar sirrin{gender|{male:ka,female:ki,*:ku}}?',
      body: 'Shigar da lambar wayar{gender|{male:ka,female:ki,*:ku}} ko imel. Za mu aiko {gender|{male:maka,female:miki,*:muku}} da hanyar saita sabuwar kalmar sirri.',
      submit: 'Aiko hanyar sabuntawa',
      submitting: 'Ana aikawa...',
      sent: 'Idan akwai asusu mai wannan waya ko imel, hanyar sabuntawa tana kan hanya.',
      back: 'Koma shafin shiga',
    },
    reset: {
      title: 'Saita sabuwar kalmar sirri',
      password: 'Sabuwar kalmar sirri',
      confirm: 'Maimaita sabuwar kalmar sirri',
      newLink: 'Aiko mini sabuwar hanya',
      mismatch: 'Kalmomin sirrin biyu ba su yi daidai ba',
      submit: 'Ajiye sabuwar kalmar sirri',
      submitting: 'Ana ajiyewa...',
    },
    verifyAdmin: {
      title: 'Tabbatar da imel ɗin{gender|{male:ka,female:ki,*:ku}}',
      body: 'Mun aika lamba mai lambobi 6 zuwa {email}. Shigar da ita a ƙasa. Za ta ƙare cikin minti 10.',
      otp: 'Lambar tabbatarwa',
      submit: 'Tabbatar',
      submitting: 'Ana tabbatarwa...',
      resend: 'Aiko sabuwar lamba',
      resent: 'An aiko sabuwar lamba.',
      devCode: 'Lambar gwaji: {code}',
      missing:
        'Wannan hanyar ba ta cika ba. Sake yin rajista ko {gender|{male:ka,female:ki,*:ku}} shiga.',
    },
  },
} satisfies PartTranslation<'auth'>;

export default auth;
