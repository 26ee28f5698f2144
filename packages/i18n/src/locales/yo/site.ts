import type { PartTranslation } from '../../parts';

/** Yorùbá: the public pages a browser shows: privacy policy, API reference. */
const site = {
  privacy: {
    title: 'Ìlànà àṣírí',
    updated: 'Ìgbà tí a ṣàtúnṣe kẹ́yìn: Oṣù Kọkànlá 2026',
    intro:
      'Kiwo ń tọ́jú àkọsílẹ̀ fún àwọn àgbẹ̀ ẹran-ọ̀sìn, àwọn aṣojú ìmọ̀ àgbẹ̀ wọn àti àwọn tó ń ṣàkóso Kiwo. Ìkéde yìí ṣàlàyé ní ọ̀rọ̀ tó rọrùn ohun tí a ń kó jọ, ìdí rẹ̀, àti ẹ̀tọ́ rẹ lábẹ́ Òfin Ààbò Dátà ti Nàìjíríà 2023.',
    collectTitle: 'Ohun tí a ń kó jọ',
    collectBody:
      'Orúkọ rẹ, nọ́ńbà fóònù rẹ àti ímeèlì (bí o bá fún wa); ìpínlẹ̀ rẹ, ọjọ́ orí rẹ àti àlàyé oko rẹ; Nọ́ńbà Ìdánimọ̀ Orílẹ̀-èdè (NIN) bí o bá yàn láti fìdí rẹ̀ múlẹ̀; àkọsílẹ̀ oko tí ìwọ tàbí aṣojú rẹ tẹ̀; ìfọ̀rọ̀wérọ̀ rẹ pẹ̀lú olùrànlọ́wọ́ AI àti ìpè ohùn sí dókítà ẹranko AI; àti àkọsílẹ̀ ìmọ̀-ẹ̀rọ díẹ̀.',
    whyTitle: 'Ìdí tí a fi ń lò ó',
    whyBody:
      'Láti ṣiṣẹ́ àkáǹtì rẹ àti láti tọ́jú àkọsílẹ̀ oko rẹ, láti fún ọ ní ìmọ̀ràn lórí àwọn nọ́ńbà tìrẹ, láti jẹ́ kí aṣojú rẹ ràn ọ́ lọ́wọ́, láti fìdí ẹni tí o jẹ́ múlẹ̀ nígbà tí o bá béèrè, àti láti pa Kiwo mọ́ láìléwu. A gbára lé ìfọwọ́sí rẹ àti àdéhùn iṣẹ́ wa.',
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
