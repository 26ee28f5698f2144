import type { PartTranslation } from '../../parts';

/** Hausa: settings and profile. */
const settings = {
  settings: {
    ussdPinTitle: 'PIN na USSD (*347*754#)',
    ussdPinHelp:
      'Idan {gender|{male:kana,female:kina,*:kuna}} da PIN, Kiwo zai tambaye shi kafin ya adana bayanan da {gender|{male:ka,female:kika,*:kuka}} aika ta USSD.',
    ussdPinIsSet: 'An saita PIN.',
    ussdPinNotSet: 'Babu PIN tukuna.',
    ussdPinLabel: 'Sabon PIN mai lamba 4',
    ussdPinSave: 'Ajiye PIN',
    ussdPinRemove: 'Cire PIN',
    ussdPinSaved: 'An ajiye PIN ɗin{gender|{male:ka,female:ki,*:ku}} na USSD',
    ussdPinRemoved: 'An cire PIN ɗin{gender|{male:ka,female:ki,*:ku}} na USSD',
    ussdPinFormat: 'PIN lamba 4 ce',
    detailsTitle: 'Bayanan{gender|{male:ka,female:ki,*:ku}}',
    farmTitle: 'Gonar{gender|{male:ka,female:ki,*:ku}}',
    farmHint:
      'Adadin dabbobi shi ne jimillar da {gender|{male:kake,female:kike,*:kuke}} kiwo; allon bayani yana ƙidaya dabbobin da ke cikin rukunan{gender|{male:ka,female:ki,*:ku}}.',
    saving: 'Ana ajiyewa...',
    passwordTitle: 'Kalmar sirri',
    currentPassword: 'Kalmar sirri ta yanzu',
    newPassword: 'Sabuwar kalmar sirri',
    changePassword: 'Canza kalmar sirri',
    passwordChanged: 'An canza kalmar sirrin{gender|{male:ka,female:ki,*:ku}}',
    mustChangePassword:
      'Da fatan {gender|{male:ka,female:ki,*:ku}} zaɓi kalmar sirrin{gender|{male:ka,female:ki,*:ku}} kafin {gender|{male:ka,female:ki,*:ku}} ci gaba.',
    languageTitle: 'Harshe',
    farmModeTitle: 'Yadda Kiwo zai bayyana',
    farmModeSimple: 'Mai sauƙi: manyan maɓallai don rubutun yau',
    farmModeAdvanced: 'Cikakke: allon bayanai, rukunai da zane-zane',
    reportsTitle: 'Rahotannin gona',
    reportFrequency: 'Aiko mini rahoto',
    daily: 'Kowace rana',
    weekly: 'Kowane mako',
    monthly: 'Kowane wata',
    never: 'Kar a aiko',
    byEmail: 'Ta imel',
    bySms: 'Ta SMS',
    verificationTitle: 'Tabbatarwa',
    emailVerified: 'An tabbatar da imel',
    emailNotVerified: 'Ba a tabbatar da imel ba',
    phoneVerified: 'An tabbatar da waya',
    phoneNotVerified: 'Ba a tabbatar da waya ba',
    sendCode: 'Aiko lamba',
    codeSent: 'Mun aiko {gender|{male:maka,female:miki,*:muku}} da lamba',
    codeLabel: 'Lamba',
    verify: 'Tabbatar',
    verified: 'An tabbatar',
    ninTitle: 'Lambar Shaidar Ɗan Ƙasa (NIN)',
    ninStatusPending: 'Ana jiran dubawa',
    ninStatusVerified: 'An tabbatar',
    ninStatusRejected: 'An ƙi',
    ninSubmit: 'Aika NIN',
    ninSubmitted: 'An aika NIN ɗin{gender|{male:ka,female:ki,*:ku}} don dubawa',
    dangerTitle: 'Goge asusu',
    deleteButton: 'Goge asusuna',
    deleteConfirmTitle:
      '{gender|{male:Ka,female:Kin,*:Kun}} tabbata {gender|{male:kana,female:kina,*:kuna}} son goge asusun{gender|{male:ka,female:ki,*:ku}}?',
    deleteConfirmBody:
      'Wannan zai cire asusun{gender|{male:ka,female:ki,*:ku}} da bayanan gonar{gender|{male:ka,female:ki,*:ku}} daga Kiwo. Ba za a iya dawo da su ba.',
    deleteConfirm: 'Goge asusu',
    contactCodePhone:
      'Mun aika lamba zuwa sabuwar lambar waya {sentTo}, kuma mun sanar da tsohuwar. Shigar da lambar don kammalawa: kafin nan, da tsohuwar lambar waya ake shiga.',
    contactCodeEmail:
      'Mun aika lamba zuwa sabon adireshin imel {sentTo}, kuma mun sanar da tsohon. Shigar da lambar don kammalawa: kafin nan, da tsohon adireshin ake shiga.',
    contactCodeLabel: 'Lambar da aka aika zuwa {sentTo}',
    contactConfirm: 'Tabbatar',
    contactChanged: 'An gama: yanzu da sabon bayanin ake shiga',
    deletePassword: 'Kalmar sirrin{gender|{male:ka,female:ki,*:ku}}',
    deletePasswordHint:
      'Shigar da kalmar sirrin{gender|{male:ka,female:ki,*:ku}} don tabbatar da cewa {gender|{male:kai ne,female:ke ce,*:ku ne}}.',
    smsAlerts: {
      title: 'Faɗakarwa ta SMS',
      help: 'Kiwo zai iya aiko {gender|{male:maka,female:miki,*:muku}} da saƙon tes idan ƙwararre ko likitan dabbobi ya amsa tambayar{gender|{male:ka,female:ki,*:ku}}, idan likitan dabbobi ya karɓi buƙatar{gender|{male:ka,female:ki,*:ku}}, idan dabbobi da yawa sun mutu a rana ɗaya, idan {gender|{male:ka,female:kin,*:kun}} adana bayanai ta USSD, da kuma sanarwar gaggawa daga ƙungiyar Kiwo.',
      stopHelp:
        '{gender|{male:Kana,female:Kina,*:Kuna}} iya amsa kowane saƙon Kiwo da STOP don dakatar da faɗakarwa, da START don sake samunsu. Lambobin da {gender|{male:ka,female:kika,*:kuka}} nema ana aiko su kullum.',
      label: 'Aiko mini da faɗakarwa ta SMS',
      auto: 'A yanzu faɗakarwa na zuwa ta SMS ne kawai idan ba {gender|{male:ka,female:ki,*:ku}} buɗe Kiwo ba tsawon kwana 14.',
      on: 'Faɗakarwa za ta tafi zuwa {phone}.',
      off: 'An kashe faɗakarwa ta SMS.',
      turnedOn: 'An kunna faɗakarwa ta SMS',
      turnedOff: 'An kashe faɗakarwa ta SMS',
      loadFailed: 'Ba a iya loda saitin faɗakarwar{gender|{male:ka,female:ki,*:ku}} ta SMS ba.',
    },
    passwordFirst:
      'Don tsaron{gender|{male:ka,female:ki,*:ku}}, Kiwo zai buɗe da zarar {gender|{male:ka,female:ki,*:ku}} zaɓi kalmar sirrin{gender|{male:ka,female:ki,*:ku}}.',
  },
  profile: {
    title: 'Bayanan{gender|{male:ka,female:ki,*:ku}}',
    complete: 'Bayanan{gender|{male:ka,female:ki,*:ku}} sun cika.',
    incomplete:
      'Cika bayanan{gender|{male:ka,female:ki,*:ku}}: ƙara sunan{gender|{male:ka,female:ki,*:ku}}, waya, imel da NIN da aka tabbatar.',
    role: 'Matsayi',
    roleFarmer: 'Manomi',
    roleAgent: 'Jami’in faɗakarwa',
    roleAdmin: 'Mai gudanarwa',
    editInSettings: 'Gyara a Saituna',
  },
} satisfies PartTranslation<'settings'>;

export default settings;
