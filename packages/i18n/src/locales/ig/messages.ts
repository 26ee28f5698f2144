import type { PartTranslation } from '../../parts';

/** Igbo: SMS (sent as GSM-7: the server drops dots below and tone marks, ADR 0037) and emails. */
const messages = {
  messages: {
    sms: {
      phoneOtp: 'Koodu nkwenye Kiwo gị bụ {code}. Ọ ga-agwụ n’ime nkeji {minutes}.',
      reset: 'Kiwo: dozie okwuntughe gị n’ime nkeji {minutes} na {link}',
      contactCode:
        'Kiwo: {code} bụ koodu iji mee nọmba a ka ọ bụrụ nbanye akaụntụ {name}. Ọ ga-agwụ n’ime nkeji {minutes}.',
      consultationAnswered: 'Kiwo: a zaala ajụjụ gị "{topic}": {message}',
      consultationAssigned: 'Kiwo: {name} na-elele arịrịọ gị "{topic}".',
      consultationReply: 'Kiwo: {name} zaghachiri maka "{topic}": {message}',
      adminMessage: 'Ọkwa Kiwo: {title}. {message}',
      layRateDrop:
        'Ịdọ aka na ntị Kiwo: ọnụego akwa na {section} si {from}% gbada ruo {to}% na {date}.',
      highMortality:
        'Ịdọ aka na ntị Kiwo: anụ {count} nwụrụ na {section} na {date} ({rate}% nke anụ ndị ahụ).',
      ussdSaved: 'Kiwo: edebela ndekọ gị maka {section} na {date}. Anụ {count} dị ndụ ugbu a.',
      stockLow:
        "Ịdọ aka na ntị Kiwo: nri {item} fọdụrụ ga-ezu naanị ụbọchị {days}. Zụta ọzọ n'oge.",
      medicineLow:
        "Ịdọ aka na ntị Kiwo: naanị {left} {unit} ọgwụ {item} fọdụrụ, o rughị otu ọgwụ ọzọ. Zụta ọzọ n'oge.",
      optOutHint: 'Zaa STOP ka ozi kwụsị.',
      stopped:
        'Kiwo: ị gaghị enweta ozi ịdọ aka na ntị site na SMS ọzọ. Gbanwuo ha ọzọ na Ntọala ngwa.',
    },
    email: {
      greeting: 'Ndeewo {name},',
      emailOtpSubject: 'Kwado adreesị email Kiwo gị',
      emailOtpBody: 'Koodu nkwenye email Kiwo gị bụ {code}.',
      adminOtpSubject: 'Koodu nkwenye onye nchịkwa Kiwo gị',
      adminOtpBody: 'Koodu nkwenye onye nchịkwa Kiwo gị bụ {code}.',
      adminOtpIgnore:
        'Ọ bụrụ na ọ bụghị gị mepere akaụntụ onye nchịkwa Kiwo, leghara email a anya.',
      expires: 'Ọ ga-agwụ n’ime nkeji {minutes}.',
      expiresOnce: 'Ọ ga-agwụ n’ime nkeji {minutes}, ị nwere ike iji ya naanị otu ugboro.',
      resetSubject: 'Dozie okwuntughe Kiwo gị',
      resetIntro: 'Mmadụ rịọrọ ka e dozie okwuntughe akaụntụ Kiwo gị.',
      resetAction: 'Mepee njikọ a n’ime nkeji {minutes} ka ị họrọ nke ọhụrụ:',
      resetIgnore: 'Ọ bụrụ na ọ bụghị gị, leghara email a anya: okwuntughe gị agaghị agbanwe.',
      contactCodeSubject: 'Kwado adreesị email Kiwo ọhụrụ gị',
      contactCodeBody: 'Tinye {code} ka adreesị a bụrụ nbanye akaụntụ Kiwo gị.',
      contactCodeIgnore:
        'Ọ ga-agwụ n’ime nkeji {minutes}. Ọ bụrụ na ị rịọghị nke a, leghara email a anya.',
      changeSubjectPhone: 'A na-agbanwe nọmba ekwentị nbanye Kiwo gị',
      changeSubjectEmail: 'A na-agbanwe adreesị email nbanye Kiwo gị',
      changeRequested:
        'Kiwo: ndeewo {name}, {who} rịọrọ ka a gbanwee {what} nbanye gị ka ọ bụrụ {masked}. Ọ ga-agbanwe naanị mgbe etinyere koodu e zigara ebe ahụ. Ọ bụrụ na ọ bụghị gị, kpọọ onye ndụmọdụ gị ma ọ bụ enyemaka Kiwo.',
      phoneNumber: 'nọmba ekwentị',
      emailAddress: 'adreesị email',
      you: 'gị onwe gị',
      footer: 'Kiwo, ndekọ anụ ụlọ maka ndị ọrụ ugbo Naịjirịa',
    },
    /** Names of the batch and section that hold the animals a farmer counted at sign-up. */
    farmSetup: {
      startingBatch: 'Anụ e ji malite',
      startingSection: 'Otu mbụ',
      causeAlsoGiven: 'e kwukwara ihe ọzọ kpatara ọnwụ: {cause} ({deaths})',
      defaultPen: 'Ụlọ anụ bụ isi',
      defaultPenDescription: 'Ụlọ anụ mbụ maka anụ ụlọ',
    },
  },
} satisfies PartTranslation<'messages'>;

export default messages;
