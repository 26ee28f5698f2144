import type { PartTranslation } from '../../parts';

/** Igbo: the WhatsApp chatbot's replies (WhatsApp shows ị ọ ụ ṅ: they are kept). */
const whatsapp = {
  whatsapp: {
    help: 'Ndewo {name}! Zitere m ihe mere taa n’okwu dị mfe, dịka “ọkụkọ 2 nwụrụ na House A”, “erere m ọkụkọ 3 na 13500”, “nri 25kg”. Jụọ ajụjụ ọ bụla gbasara ịzụ anụ, ma ọ bụ zite “taa” ma ọ bụ “izu a” ka ị hụ ọnụọgụ ugbo gị. Zite “asụsụ” ka ị gbanwee asụsụ.',
    unknownNumber:
      'Ndewo! Nọmba WhatsApp a adịbeghị na Kiwo. Debanye aha n’efu na {url} ma ọ bụ pịa *347*754#, wee zitere anyị ozi ọzọ site na nọmba a.',
    suspended: 'Akwụsịtụrụ akaụntụ Kiwo gị. Biko kpọtụrụ ndị enyemaka Kiwo.',
    notFarmer:
      'Mkparịta ụka a na-edekọ ihe ugbo maka ndị ọrụ ugbo. Biko jiri ngwa Kiwo maka akaụntụ gị.',
    signupOffer:
      'Ndewo! Nọmba WhatsApp a adịbeghị na Kiwo. Ị chọrọ ịdebanye aha ebe a na mkparịta ụka a? Ọ ga-ewe naanị otu nkeji: aha gị, steeti gị na anụ ụlọ gị.',
    signupYes: 'Debanye aha ebe a',
    signupOtherWays: 'Ụzọ ndị ọzọ',
    signupLanguage: 'Asụsụ',
    signupAskName: 'Gịnị bụ aha mbụ gị na aha nna gị? (Ziga “kagbuo” mgbe ọ bụla iji kwụsị.)',
    signupBadName: 'Biko ziga aha mbụ gị na aha nna gị, dịka “Aisha Bello”.',
    signupAskState: 'Daalụ, {name}. Na steeti ole ka ị na-azụ anụ? Dịka Enugu',
    signupBadState: 'Amaghị m steeti “{text}”. Biko ziga otu n’ime steeti 36, dịka “Kano”.',
    signupAskLivestock: 'Kedu anụ ụlọ ị na-azụkarị?',
    signupLivestockButton: 'Anụ ụlọ',
    signupBadLivestock: 'Biko họrọ anụ ụlọ gị site na ndepụta ahụ.',
    signupCode: '{name}, {state}, {livestock}. Iji mepee akaụntụ Kiwo gị, zaghachi koodu a: {code}',
    signupBadCode:
      'Nke ahụ abụghị koodu ahụ. Biko zaghachi koodu nwere ọnụọgụ 6 dị n’elu, ma ọ bụ ziga “kagbuo”.',
    signupTooManyTries:
      'Koodu ezighi ezi dị ọtụtụ, ya mere ndebanye aha akwụsịla. Ziga ozi ọ bụla ịmalite ọzọ.',
    signupDone:
      'Nnọọ na Kiwo, {name}! Akaụntụ gị adịla njikere. Ziga ndekọ gị ebe a, dịka “ọkụkọ 2 nwụrụ na House A”, ma ọ bụ jụọ ajụjụ ọ bụla gbasara ugbo. Iji jiri ngwa weebụ, mepee {url} ma họrọ “Echefuru m okwuntughe”.',
    signupTaken: 'Nọmba a enweelarị akaụntụ Kiwo. Ziga ozi ọ bụla iji gaa n’ihu.',
    signupCancelled:
      'Akagbuola ndebanye aha. Ọ dịghị ihe echekwara. Iji debanye aha ma emechaa: {url} ma ọ bụ pịa *347*754#.',
    agentHelp:
      'Dee maka otu n’ime ndị ọrụ ugbo gị otu a: “maka Aisha Bello: ọkụkọ 2 nwụrụ na House A”.',
    agentNoFarmer:
      'Ọ dịghị onye ọrụ ugbo gị aha ya bụ “{name}”. Lelee aha ahụ, ma ọ bụ debanye onye ọrụ ugbo ahụ na ngwa Kiwo.',
    agentChooseFarmer: 'Ihe karịrị otu n’ime ndị ọrụ ugbo gị aha ha bụ “{name}”. Kedu nke?',
    agentFarmersButton: 'Họrọ onye ọrụ ugbo',
    agentFarmersTitle: 'Ndị ọrụ ugbo gị',
    agentForFarmer: 'Maka {farmer}: {text}',
    agentNotEntry:
      'Maka {farmer}, naanị ndekọ ụbọchị ka m na-anabata, dịka “maka {farmer}: ọkụkọ 2 nwụrụ na House A”.',
    botOff:
      'Agbanyụọla onye enyemaka WhatsApp Kiwo maka akaụntụ gị. Biko jiri ngwa Kiwo ma ọ bụ pịa *347*754#, ma ọ bụ kpọtụrụ nkwado Kiwo.',
    noSections:
      'Ị nweghị ngalaba na-arụ ọrụ ugbu a. Tinye otu na ngalaba na ngwa Kiwo, wee zighachi ndekọ gị.',
    confirm: 'Tinye nke a na ndekọ taa maka {section}: {what}?',
    entryDeaths: 'ọnwụ {count}',
    entrySold: 'erere {count} na ₦{naira}',
    entryFeed: 'nri {kg} kg',
    entryBirths: 'ọmụmụ {count}',
    confirmButton: 'Kwado',
    cancelButton: 'Kagbuo',
    chooseSection: 'Kedu ngalaba nke a bụ maka ya? {what}',
    sectionsButton: 'Họrọ ngalaba',
    sectionsTitle: 'Ngalaba gị',
    liveAnimals: '{count} dị ndụ',
    saved:
      'Edekọla ✅ {section} taa: ọnwụ {deaths}, erere {sold}, nri {feed} kg. Ndị dị ndụ ugbu a: {live}.',
    cancelled: 'Akagbuola ya. Ọ dịghị ihe edekọrọ.',
    expired: 'Oge nkwado ahụ agafeela, ya mere ọ dịghị ihe edekọrọ. Biko zighachi ndekọ ahụ.',
    alreadyDone: 'Edozilarị ndekọ ahụ.',
    notEnough: 'Edekọghị ya: naanị anụ {alive} dị ndụ na {section}.',
    notSaved: 'Edekọghị ya: enweghị ike itinye ndekọ ahụ. Biko lelee ya ma nwaa ọzọ.',
    reportToday:
      '📊 Taa n’ugbo gị: anụ {live} dị ndụ, ọnwụ {deaths}, erere {sold} (₦{naira}), nri {feed} kg, mmefu ₦{expenses}.',
    reportWeek:
      '📊 Ụbọchị 7 gara aga: ọnwụ {deaths}, erere {sold} (₦{naira}), nri {feed} kg, mmefu ₦{expenses}. Anụ dị ndụ ugbu a: {live}.',
    languageMenu: 'Họrọ asụsụ gị:',
    languageButton: 'Asụsụ',
    languageSet: 'Ọ dị mma, aga m aza gị n’Igbo site ugbu a.',
    advisorFailed: 'Ndo, enweghị m ike ịza ugbu a. Biko nwaa ọzọ n’oge na-adịghị anya.',
    tooFast: 'Ị na-ezite ozi ngwa ngwa. Biko chere otu nkeji wee nwaa ọzọ.',
    voiceNotHeard: 'Anụghị m ihe ị kwuru nke ọma. Biko dee ozi gị.',
    voiceNotFound:
      'Enwetaghị m ozi olu ahụ; o nwere ike ịbụ na oge ya agafeela. Biko zigharịa ya, ma ọ bụ dee ozi gị.',
    voiceTooLarge:
      'Ozi olu ahụ toro ogologo nke ukwuu. Biko zite nke dị mkpirikpi (erughị otu nkeji), ma ọ bụ dee ozi gị.',
    voiceUnavailable: 'Enweghị m ike ige ozi olu ugbu a. Biko dee ozi gị.',
    csvCaption:
      'Ndekọ ugbo gị (ụbọchị niile) dị ka faịlụ mpempe akwụkwọ. Mepee ya na Excel ma ọ bụ Google Sheets.',
    csvEmpty:
      'Ị nweghị ndekọ ọ bụla a ga-ebupụta ugbu a. Buru ụzọ zite ihe mere taa, dị ka “ọkụkọ 2 nwụrụ na House A”.',
    csvFailed:
      'Enweghị m ike izite faịlụ ahụ ugbu a. Biko nwaa ọzọ ma emechaa, ma ọ bụ budata ya na ngwa Kiwo.',
    unsupported: 'Naanị ozi ederede ka m nwere ike ịgụ. Biko dee ozi gị.',
  },
} satisfies PartTranslation<'whatsapp'>;

export default whatsapp;
