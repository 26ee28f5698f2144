import type { PartTranslation } from '../../parts';

/** Yorùbá: the public pages: landing, home sections, newsletter, privacy policy, API reference. */
const site = {
  landing: {
    headline: 'Tọ́jú àkọsílẹ̀ oko rẹ. Mú kí oko rẹ gbèrú.',
    subtitle:
      'Kiwo ń ran àwọn àgbẹ̀ ẹran-ọ̀sìn lọ́wọ́ láti kọ títà, ikú ẹran, oúnjẹ àti ìlera sílẹ̀ lójoojúmọ́, ó sì ń sọ wọ́n di ìmọ̀ràn.',
    getStartedFree: 'Bẹ̀rẹ̀ Lọ́fẹ̀ẹ́',
    goToDashboard: 'Lọ sí Pátákó Ìṣàkóso',
    callAgent: 'Pe Aṣojú Wa',
    ussdBadge: 'Kò sí dátà? Tẹ {code}',
  },
  home: {
    valueRecords: 'Kọ títà, ikú ẹran àti oúnjẹ ọjọ́ kan sílẹ̀ láàárín ìṣẹ́jú kan',
    valueInsight: 'Wo ìtumọ̀ àwọn nọ́mbà rẹ: ìlọsíwájú, ikú ẹran àti èrè ní náírà',
    valueAdvice: 'Béèrè lọ́wọ́ dókítà ẹranko AI ní Hausa, Yorùbá, Igbo tàbí Gẹ̀ẹ́sì',
    imageAlt: 'Àwòrán àgbẹ̀ tó di fóònù mú lẹ́gbẹ̀ẹ́ ilé adìẹ',
    imageCaption: 'Àkọsílẹ̀ oko rẹ, nínú àpò rẹ àti ní èdè rẹ.',
    callHint: 'Bá aṣojú ohùn AI wa sọ̀rọ̀: {phone}',
    ussdTitle: 'Kò sí fóònù ìgbàlódé tàbí dátà?',
    ussdBody: 'Tẹ {code} láti fóònù èyíkéyìí láti kọ àkọsílẹ̀ oko ti òní.',
    featuresTitle: 'Gbogbo ohun tí oko rẹ nílò',
    learnMore: 'Kà sí i',
    showLess: 'Dín in kù',
    featureRecordsTitle: 'Àkọsílẹ̀ oko orí ẹ̀rọ',
    featureRecordsBody: 'Ilé ẹran, àkójọ ẹran àti ìpín ẹran pẹ̀lú àkọsílẹ̀ ojoojúmọ́.',
    featureRecordsMore:
      'Tọpinpin ẹran-ọ̀sìn rẹ ní àkójọ-ń-àkójọ: títà, ikú, oúnjẹ, omi, ìwúwo, ìbímọ, yíyọ kúrò, ìlera, oògùn àti abẹ́rẹ́ àjẹsára. Ìṣàfilọ́lẹ̀ náà ń ṣiṣẹ́ láìsí íńtánẹ́ẹ̀tì, ó sì ń fi àkọsílẹ̀ rẹ ránṣẹ́ nígbà tí nẹ́tíwọ́ọ̀kì bá padà.',
    featureAdviceTitle: 'Ìmọ̀ràn dókítà ẹranko AI',
    featureAdviceBody: 'Ìdáhùn nípa ẹran rẹ, nígbàkúùgbà, ní èdè rẹ.',
    featureAdviceMore:
      'Bá olùrànlọ́wọ́ iṣẹ́ àgbẹ̀ AI sọ̀rọ̀ nínú ìṣàfilọ́lẹ̀ tàbí lórí WhatsApp, tàbí pe ẹ̀rọ ìbánisọ̀rọ̀ aṣojú ohùn AI ní Hausa, Yorùbá àti Igbo. Ó ń lo àkọsílẹ̀ oko tìrẹ, ó sì ń sọ fún ọ ìgbà tí o gbọ́dọ̀ rí dókítà ẹranko.',
    featureAnalyticsTitle: 'Àyẹ̀wò owó wíwọlé àti ìnáwó',
    featureAnalyticsBody: 'Mọ̀ bóyá oko rẹ ń pa owó.',
    featureAnalyticsMore:
      'Wo owó wíwọlé, ìnáwó, ikú ẹran àti ìlọsíwájú oúnjẹ ní náírà, lọ́sẹ̀ọ̀sẹ̀ àti lóṣooṣù, kí o sì gbé àkọsílẹ̀ rẹ jáde sí ìwé ìṣirò.',
    featureMarketTitle: 'Ọjà àti àwọn aṣojú ìmọ̀ àgbẹ̀',
    featureMarketBody: 'Ra ohun èlò, ta ẹran, gba ìrànlọ́wọ́ amòye.',
    featureMarketMore:
      'Wá oúnjẹ ẹran, oògùn àti ohun èlò, ta ẹran rẹ fún àwọn olùrà tó wà nítòsí, kí o sì ṣètò ìpàdé pẹ̀lú aṣojú ìmọ̀ àgbẹ̀ tó ń tẹ̀lé oko rẹ nínú ìṣàfilọ́lẹ̀ aṣojú Kiwo.',
    farmerCardTitle: 'Àgbẹ̀ ni Mí',
    farmerCardButton: 'Bẹ̀rẹ̀ Báyìí',
    farmerBullet1: 'Àkọsílẹ̀ ojoojúmọ́ lọ́fẹ̀ẹ́ fún gbogbo ilé àti àkójọ ẹran',
    farmerBullet2: 'A ń ṣírò ikú ẹran, oúnjẹ àti èrè fún ọ',
    farmerBullet3: 'Ìmọ̀ràn dókítà ẹranko AI lórí ìfọ̀rọ̀wérọ̀, WhatsApp tàbí fóònù',
    farmerBullet4: 'Ó ń ṣiṣẹ́ láìsí íńtánẹ́ẹ̀tì, àti pẹ̀lú USSD lórí fóònù èyíkéyìí',
    farmerBullet5: 'Ta ẹran kí o sì ra ohun èlò nínú ọjà',
    agentCardTitle: 'Aṣojú Ìmọ̀ Àgbẹ̀ ni Mí',
    agentCardButton: 'Darapọ̀ Gẹ́gẹ́ bí Aṣojú',
    agentBullet1: 'Forúkọ àwọn àgbẹ̀ sílẹ̀ ní oko láti orí fóònù rẹ',
    agentBullet2: 'Wo àkọsílẹ̀ àti ìròyìn gbogbo àgbẹ̀ ní ibì kan',
    agentBullet3: 'Mọ àwọn àgbẹ̀ tó nílò àbẹ̀wò lọ́sẹ̀ yìí',
    agentBullet4: 'Gba ìkìlọ̀ nígbà tí ikú ẹran bá pọ̀ sí i lórí oko',
    agentBullet5: 'Kọ ìròyìn kí o sì dáhùn ìbéèrè ìgbìmọ̀ràn',
    offerTitle: 'Ọ̀fẹ́ fún àwọn àgbẹ̀: {price}',
    offerBody: 'Ìṣàfilọ́lẹ̀ oko Kiwo kò ná ọ lówó kankan. Kò sí káàdì, kò sí àdéhùn.',
    footerCompany: 'Ilé-iṣẹ́',
    footerProduct: 'Àwọn ọjà wa',
    footerSupport: 'Ìrànlọ́wọ́',
    footerLegal: 'Òfin',
    footerSocial: 'Tẹ̀lé Kiwo',
    linkContact: 'Kàn sí wa nípasẹ̀ ímeèlì',
    linkAbout: 'Nípa Kiwo',
    linkCommunity: 'Àwùjọ àwọn àgbẹ̀',
    linkChatbot: 'Olùrànlọ́wọ́ WhatsApp',
    linkFarmersApp: 'Ìṣàfilọ́lẹ̀ àwọn àgbẹ̀',
    linkAgentsApp: 'Ìṣàfilọ́lẹ̀ àwọn aṣojú ìmọ̀ àgbẹ̀',
    linkVoiceAgent: 'Aṣojú ohùn AI',
    linkHelp: 'Bá Wa Sọ̀rọ̀',
    linkUssd: 'Tẹ {code}',
    linkPrivacy: 'Ìlànà àṣírí',
    copyright: '© {year} Kiwo. A ṣe é fún àwọn àgbẹ̀ ẹran-ọ̀sìn Nàìjíríà.',
  },
  newsletter: {
    title: 'Gba ìmọ̀ràn iṣẹ́ àgbẹ̀ nínú ímeèlì rẹ',
    description: 'Ìròyìn, iye owó ọjà àti ìmọ̀ràn fún àwọn àgbẹ̀ ẹran-ọ̀sìn. Kò sí àwúrúju.',
    emailLabel: 'Àdírẹ́sì ímeèlì',
    subscribe: 'Forúkọsílẹ̀',
    subscribing: 'Ó ń forúkọsílẹ̀...',
    invalidTitle: 'Ímeèlì kò tọ́',
    invalidBody: 'Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tó tọ́',
    successTitle: 'O ti forúkọsílẹ̀!',
    successBody: 'O ti forúkọsílẹ̀ fún ìwé ìròyìn wa ní àṣeyọrí',
    alreadyTitle: 'O ti forúkọsílẹ̀ tẹ́lẹ̀',
    alreadyBody: 'Ímeèlì yìí ti wà nínú àkójọ ìwé ìròyìn wa tẹ́lẹ̀.',
    failedTitle: 'Ìforúkọsílẹ̀ kò yọrí sí rere',
    failedBody: 'A kò lè forúkọ rẹ sílẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
    errorTitle: 'Àṣìṣe ìforúkọsílẹ̀',
    errorBody: 'Àṣìṣe kan ṣẹlẹ̀. Jọ̀wọ́ gbìyànjú lẹ́yìn ìgbà díẹ̀.',
  },
  privacy: {
    title: 'Ìlànà àṣírí',
    updated: 'Ìgbà tí a ṣàtúnṣe kẹ́yìn: Oṣù Kọkànlá 2026',
    intro:
      'Kiwo ń tọ́jú àkọsílẹ̀ fún àwọn àgbẹ̀ ẹran-ọ̀sìn, àwọn aṣojú ìmọ̀ àgbẹ̀ wọn àti àwọn tó ń ṣàkóso Kiwo. Ìkéde yìí ṣàlàyé ní ọ̀rọ̀ tó rọrùn ohun tí a ń kó jọ, ìdí rẹ̀, àti ẹ̀tọ́ rẹ lábẹ́ Òfin Ààbò Dátà ti Nàìjíríà 2023.',
    collectTitle: 'Ohun tí a ń kó jọ',
    collectBody:
      'Orúkọ rẹ, nọ́mbà fóònù rẹ àti ímeèlì (bí o bá fún wa); ìpínlẹ̀ rẹ, ọjọ́ orí rẹ àti àlàyé oko rẹ; Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN) bí o bá yàn láti fìdí rẹ̀ múlẹ̀; àkọsílẹ̀ oko tí ìwọ tàbí aṣojú rẹ tẹ̀; ìfọ̀rọ̀wérọ̀ rẹ pẹ̀lú olùrànlọ́wọ́ AI àti ìpè ohùn sí dókítà ẹranko AI; àti àkọsílẹ̀ ìmọ̀-ẹ̀rọ díẹ̀.',
    whyTitle: 'Ìdí tí a fi ń lò ó',
    whyBody:
      'Láti ṣiṣẹ́ àkáǹtì rẹ àti láti tọ́jú àkọsílẹ̀ oko rẹ, láti fún ọ ní ìmọ̀ràn lórí àwọn nọ́mbà tìrẹ, láti jẹ́ kí aṣojú rẹ ràn ọ́ lọ́wọ́, láti fìdí ẹni tí o jẹ́ múlẹ̀ nígbà tí o bá béèrè, àti láti pa Kiwo mọ́ láìléwu. A gbára lé ìfọwọ́sí rẹ àti àdéhùn iṣẹ́ wa.',
    ninTitle: 'NIN rẹ',
    ninBody:
      'Kò pọn dandan láti fún wa ní NIN rẹ. A ń tọ́jú rẹ̀ ní ìpamọ́ (encrypted), a ń fi hàn ní bíbò nìkan, a sì ń lò ó láti fìdí ẹni tí o jẹ́ múlẹ̀ nìkan.',
    shareTitle: 'Ta ló ń rí i',
    shareBody:
      'Ìwọ, aṣojú ìmọ̀ àgbẹ̀ tí a forúkọ rẹ sílẹ̀ lọ́dọ̀ rẹ̀, àti òṣìṣẹ́ Kiwo tí a fún ní àṣẹ. Àwọn ilé-iṣẹ́ tó ń fi SMS àti ímeèlì wa ránṣẹ́ tàbí tó ń ṣiṣẹ́ AI wa ń ṣe dátà fún wa lábẹ́ àdéhùn. A kò ní ta dátà rẹ láé.',
    keepTitle: 'Bí a ṣe ń pẹ́ tó pẹ̀lú rẹ̀',
    keepBody:
      'Níwọ̀n ìgbà tí o bá ní àkáǹtì. Nígbà tí o bá pa àkáǹtì rẹ rẹ́, a ó yọ dátà ara ẹni rẹ àti àkọsílẹ̀ oko rẹ kúrò lẹ́sẹ̀kẹsẹ̀; àkọsílẹ̀ ìmọ̀-ẹ̀rọ kì í pẹ́ ju ọjọ́ 90 lọ.',
    rightsTitle: 'Ẹ̀tọ́ rẹ',
    rightsBody:
      'O lè rí dátà rẹ kí o sì ṣàtúnṣe rẹ̀ nínú Ètò, fa ìfọwọ́sí rẹ sẹ́yìn, kí o sì pa àkáǹtì rẹ rẹ́ nígbàkúùgbà. O tún lè fi ẹ̀sùn sùn Àjọ Ààbò Dátà ti Nàìjíríà.',
    securityTitle: 'Bí a ṣe ń dáàbò bò ó',
    securityBody:
      'A ń tọ́jú ọ̀rọ̀ aṣínà gẹ́gẹ́ bí hash tó ní ààbò nìkan, a lè parí ìgbà ìwọlé nígbàkúùgbà, NIN sì wà ní ìpamọ́. Àwọn tó nílò rẹ̀ nìkan ló lè wọ̀ ọ́.',
    contactTitle: 'Kàn sí wa',
    contactBody: 'Ṣé o ní ìbéèrè nípa dátà rẹ? Kọ̀wé sí wa ní {email}.',
  },
  apiDocs: {
    title: 'Ìtọ́sọ́nà API Kiwo',
    intro:
      'Àwọn alájọṣepọ̀ lè so ètò wọn pọ̀ mọ́ Kiwo nípasẹ̀ API JSON yìí. Gbogbo ìdáhùn ní àwọn àyè success, message àti data; fi àmì ìgbà ìwọlé ránṣẹ́ gẹ́gẹ́ bí Bearer header.',
    download: 'Ṣe ìgbàsílẹ̀ ìwé OpenAPI',
    method: 'Ọ̀nà',
    path: 'Àdírẹ́sì',
    summary: 'Ohun tí ó ń ṣe',
    body: 'Àwọn àyè ìbéèrè',
    failed: 'A kò lè ṣí ìtọ́sọ́nà API.',
  },
} satisfies PartTranslation<'site'>;

export default site;
