import type { PartTranslation } from '../../parts';

/** Igbo: the public pages: landing, home sections, newsletter, privacy policy, API reference. */
const site = {
  landing: {
    headline: 'Debe ndekọ ugbo gị. Mee ka ugbo gị too.',
    subtitle:
      'Kiwo na-enyere ndị na-azụ anụ aka idekọ ihe ha rere, anụ nwụrụ, nri na ahụike kwa ụbọchị, ma mee ka ha ghọọ ndụmọdụ.',
    getStartedFree: 'Malite n’Efu',
    goToDashboard: 'Gaa na Ogwe Njikwa',
    callAgent: 'Kpọọ Onye Ọrụ Anyị',
    ussdBadge: 'Enweghị data? Pịa {code}',
  },
  home: {
    valueRecords: 'Dekọọ ire ahịa, ọnwụ anụ na nri otu ụbọchị n’ime otu nkeji',
    valueInsight: 'Hụ ihe ọnụọgụ gị pụtara: mgbanwe, ọnwụ anụ na uru na naịra',
    valueAdvice: 'Jụọ dọkịta anụmanụ AI ajụjụ n’asụsụ Hausa, Yorùbá, Igbo ma ọ bụ Bekee',
    imageAlt: 'Eserese onye ọrụ ugbo jidere ekwentị n’akụkụ ụlọ ọkụkọ',
    imageCaption: 'Ndekọ ugbo gị, n’akpa gị na n’asụsụ gị.',
    callHint: 'Gwa onye ọrụ olu AI anyị okwu: {phone}',
    ussdTitle: 'Enweghị ekwentị smart ma ọ bụ data?',
    ussdBody: 'Pịa {code} site na ekwentị ọ bụla iji dekọọ data ugbo nke taa.',
    featuresTitle: 'Ihe niile ugbo gị chọrọ',
    learnMore: 'Gụkwuo',
    showLess: 'Belata',
    featureRecordsTitle: 'Ndekọ ugbo dijitalụ',
    featureRecordsBody: 'Ụlọ anụ, otu anụ na ngalaba anụ nwere ndekọ kwa ụbọchị.',
    featureRecordsMore:
      'Soro anụ ụlọ gị otu n’otu: ire ahịa, ọnwụ, nri, mmiri, ịdị arọ, ọmụmụ, mwepụ, ahụike, ọgwụ na ọgwụ mgbochi. Ngwa ahụ na-arụ ọrụ na-enweghị ịntanetị ma na-eziga ndekọ gị mgbe netwọk lọghachiri.',
    featureAdviceTitle: 'Ndụmọdụ dọkịta anụmanụ AI',
    featureAdviceBody: 'Azịza gbasara anụ gị, oge ọ bụla, n’asụsụ gị.',
    featureAdviceMore:
      'Kparịta ụka na onye enyemaka ọrụ ugbo AI n’ime ngwa ma ọ bụ na WhatsApp, ma ọ bụ kpọọ ahịrị ekwentị onye ọrụ olu AI n’asụsụ Hausa, Yorùbá na Igbo. Ọ na-eji ndekọ ugbo nke gị ma na-agwa gị mgbe ị ga-ahụ dọkịta anụmanụ.',
    featureAnalyticsTitle: 'Nyocha ego mbata na mmefu',
    featureAnalyticsBody: 'Mara ma ugbo gị ọ na-enweta uru.',
    featureAnalyticsMore:
      'Hụ ego mbata, mmefu, ọnwụ anụ na mgbanwe nri na naịra, kwa izu na kwa ọnwa, ma bupụ ndekọ gị na mpempe akwụkwọ ngụkọ.',
    featureMarketTitle: 'Ahịa na ndị ọrụ nkwado ugbo',
    featureMarketBody: 'Zụta ngwa ọrụ, ree anụ, nweta enyemaka ọkachamara.',
    featureMarketMore:
      'Chọta nri anụ, ọgwụ na ngwa ọrụ, ree anụ gị nye ndị na-azụ ahịa nọ gị nso, ma hazie nzukọ na onye ọrụ nkwado ugbo na-eso ugbo gị na ngwa ndị ọrụ Kiwo.',
    farmerCardTitle: 'Abụ m Onye Ọrụ Ugbo',
    farmerCardButton: 'Malite Ugbu a',
    farmerBullet1: 'Ndekọ kwa ụbọchị n’efu maka ụlọ na otu anụ ọ bụla',
    farmerBullet2: 'A na-agbakọrọ gị ọnwụ anụ, nri na uru',
    farmerBullet3: 'Ndụmọdụ dọkịta anụmanụ AI site na nkata, WhatsApp ma ọ bụ ekwentị',
    farmerBullet4: 'Ọ na-arụ ọrụ na-enweghị ịntanetị, yana USSD na ekwentị ọ bụla',
    farmerBullet5: 'Ree anụ ma zụta ngwa ọrụ n’ahịa',
    agentCardTitle: 'Abụ m Onye Ọrụ Nkwado Ugbo',
    agentCardButton: 'Sonye dịka Onye Ọrụ',
    agentBullet1: 'Debanye ndị ọrụ ugbo n’ubi site na ekwentị gị',
    agentBullet2: 'Hụ ndekọ na akụkọ onye ọrụ ugbo ọ bụla n’otu ebe',
    agentBullet3: 'Mara ndị ọrụ ugbo chọrọ nleta n’izu a',
    agentBullet4: 'Nweta ịdọ aka na ntị mgbe ọnwụ anụ bawanyere n’ugbo',
    agentBullet5: 'Dee akụkọ ma zaa arịrịọ ndụmọdụ',
    offerTitle: 'N’efu maka ndị ọrụ ugbo: {price}',
    offerBody: 'Ngwa ugbo Kiwo anaghị akwụ ụgwọ ọ bụla. Enweghị kaadị, enweghị nkwekọrịta.',
    footerCompany: 'Ụlọ ọrụ',
    footerProduct: 'Ngwaahịa',
    footerSupport: 'Enyemaka',
    footerLegal: 'Iwu',
    footerSocial: 'Soro Kiwo',
    linkContact: 'Kpọtụrụ anyị site na email',
    linkAbout: 'Gbasara Kiwo',
    linkCommunity: 'Obodo ndị ọrụ ugbo',
    linkChatbot: 'Onye enyemaka WhatsApp',
    linkFarmersApp: 'Ngwa ndị ọrụ ugbo',
    linkAgentsApp: 'Ngwa ndị ọrụ nkwado ugbo',
    linkVoiceAgent: 'Onye ọrụ olu AI',
    linkHelp: 'Kparịta Ụka na Anyị',
    linkUssd: 'Pịa {code}',
    linkPrivacy: 'Iwu nzuzo',
    copyright: '© {year} Kiwo. Emere ya maka ndị na-azụ anụ na Naịjirịa.',
  },
  newsletter: {
    title: 'Nweta ndụmọdụ ọrụ ugbo na email gị',
    description: 'Akụkọ, ọnụ ahịa na ndụmọdụ maka ndị na-azụ anụ. Enweghị ozi efu.',
    emailLabel: 'Adreesị email',
    subscribe: 'Debanye',
    subscribing: 'Ọ na-edebanye...',
    invalidTitle: 'Email ezighi ezi',
    invalidBody: 'Biko tinye adreesị email ziri ezi',
    successTitle: 'Edebanyela gị nke ọma!',
    successBody: 'I debanyela aha gị maka akwụkwọ ozi anyị nke ọma',
    alreadyTitle: 'Edebanyelarị gị',
    alreadyBody: 'Email a adịlarị na ndepụta akwụkwọ ozi anyị.',
    failedTitle: 'Ndebanye agaghị nke ọma',
    failedBody: 'Anyị enweghị ike idebanye gị. Biko nwaa ọzọ.',
    errorTitle: 'Njehie ndebanye',
    errorBody: 'Njehie mere. Biko nwaa ọzọ ma e mechaa.',
  },
  privacy: {
    title: 'Iwu nzuzo',
    updated: 'Emelitere ikpeazụ: Nọvemba 2026',
    intro:
      'Kiwo na-edebe ndekọ maka ndị na-azụ anụ, ndị ọrụ nkwado ugbo ha na ndị na-achịkwa Kiwo. Ọkwa a na-akọwa n’okwu dị mfe ihe anyị na-anakọta, ihe kpatara ya, na ikike gị n’okpuru Iwu Nchekwa Data nke Naịjirịa 2023.',
    collectTitle: 'Ihe anyị na-anakọta',
    collectBody:
      'Aha gị, nọmba ekwentị gị na email (ọ bụrụ na i nyere ya); steeti gị, afọ gị na nkọwa ugbo gị; Nọmba Njirimara Mba (NIN) ma ị họrọ ịkwado ya; ndekọ ugbo gị ma ọ bụ onye ọrụ gị tinyere; mkparịta ụka gị na onye enyemaka AI na oku olu gaa na dọkịta anụmanụ AI; na ndekọ teknụzụ ndị bụ isi.',
    whyTitle: 'Ihe anyị ji ya eme',
    whyBody:
      'Iji rụọ akaụntụ gị ma debe ndekọ ugbo gị, inye ndụmọdụ dabere n’ọnụọgụ gị, ikwe ka onye ọrụ nkwado gị nyere gị aka, ikwado onye ị bụ mgbe ị rịọrọ, na ichekwa Kiwo. Anyị dabere na nkwenye gị na nkwekọrịta ọrụ anyị.',
    ninTitle: 'NIN gị',
    ninBody:
      'Inye NIN gị abụghị iwu. Anyị na-echekwa ya na nzuzo (encrypted), na-egosi ya naanị n’ụzọ ekpuchiri ekpuchi, ma na-eji ya naanị ikwado onye ị bụ.',
    shareTitle: 'Onye na-ahụ ya',
    shareBody:
      'Gị onwe gị, onye ọrụ nkwado ugbo e debanyere gị n’aka ya, na ndị ọrụ Kiwo nwere ikike. Ụlọ ọrụ na-eziga SMS na email anyị ma ọ bụ na-arụ ọrụ AI anyị na-ahazi data maka anyị n’okpuru nkwekọrịta. Anyị anaghị ere data gị.',
    keepTitle: 'Ogologo oge anyị na-edebe ya',
    keepBody:
      'Ruo mgbe ị nwere akaụntụ. Mgbe ị hichapụrụ akaụntụ gị, a na-ewepụ data gị na ndekọ ugbo gị ozugbo; a naghị edebe ndekọ teknụzụ karịa ụbọchị 90.',
    rightsTitle: 'Ikike gị',
    rightsBody:
      'Ị nwere ike ịhụ ma dozie data gị na Ntọala, wepụ nkwenye gị, ma hichapụ akaụntụ gị oge ọ bụla. Ị nwekwara ike ịkpesa nye Ọrụ Nchekwa Data nke Naịjirịa.',
    securityTitle: 'Otú anyị si echebe ya',
    securityBody:
      'A na-echekwa okwuntughe naanị dịka hash echekwara nke ọma, a pụrụ ịkwụsị nnọkọ oge ọ bụla, a na-ezokwa NIN. Naanị ndị chọrọ ya nwere ike ịbanye.',
    contactTitle: 'Kpọtụrụ anyị',
    contactBody: 'Ị nwere ajụjụ gbasara data gị? Degara anyị na {email}.',
  },
  apiDocs: {
    title: 'Ntụaka API Kiwo',
    intro:
      'Ndị mmekọ nwere ike ijikọ usoro ha na Kiwo site na API JSON a. Azịza ọ bụla nwere mpaghara success, message na data; ziga akara nnọkọ dịka Bearer header.',
    download: 'Budata akwụkwọ OpenAPI',
    method: 'Ụzọ',
    path: 'Adreesị',
    summary: 'Ihe ọ na-eme',
    body: 'Mpaghara arịrịọ',
    failed: 'Enweghị ike ibuga ntụaka API.',
  },
} satisfies PartTranslation<'site'>;

export default site;
