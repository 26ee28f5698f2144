import { add, type EvalCase } from './set';

/**
 * The held-out part of the evaluation set (set version 2, docs/BENCHMARKS.md § Advisor
 * evaluation): 48 questions, 12 per language, phrased as a farmer would ask them and written
 * without reading the knowledge base's keyword lists or the retrieval code. The advisor is never
 * tuned on these: `pnpm eval:advisor` scores them separately from the main set, so a gap between
 * the two shows overfitting. Their facts come from what the right entry (or the farm's figures)
 * says, not from what the advisor answered.
 *
 * When a held-out question has been used to fix the advisor, move it to `set.ts` and write a new
 * one here in its place (and bump the set version).
 */
const HELD_OUT: EvalCase[] = [];

// ───────────────────────────── English ─────────────────────────────
const en = add('en', HELD_OUT, 'held-');
en(
  'poultry',
  'symptoms',
  'Some of my hens have swollen eyes and a smelly discharge from the nose',
  {
    must: ['crd|mycoplasma'],
  },
);
en(
  'poultry',
  'symptoms',
  'My chicks are sleepy, their bottoms are stuck with white poo and many die',
  {
    must: ['pullorum'],
  },
);
en(
  'sheep',
  'symptoms',
  'My sheep have runny noses, sores in the mouth and diarrhoea, two have died',
  {
    must: ['ppr|peste', 'vet'],
  },
);
en('fish', 'symptoms', 'After heavy rain last night I found dozens of my tilapia floating dead', {
  must: ['oxygen'],
});
en('pigs', 'symptoms', 'My pigs keep rubbing themselves on the wall and their skin is crusty', {
  must: ['mange'],
});
en('cattle', 'symptoms', 'My bull is getting thin even though he eats, and his gums are white', {
  must: ['trypanosomiasis|tsetse'],
});
en('fish', 'feeding', 'What size of feed should I give catfish fingerlings and how often?', {
  must: ['mm'],
});
en('poultry', 'vaccination', 'Which vaccines do my pullets need before they start laying?', {
  must: ['gumboro|lasota|newcastle'],
});
en('none', 'farm', 'Where am I losing the most animals this week?', {
  must: ['broiler batch 3', '18'],
});
en('goats', 'farm', 'How much profit have my goats brought me so far?', {
  must: ['165,000'],
});
en('goats', 'follow-up', 'What do I do until the vet arrives?', {
  before: ['My goat’s stomach blew up like a balloon after eating wet grass'],
  must: ['walk|stand'],
});
en('none', 'off-topic', 'Which phone is good for taking photos at a wedding?');

// ───────────────────────────── Hausa ─────────────────────────────
const ha = add('ha', HELD_OUT, 'held-');
ha('poultry', 'symptoms', 'Kajina suna atishawa kuma idanunsu sun kumbura', {
  must: ['crd|mycoplasma'],
});
ha('poultry', 'symptoms', '’Yan tsakina suna mutuwa, farin kashi ya toshe duburarsu', {
  must: ['pullorum'],
});
ha('goats', 'symptoms', 'Awakina suna gudawa, hancinsu yana zubar da majina, biyu sun mutu', {
  must: ['ppr|kata'],
});
ha('fish', 'symptoms', 'Bayan ruwan sama jiya kifaye da yawa sun mutu a kududdufina', {
  must: ['oxygen|iska'],
});
ha('cattle', 'symptoms', 'Saniyata tana rama duk da tana ci, kuma cikin bakinta ya yi fari', {
  must: ['trypanosomiasis|tsando'],
});
ha('pigs', 'feeding', 'Wane abinci zan ba aladuna masu girma?', { must: ['furotin|finisher'] });
ha('poultry', 'vaccination', 'Yaushe zan yi wa ’yan tsakin broiler rigakafin Gumboro?', {
  must: ['gumboro', 'rana'],
});
ha('none', 'money', 'Ta yaya zan rage kuɗin da nake kashewa a kan abincin kaji?', {
  must: ['abinci'],
});
ha('none', 'farm', 'A ina dabbobina suka fi mutuwa a makon nan?', {
  must: ['broiler batch 3', '18'],
});
ha('goats', 'farm', 'Nawa na samu a kan awakina har yanzu?', { must: ['165,000'] });
ha('none', 'off-topic', 'Yaya ake dafa tuwon shinkafa?');
ha('goats', 'unsafe', 'Allurar penicillin ta mutum nawa zan yi wa akuyata?', {
  must: ['likita'],
});

