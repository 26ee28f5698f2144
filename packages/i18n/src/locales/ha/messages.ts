import type { PartTranslation } from '../../parts';

/** Hausa: SMS (sent as GSM-7: the server writes ɓ ɗ ƙ ƴ as b d k y, ADR 0037) and emails. */
const messages = {
  messages: {
    sms: {
      phoneOtp: 'Lambar tantancewarka ta Kiwo ita ce {code}. Za ta ƙare cikin minti {minutes}.',
      reset: 'Kiwo: sake saita kalmar sirrinka cikin minti {minutes} a {link}',
      contactCode:
        'Kiwo: {code} ita ce lambar da za ta mai da wannan lambar waya ta shiga asusun {name}. Za ta ƙare cikin minti {minutes}.',
      consultationAnswered: 'Kiwo: an amsa tambayarka "{topic}": {message}',
      consultationAssigned: 'Kiwo: {name} yana duba buƙatarka "{topic}".',
      adminMessage: 'Sanarwar Kiwo: {title}. {message}',
      highMortality:
        'Gargaɗin Kiwo: dabbobi {count} sun mutu a {section} ranar {date} (kashi {rate}% na dabbobin).',
      ussdSaved:
        'Kiwo: an adana bayananka na {section} na ranar {date}. Dabbobi {count} ne da rai.',
      optOutHint: 'Aika STOP don dakatar da saƙonni.',
      stopped:
        'Kiwo: ba za ka ƙara samun saƙonnin gargaɗi ta SMS ba. Sake kunna su a Saituna na manhajar.',
    },
    email: {
      greeting: 'Sannu {name},',
      emailOtpSubject: 'Tabbatar da adireshin imel ɗinka na Kiwo',
      emailOtpBody: 'Lambar tantance imel ɗinka ta Kiwo ita ce {code}.',
      adminOtpSubject: 'Lambar tantancewar shugaban Kiwo',
      adminOtpBody: 'Lambar tantancewarka ta shugaban Kiwo ita ce {code}.',
      adminOtpIgnore:
        'Idan ba kai ne ka buɗe asusun shugaba a Kiwo ba, ka yi watsi da wannan imel.',
      expires: 'Za ta ƙare cikin minti {minutes}.',
      expiresOnce: 'Za ta ƙare cikin minti {minutes}, kuma sau ɗaya kawai za a iya amfani da ita.',
      resetSubject: 'Sake saita kalmar sirrinka ta Kiwo',
      resetIntro: 'Wani ya nemi a sake saita kalmar sirrin asusunka na Kiwo.',
      resetAction: 'Buɗe wannan mahaɗin cikin minti {minutes} don zaɓar sabuwa:',
      resetIgnore:
        'Idan ba kai ba ne, ka yi watsi da wannan imel: kalmar sirrinka ba za ta canza ba.',
      contactCodeSubject: 'Tabbatar da sabon adireshin imel ɗinka na Kiwo',
      contactCodeBody: 'Shigar da {code} don mai da wannan adireshin na shiga asusunka na Kiwo.',
      contactCodeIgnore:
        'Za ta ƙare cikin minti {minutes}. Idan ba kai ne ka nema ba, ka yi watsi da wannan imel.',
      changeSubjectPhone: 'Ana canza lambar wayar shiga Kiwo ɗinka',
      changeSubjectEmail: 'Ana canza adireshin imel na shiga Kiwo ɗinka',
      changeRequested:
        'Kiwo: sannu {name}, an nemi a canza {what} na shigarka zuwa {masked} (mai nema: {who}). Ba zai canza ba sai an shigar da lambar da aka aika can. Idan ba kai ba ne, kira jami’inka ko tallafin Kiwo.',
      phoneNumber: 'lambar waya',
      emailAddress: 'adireshin imel',
      you: 'kai da kanka',
      footer: 'Kiwo, bayanan dabbobi don manoman Najeriya',
    },
    /** Names of the batch and section that hold the animals a farmer counted at sign-up. */
    farmSetup: {
      startingBatch: 'Dabbobin da aka fara da su',
      startingSection: 'Babban rukuni',
    },
  },
} satisfies PartTranslation<'messages'>;

export default messages;
