import type { PartTranslation } from '../../parts';

/** Hausa: SMS (sent as GSM-7: the server writes ɓ ɗ ƙ ƴ as b d k y, ADR 0037) and emails. */
const messages = {
  messages: {
    sms: {
      phoneOtp:
        'Lambar tantancewar{gender|{male:ka,female:ki,*:ku}} ta Kiwo ita ce {code}. Za ta ƙare cikin minti {minutes}.',
      reset:
        'Kiwo: sake saita kalmar sirrin{gender|{male:ka,female:ki,*:ku}} cikin minti {minutes} a {link}',
      contactCode:
        'Kiwo: {code} ita ce lambar da za ta mai da wannan lambar waya ta shiga asusun {name}. Za ta ƙare cikin minti {minutes}.',
      consultationAnswered:
        'Kiwo: an amsa tambayar{gender|{male:ka,female:ki,*:ku}} "{topic}": {message}',
      consultationAssigned:
        'Kiwo: {name} yana duba buƙatar{gender|{male:ka,female:ki,*:ku}} "{topic}".',
      consultationReply: 'Kiwo: amsa daga {name} game da "{topic}": {message}',
      adminMessage: 'Sanarwar Kiwo: {title}. {message}',
      layRateDrop:
        'Gargaɗin Kiwo: yawan kwai a {section} ya sauka daga {from}% zuwa {to}% ranar {date}.',
      highMortality:
        'Gargaɗin Kiwo: dabbobi {count} sun mutu a {section} ranar {date} (kashi {rate}% na dabbobin).',
      ussdSaved:
        'Kiwo: an adana bayanan{gender|{male:ka,female:ki,*:ku}} na {section} na ranar {date}. Dabbobi {count} ne da rai.',
      stockLow: 'Gargaɗin Kiwo: abinci {item} na kwana {days} kawai ya rage. A sayi ƙari da wuri.',
      medicineLow:
        'Gargaɗin Kiwo: {left} {unit} na magani {item} kawai ya rage, bai isa wani kashi ba. A sayi ƙari da wuri.',
      optOutHint: 'Aika STOP don dakatar da saƙonni.',
      stopped:
        'Kiwo: ba za {gender|{male:ka,female:ki,*:ku}} ƙara samun saƙonnin gargaɗi ta SMS ba. Sake kunna su a Saituna na manhajar.',
    },
    email: {
      greeting: 'Sannu {name},',
      emailOtpSubject: 'Tabbatar da adireshin imel ɗin{gender|{male:ka,female:ki,*:ku}} na Kiwo',
      emailOtpBody:
        'Lambar tantance imel ɗin{gender|{male:ka,female:ki,*:ku}} ta Kiwo ita ce {code}.',
      adminOtpSubject: 'Lambar tantancewar shugaban Kiwo',
      adminOtpBody:
        'Lambar tantancewar{gender|{male:ka,female:ki,*:ku}} ta shugaban Kiwo ita ce {code}.',
      adminOtpIgnore:
        'Idan ba {gender|{male:kai ne ka,female:ke ce kika,*:ku ne kuka}} buɗe asusun shugaba a Kiwo ba, {gender|{male:ka,female:ki,*:ku}} yi watsi da wannan imel.',
      expires: 'Za ta ƙare cikin minti {minutes}.',
      expiresOnce: 'Za ta ƙare cikin minti {minutes}, kuma sau ɗaya kawai za a iya amfani da ita.',
      resetSubject: 'Sake saita kalmar sirrin{gender|{male:ka,female:ki,*:ku}} ta Kiwo',
      resetIntro:
        'Wani ya nemi a sake saita kalmar sirrin asusun{gender|{male:ka,female:ki,*:ku}} na Kiwo.',
      resetAction: 'Buɗe wannan mahaɗin cikin minti {minutes} don zaɓar sabuwa:',
      resetIgnore:
        'Idan ba {gender|{male:kai ba ne,female:ke ba ce,*:ku ba ne}}, {gender|{male:ka,female:ki,*:ku}} yi watsi da wannan imel: kalmar sirrin{gender|{male:ka,female:ki,*:ku}} ba za ta canza ba.',
      contactCodeSubject:
        'Tabbatar da sabon adireshin imel ɗin{gender|{male:ka,female:ki,*:ku}} na Kiwo',
      contactCodeBody:
        'Shigar da {code} don mai da wannan adireshin na shiga asusun{gender|{male:ka,female:ki,*:ku}} na Kiwo.',
      contactCodeIgnore:
        'Za ta ƙare cikin minti {minutes}. Idan ba {gender|{male:kai ne ka,female:ke ce kika,*:ku ne kuka}} nema ba, {gender|{male:ka,female:ki,*:ku}} yi watsi da wannan imel.',
      changeSubjectPhone: 'Ana canza lambar wayar shiga Kiwo ɗin{gender|{male:ka,female:ki,*:ku}}',
      changeSubjectEmail:
        'Ana canza adireshin imel na shiga Kiwo ɗin{gender|{male:ka,female:ki,*:ku}}',
      changeRequested:
        'Kiwo: sannu {name}, an nemi a canza {what} na shigar{gender|{male:ka,female:ki,*:ku}} zuwa {masked} (mai nema: {who}). Ba zai canza ba sai an shigar da lambar da aka aika can. Idan ba {gender|{male:kai ba ne,female:ke ba ce,*:ku ba ne}}, kira jami’in{gender|{male:ka,female:ki,*:ku}} ko tallafin Kiwo.',
      phoneNumber: 'lambar waya',
      emailAddress: 'adireshin imel',
      you: '{gender|{male:kai da kanka,female:ke da kanki,*:ku da kanku}}',
      footer: 'Kiwo, bayanan dabbobi don manoman Najeriya',
    },
    /** Names of the batch and section that hold the animals a farmer counted at sign-up. */
    farmSetup: {
      startingBatch: 'Dabbobin da aka fara da su',
      startingSection: 'Babban rukuni',
      causeAlsoGiven: 'an kuma faɗi wani dalilin mutuwa: {cause} ({deaths})',
      defaultPen: 'Babban gidan dabbobi',
      defaultPenDescription: 'Gidan dabbobi na farko',
    },
  },
} satisfies PartTranslation<'messages'>;

export default messages;