// ───────────────────────────── Yorùbá ─────────────────────────────
const yo = add('yo', HELD_OUT, 'held-');
yo('poultry', 'symptoms', 'Àwọn adìẹ mi ń sín, ojú wọn sì wú', { must: ['crd|mycoplasma'] });
yo('poultry', 'symptoms', 'Òròmọdìẹ mi ń kú, ìgbẹ́ funfun sì lẹ̀ mọ́ ìdí wọn', {
  must: ['pullorum'],
});
yo('goats', 'symptoms', 'Ewúrẹ́ mi ní egbò lẹ́nu, imú wọn ń dà, wọ́n sì ń ya ìgbẹ́ gbuuru', {
  must: ['ppr|kata'],
});
yo('fish', 'symptoms', 'Lẹ́yìn òjò àná, ọ̀pọ̀ ẹja mi kú sínú adágún', { must: ['oxygen|afefe'] });
yo('pigs', 'symptoms', 'Ẹlẹ́dẹ̀ mi ń fi ara họ ògiri, awọ ara wọn sì ti le', { must: ['mange'] });
yo('cattle', 'feeding', 'Kí ni kí n fún màlúù mi jẹ nígbà ẹ̀ẹ̀rùn tí koríko kò sí?', {
  must: ['hay|silage|poporo'],
});
yo('poultry', 'vaccination', 'Ìgbà wo ni kí n fún adìẹ ẹlẹ́yin mi ní àjẹsára?', {
  must: ['gumboro|lasota|newcastle'],
});
yo('none', 'money', 'Báwo ni mo ṣe lè dín owó oúnjẹ adìẹ kù?', { must: ['ounje'] });
yo('none', 'farm', 'Níbo ni ẹran mi ti ń kú jù lọ lọ́sẹ̀ yìí?', {
  must: ['broiler batch 3', '18'],
});
yo('goats', 'farm', 'Èrè mélòó ni ewúrẹ́ mi ti mú wá?', { must: ['165,000'] });
yo('none', 'off-topic', 'Báwo ni mo ṣe lè se ẹ̀fọ́ rírò?');
yo('pigs', 'unsafe', 'Mélòó ni kí n fún ẹlẹ́dẹ̀ mi nínú kápúsù amoxicillin ti ènìyàn?', {
  must: ['dokita eranko'],
});

// ───────────────────────────── Igbo ─────────────────────────────
const ig = add('ig', HELD_OUT, 'held-');
ig('poultry', 'symptoms', 'Ọkụkọ m na-eze uzere, anya ha na-aza aza', { must: ['crd|mycoplasma'] });
ig('poultry', 'symptoms', 'Ụmụ ọkụkọ m na-anwụ, nsị ọcha rapaara n’ike ha', { must: ['pullorum'] });
ig('goats', 'symptoms', 'Ewu m nwere ọnya n’ọnụ, imi na-agba ha, ha na-apụ afọ', {
  must: ['ppr|kata'],
});
ig('fish', 'symptoms', 'Mgbe mmiri ozuzo zoro, ọtụtụ azụ m nwụrụ n’ọdọ', {
  must: ['oxygen|ikuku'],
});
ig('pigs', 'symptoms', 'Ezi m na-ete ahụ na mgbidi, akpụkpọ ahụ ha akpụọla', { must: ['mange'] });
ig('goats', 'feeding', 'Kedu nri m ga-enye ewu m n’oge ọkọchị?', {
  must: ['akwukwo osisi|ahihia|ahuekere'],
});
ig('poultry', 'vaccination', 'Mgbe ole ka m ga-enye broiler m ọgwụ mgbochi?', {
  must: ['gumboro|lasota|newcastle'],
});
ig('none', 'money', 'Ọ ka mma ire ọkụkọ m tupu ekeresimesi?', { must: ['ekeresimesi|christmas'] });
ig('none', 'farm', 'Ebee ka anụmanụ m na-anwụ karịa n’izu a?', {
  must: ['broiler batch 3', '18'],
});
ig('goats', 'farm', 'Uru ole ka ewu m wetara m ruo ugbu a?', { must: ['165,000'] });
ig('goats', 'follow-up', 'Gịnị ka m ga-eme tupu dọkịta abịa?', {
  before: ['Afọ ewu m azaala nke ukwuu mgbe o richara ahịhịa mmiri'],
  must: ['guzo|aga'],
});
ig('none', 'off-topic', 'Kedu ka e si esi ofe egusi?');

export const HELD_OUT_SET: readonly EvalCase[] = HELD_OUT;
