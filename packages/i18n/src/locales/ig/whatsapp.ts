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
