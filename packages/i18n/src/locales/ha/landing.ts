import type { PartTranslation } from '../../parts';

/**
 * Hausa: the landing page (hero, home sections, newsletter form). Rendered into HTML at
 * build time and never by a browser screen, so it is not in the browser's dictionary (ADR 0033).
 */
const landing = {
  landing: {
    headline:
      'Ajiye bayanan gonar{gender|{male:ka,female:ki,*:ku}}. Bunƙasa gonar{gender|{male:ka,female:ki,*:ku}}.',
    subtitle:
      'Kiwo na taimaka wa manoman dabbobi su rubuta sayarwa, mace-mace, abinci da lafiya kowace rana, sannan ya juya su zuwa shawarwari.',
    getStartedFree: 'Fara Kyauta',
    goToDashboard: 'Je zuwa Allon Bayanai',
    callAgent: 'Kira Jami’inmu',
    ussdBadge: 'Babu data? Danna {code}',
  },
  home: {
    valueRecords: 'Rubuta sayarwar yini, mace-mace da abinci cikin ƙasa da minti ɗaya',
    valueInsight:
      'Ga ma’anar lambobin{gender|{male:ka,female:ki,*:ku}}: yanayi, mace-mace da riba a naira',
    valueAdvice: 'Tambayi likitan dabbobi na AI a Hausa, Yorùbá, Igbo ko Turanci',
    imageAlt: 'Zanen manomi riƙe da waya kusa da gidan kaji',
    imageCaption:
      'Bayanan gonar{gender|{male:ka,female:ki,*:ku}}, a aljihun{gender|{male:ka,female:ki,*:ku}} kuma a harshen{gender|{male:ka,female:ki,*:ku}}.',
    callHint: 'Yi magana da jami’inmu na murya na AI: {phone}',
    ussdTitle: 'Babu wayar zamani ko data?',
    ussdBody:
      'Danna {code} daga kowace waya don rubuta bayanan gonar{gender|{male:ka,female:ki,*:ku}} na yau.',
    featuresTitle: 'Duk abin da gonar{gender|{male:ka,female:ki,*:ku}} ke buƙata',
    learnMore: 'Ƙara karantawa',
    showLess: 'Rage bayani',
    featureRecordsTitle: 'Bayanan gona na zamani',
    featureRecordsBody: 'Gidaje, rukunai da sassan dabbobi tare da rubutun yau da kullum.',
    featureRecordsMore:
      'Bi diddigin dabbobin{gender|{male:ka,female:ki,*:ku}} rukuni-rukuni: sayarwa, mace-mace, abinci, ruwa, nauyi, haihuwa, zaɓen fitarwa, lafiya, magani da allurar rigakafi. Manhajar tana aiki ba tare da intanet ba, kuma tana aika bayanan{gender|{male:ka,female:ki,*:ku}} idan hanyar sadarwa ta dawo.',
    featureAdviceTitle: 'Shawarar likitan dabbobi ta AI',
    featureAdviceBody:
      'Amsoshi game da dabbobin{gender|{male:ka,female:ki,*:ku}}, kowane lokaci, a harshen{gender|{male:ka,female:ki,*:ku}}.',
    featureAdviceMore:
      'Yi hira da mataimakin noma na AI a manhajar ko a WhatsApp, ko {gender|{male:ka,female:ki,*:ku}} kira layin wayar jami’in murya na AI a Hausa, Yorùbá da Igbo. Yana amfani da bayanan gonar{gender|{male:ka,female:ki,*:ku}} kuma yana gaya {gender|{male:maka,female:miki,*:muku}} lokacin da za {gender|{male:ka,female:ki,*:ku}} ga likitan dabbobi.',
    featureAnalyticsTitle: 'Nazarin kuɗin shiga da kashe kuɗi',
    featureAnalyticsBody:
      '{gender|{male:Ka,female:Ki,*:Ku}} san ko gonar{gender|{male:ka,female:ki,*:ku}} tana samun riba.',
    featureAnalyticsMore:
      'Duba kuɗin shiga, kashe kuɗi, mace-mace da yanayin abinci a naira, mako-mako da wata-wata, kuma {gender|{male:ka,female:ki,*:ku}} fitar da bayanan{gender|{male:ka,female:ki,*:ku}} zuwa takardar lissafi.',
    featureMarketTitle: 'Kasuwanni da jami’an faɗakarwa',
    featureMarketBody: 'Saya kayan noma, sayar da dabbobi, samu taimakon masana.',
    featureMarketMore:
      'Nemo abinci, magunguna da kayan aiki, sayar da dabbobin{gender|{male:ka,female:ki,*:ku}} ga masu saye kusa da {gender|{male:kai,female:ke,*:ku}}, kuma {gender|{male:ka,female:ki,*:ku}} shirya ganawa da jami’in faɗakarwa da ke bin gonar{gender|{male:ka,female:ki,*:ku}} a manhajar jami’an Kiwo.',
    farmerCardTitle: 'Ni Manomi Ne',
    farmerCardButton: 'Fara Yanzu',
    farmerBullet1: 'Rubutun yau da kullum kyauta ga kowane gida da rukuni',
    farmerBullet2: 'Ana lissafa {gender|{male:maka,female:miki,*:muku}} mace-mace, abinci da riba',
    farmerBullet3: 'Shawarar likitan dabbobi ta AI ta hira, WhatsApp ko waya',
    farmerBullet4: 'Yana aiki ba tare da intanet ba, da USSD a kowace waya',
    farmerBullet5: 'Sayar da dabbobi {gender|{male:ka,female:ki,*:ku}} sayi kayan noma a kasuwa',
    agentCardTitle: 'Ni Jami’in Faɗakarwa Ne',
    agentCardButton: 'Shiga a Matsayin Jami’i',
    agentBullet1: 'Yi wa manoma rajista a filin noma da wayar{gender|{male:ka,female:ki,*:ku}}',
    agentBullet2: 'Ga bayanai da rahotannin kowane manomi a wuri ɗaya',
    agentBullet3:
      '{gender|{male:Ka,female:Ki,*:Ku}} san manoman da ke buƙatar ziyara a wannan mako',
    agentBullet4: 'Samu faɗakarwa idan mace-mace ta ƙaru a gona',
    agentBullet5: 'Rubuta rahotanni {gender|{male:ka,female:ki,*:ku}} amsa buƙatun shawara',
    offerTitle: 'Kyauta ga manoma: {price}',
    offerBody: 'Manhajar gona ta Kiwo ba ta da kuɗi. Babu kati, babu kwangila.',
    footerCompany: 'Kamfani',
    footerProduct: 'Kayayyaki',
    footerSupport: 'Taimako',
    footerLegal: 'Doka',
    footerSocial: 'Bi Kiwo',
    linkContact: 'Tuntuɓe mu ta imel',
    linkAbout: 'Game da Kiwo',
    linkCommunity: 'Ƙungiyar manoma',
    linkChatbot: 'Mataimakin WhatsApp',
    linkFarmersApp: 'Manhajar manoma',
    linkAgentsApp: 'Manhajar jami’an faɗakarwa',
    linkVoiceAgent: 'Jami’in murya na AI',
    linkHelp: 'Yi Hira da Mu',
    linkUssd: 'Danna {code}',
    linkPrivacy: 'Manufar sirri',
    copyright: '© {year} Kiwo. An yi shi don manoman dabbobi na Najeriya.',
  },
  newsletter: {
    title: 'Samu shawarwarin kiwo a imel ɗin{gender|{male:ka,female:ki,*:ku}}',
    description: 'Labarai, farashi da shawarwari ga manoman dabbobi. Babu saƙon banza.',
    emailLabel: 'Adireshin imel',
    subscribe: 'Yi rijista',
    subscribing: 'Ana yin rijista...',
    invalidTitle: 'Imel ba daidai ba',
    invalidBody: 'Da fatan a shigar da adireshin imel mai inganci',
    successTitle: 'An yi rijista cikin nasara!',
    successBody: '{gender|{male:Ka,female:Kin,*:Kun}} yi rijista da wasiƙar labaranmu cikin nasara',
    alreadyTitle:
      '{gender|{male:Ka,female:Kin,*:Kun}} riga {gender|{male:ka,female:kin,*:kun}} yi rijista',
    alreadyBody: 'Wannan imel ɗin yana cikin jerin wasiƙar labaranmu tun tuni.',
    failedTitle: 'Rijista ba ta yi nasara ba',
    failedBody: 'An kasa yin rijista. Da fatan a sake gwadawa.',
    errorTitle: 'Kuskuren rijista',
    errorBody: 'An sami kuskure. Da fatan a sake gwadawa anjima.',
  },
} satisfies PartTranslation<'landing'>;

export default landing;
