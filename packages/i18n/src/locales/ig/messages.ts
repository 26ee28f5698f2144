import type { PartTranslation } from '../../parts';

/** Igbo: SMS (sent as GSM-7: the server drops dots below and tone marks, ADR 0037) and emails. */
const messages = {
  messages: {
    sms: {
      phoneOtp: 'Koodu nkwenye Kiwo gị bụ {code}. Ọ ga-agwụ n’ime nkeji {minutes}.',
      reset: 'Kiwo: dozie okwuntughe gị n’ime nkeji {minutes} na {link}',
      contactCode: 'Koodu Kiwo iji kwado nọmba ekwentị a bụ {code}.',
      consultationAnswered: 'Kiwo: a zaala ajụjụ gị "{topic}": {message}',
      consultationAssigned: 'Kiwo: {name} na-elele arịrịọ gị "{topic}".',
      adminMessage: 'Ọkwa Kiwo: {title}. {message}',
      highMortality:
        'Ịdọ aka na ntị Kiwo: anụ {count} nwụrụ na {section} na {date} ({rate}% nke anụ ndị ahụ).',
      ussdSaved: 'Kiwo: edebela ndekọ gị maka {section} na {date}. Anụ {count} dị ndụ ugbu a.',
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
      footer: 'Kiwo, ndekọ anụ ụlọ maka ndị ọrụ ugbo Naịjirịa',
    },
  },
} satisfies PartTranslation<'messages'>;

export default messages;
