import type { PartTranslation } from '../../parts';

/** Hausa: the public pages: landing, home sections, newsletter, privacy policy, API reference. */
const site = {
  landing: {
    headline: 'Ajiye bayanan gonarka. Bunƙasa gonarka.',
    subtitle:
      'Kiwo na taimaka wa manoman dabbobi su rubuta ciniki, mace-mace, abinci da lafiya kowace rana, sannan ya juya su zuwa shawarwari.',
    getStartedFree: 'Fara Kyauta',
    goToDashboard: 'Je zuwa Allon Bayanai',
    callAgent: 'Kira Jami’inmu',
    ussdBadge: 'Babu data? Danna {code}',
  },
  home: {
    valueRecords: 'Rubuta cinikin yini, mace-mace da abinci cikin ƙasa da minti ɗaya',
    valueInsight: 'Ga ma’anar lambobinka: yanayi, mace-mace da riba a naira',
    valueAdvice: 'Tambayi likitan dabbobi na AI a Hausa, Yorùbá, Igbo ko Turanci',
    imageAlt: 'Zanen manomi riƙe da waya kusa da gidan kaji',
    imageCaption: 'Bayanan gonarka, a aljihunka kuma a harshenka.',
    callHint: 'Yi magana da jami’inmu na murya na AI: {phone}',
    ussdTitle: 'Babu wayar zamani ko data?',
    ussdBody: 'Danna {code} daga kowace waya don rubuta bayanan gonarka na yau.',
    featuresTitle: 'Duk abin da gonarka ke buƙata',
    learnMore: 'Ƙara karantawa',
    showLess: 'Rage bayani',
    featureRecordsTitle: 'Bayanan gona na zamani',
    featureRecordsBody: 'Gidaje, rukunai da sassan dabbobi tare da rubutun yau da kullum.',
    featureRecordsMore:
      'Bi diddigin dabbobinka rukuni-rukuni: ciniki, mace-mace, abinci, ruwa, nauyi, haihuwa, zaɓen fitarwa, lafiya, magani da allurar rigakafi. Manhajar tana aiki ba tare da intanet ba, kuma tana aika bayananka idan hanyar sadarwa ta dawo.',
    featureAdviceTitle: 'Shawarar likitan dabbobi ta AI',
    featureAdviceBody: 'Amsoshi game da dabbobinka, kowane lokaci, a harshenka.',
    featureAdviceMore:
      'Yi hira da mataimakin noma na AI a manhajar ko a WhatsApp, ko ka kira layin wayar jami’in murya na AI a Hausa, Yorùbá da Igbo. Yana amfani da bayanan gonarka kuma yana gaya maka lokacin da za ka ga likitan dabbobi.',
    featureAnalyticsTitle: 'Nazarin kuɗin shiga da kashewa',
    featureAnalyticsBody: 'Ka san ko gonarka tana samun riba.',
    featureAnalyticsMore:
      'Duba kuɗin shiga, kashewa, mace-mace da yanayin abinci a naira, mako-mako da wata-wata, kuma ka fitar da bayananka zuwa takardar lissafi.',
    featureMarketTitle: 'Kasuwanni da jami’an faɗakarwa',
    featureMarketBody: 'Saya kayan noma, sayar da dabbobi, samu taimakon masana.',
    featureMarketMore:
      'Nemo abinci, magunguna da kayan aiki, sayar da dabbobinka ga masu saye kusa da kai, kuma ka shirya ganawa da jami’in faɗakarwa da ke bin gonarka a manhajar jami’an Kiwo.',
    farmerCardTitle: 'Ni Manomi Ne',
    farmerCardButton: 'Fara Yanzu',
    farmerBullet1: 'Rubutun yau da kullum kyauta ga kowane gida da rukuni',
    farmerBullet2: 'Ana lissafa maka mace-mace, abinci da riba',
    farmerBullet3: 'Shawarar likitan dabbobi ta AI ta hira, WhatsApp ko waya',
    farmerBullet4: 'Yana aiki ba tare da intanet ba, da USSD a kowace waya',
    farmerBullet5: 'Sayar da dabbobi ka sayi kayan noma a kasuwa',
    agentCardTitle: 'Ni Jami’in Faɗakarwa Ne',
    agentCardButton: 'Shiga a Matsayin Jami’i',
    agentBullet1: 'Yi wa manoma rajista a filin noma da wayarka',
    agentBullet2: 'Ga bayanai da rahotannin kowane manomi a wuri ɗaya',
    agentBullet3: 'Ka san manoman da ke buƙatar ziyara a wannan mako',
    agentBullet4: 'Samu faɗakarwa idan mace-mace ta ƙaru a gona',
    agentBullet5: 'Rubuta rahotanni ka amsa buƙatun shawara',
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
    title: 'Samu shawarwarin kiwo a imel ɗinka',
    description: 'Labarai, farashi da shawarwari ga manoman dabbobi. Babu saƙon banza.',
    emailLabel: 'Adireshin imel',
    subscribe: 'Yi rijista',
    subscribing: 'Ana yin rijista...',
    invalidTitle: 'Imel ba daidai ba',
    invalidBody: 'Da fatan a shigar da adireshin imel mai inganci',
    successTitle: 'An yi rijista cikin nasara!',
    successBody: 'Ka yi rijista da wasiƙar labaranmu cikin nasara',
    alreadyTitle: 'Ka riga ka yi rijista',
    alreadyBody: 'Wannan imel ɗin yana cikin jerin wasiƙar labaranmu tun tuni.',
    failedTitle: 'Rijista ba ta yi nasara ba',
    failedBody: 'An kasa yin rijista. Da fatan a sake gwadawa.',
    errorTitle: 'Kuskuren rijista',
    errorBody: 'An sami kuskure. Da fatan a sake gwadawa anjima.',
  },
  privacy: {
    title: 'Manufar sirri',
    updated: 'An sabunta: Nuwamba 2026',
    intro:
      'Kiwo yana adana bayanai ga manoman dabbobi, jami’an faɗakarwarsu da masu gudanar da Kiwo. Wannan sanarwa tana bayyana a sauƙaƙe abin da muke tattarawa, dalili, da haƙƙoƙinka ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023.',
    collectTitle: 'Abin da muke tattarawa',
    collectBody:
      'Sunanka, lambar wayarka da imel (idan ka bayar); jiharka, shekarunka da bayanan gonarka; Lambar Shaidar Ɗan Ƙasa (NIN) idan ka zaɓi tabbatarwa; bayanan gona da kai ko jami’inka ke shigarwa; hirarka da mataimakin AI da kiran murya zuwa likitan dabbobi na AI; da bayanan fasaha na asali.',
    whyTitle: 'Dalilin da muke amfani da su',
    whyBody:
      'Don gudanar da asusunka da adana bayanan gonarka, don ba da shawara bisa lambobinka, don ba jami’inka damar taimaka maka, don tabbatar da kai idan ka nema, da kuma kiyaye Kiwo. Muna dogara da yardarka da yarjejeniyar samar da sabis.',
    ninTitle: 'NIN ɗinka',
    ninBody:
      'Ba dole ba ne ka bayar da NIN. Muna adana ta a ɓoye, muna nuna ta a rufe kawai, kuma muna amfani da ita ne kawai don tabbatar da kai.',
    shareTitle: 'Wa ke gani',
    shareBody:
      'Kai, jami’in faɗakarwa da aka yi maka rajista tare da shi, da ma’aikatan Kiwo masu izini. Kamfanonin da ke aika SMS da imel ɗinmu ko ke gudanar da sabis ɗin AI suna sarrafa bayanai a madadinmu bisa kwangila. Ba mu taɓa sayar da bayananka ba.',
    keepTitle: 'Tsawon lokacin da muke adanawa',
    keepBody:
      'Muddin kana da asusu. Idan ka goge asusunka, ana cire bayananka na kai da bayanan gonarka nan take; ana adana bayanan fasaha na tsawon kwanaki 90 a mafi yawa.',
    rightsTitle: 'Haƙƙoƙinka',
    rightsBody:
      'Za ka iya gani da gyara bayananka a Saituna, janye yardarka, da goge asusunka a kowane lokaci. Hakanan za ka iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya.',
    securityTitle: 'Yadda muke kare su',
    securityBody:
      'Ana adana kalmomin sirri ne kawai a matsayin amintattun hash, ana iya ƙare zama a kowane lokaci, kuma NIN tana ɓoye. Mutanen da ke buƙata ne kawai ke samun dama.',
    contactTitle: 'Tuntuɓa',
    contactBody: 'Kana da tambaya game da bayananka? Rubuta mana a {email}.',
  },
  apiDocs: {
    title: 'Bayanin API na Kiwo',
    intro:
      'Abokan hulɗa za su iya haɗa tsarinsu da Kiwo ta wannan API na JSON. Kowace amsa tana ɗauke da filayen success, message da data; aika alamar zaman a matsayin Bearer header.',
    download: 'Sauke takardar OpenAPI',
    method: 'Hanya',
    path: 'Adireshi',
    summary: 'Abin da yake yi',
    body: 'Filayen buƙata',
    failed: 'An kasa lodo bayanin API.',
  },
} satisfies PartTranslation<'site'>;

export default site;
