/**
 * Text handling for retrieval in English, Hausa, Yorùbá and Igbo: fold case, tone marks and
 * hooked letters (farmers often type "adie" for "adìẹ", "kaza" for "ƙaza"), drop question words,
 * stem English endings, and add concept tokens (`@poultry`, `@death`) so "broilers", "kaji",
 * "adìẹ" and "ọkụkọ" all meet the same entries.
 */

const HOOKED: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', ŋ: 'n' };

/** Lower case, no tone marks or dots under letters, hooked letters plain, apostrophes as spaces (Igbo "n’ọnụ" is two words). */
export const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[ɓɗƙƴŋ]/g, (c) => HOOKED[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`‘]/g, ' ');

/** Words that carry no topic: question words and pronouns in the four languages. */
const STOPWORDS = new Set(
  `a an the and or but nor is are was were be been being am i im me my mine we us our you your
  yours he she him her his it its they them their this that these those what whats which who whom
  whose how why when where do does did doing done have has had having should shall can could would
  will may might must to of in on at for with from by about as into onto over under after before
  so if then than too very just also there here some any no yes please help tell know want need
  give get got use using used make makes made much many lot lots thing things way ways now today
  again still ok okay hello hi thanks thank sir madam ma dear kindly advise advice go going start
  starting best good better well right one two three every each other another more most less same
  such only own up down out off let lets see look like say said around keep kept put take taken
  ask asking question answer am is wetin dey abeg una
  da na ne ce ta ya su ni ka ki mu ku yaya menene mene shin don domin cikin kuma amma wannan yake
  take suke zan zai ko sun sai fa nawa wane wace ina suna kai kin muna
  mi ti si ati se ki kini bawo wa o n won wo naa yii fun pelu lati mo emi awon sugbon tabi nje
  mo ohun ninu ti bi
  saboda me yi zan kamar shin gaba nan haka yanzu
  igba lo dara ju le tun daadaa dada ko sin jo re nko yoo si nitori
  olee oge kacha mma iji esi nweta kwanu ozo oma
  m ha nke gi bu ma gini kedu ndi e ka ihe maka ga enwere mu anyi unu`.split(/\s+/),
);

interface Concept {
  token: string;
  members: string[];
}

/** Concept groups; members are folded words. A member adds its concept token beside itself. */
const CONCEPTS: Concept[] = [
  {
    token: '@poultry',
    members:
      'poultry chicken chickens hen hens bird birds fowl fowls broiler broilers layer layers cockerel cockerels pullet pullets noiler noilers chick chicks turkey turkeys kaza kaji tsaki adie oromodie okuko'.split(
        ' ',
      ),
  },
  { token: '@goat', members: 'goat goats buck bucks kid kids akuya awaki ewure ewu'.split(' ') },
  {
    token: '@sheep',
    members: 'sheep ram rams ewe ewes lamb lambs tunkiya tumaki rago aguntan aturu'.split(' '),
  },
  {
    token: '@cattle',
    members:
      'cattle cow cows bull bulls calf calves heifer heifers oxen shanu saniya maraki maluu malu ehi'.split(
        ' ',
      ),
  },
  {
    token: '@pig',
    members:
      'pig pigs swine sow sows boar boars piglet piglets hog hogs alade aladu elede ezi'.split(' '),
  },
  {
    token: '@fish',
    members: 'fish fishes catfish tilapia fingerling fingerlings kifi eja azu'.split(' '),
  },
  {
    token: '@death',
    members:
      'die dies died dying dead death deaths mortality mortalities mutuwa mutu ku iku anwu nwuru onwu'.split(
        ' ',
      ),
  },
  {
    token: '@cough',
    members: 'cough coughs coughing coughed tari iko wuko wiwuko ukwara'.split(' '),
  },
  {
    token: '@diarrhoea',
    members: 'diarrhoea diarrhea scours zawo gudawa gbuuru osisa'.split(' '),
  },
  {
    token: '@vaccine',
    members:
      'vaccine vaccines vaccination vaccinations vaccinate vaccinated vaccinating immunise immunize rigakafi ajesara mgbochi'.split(
        ' ',
      ),
  },
  { token: '@feed', members: 'feed feeds feeding fed food ration abinci ounje nri'.split(' ') },
  { token: '@water', members: 'water ruwa omi mmiri'.split(' ') },
  {
    token: '@worm',
    members: 'worm worms deworm deworming dewormer dewormers tsutsa tsutsar aran ikpuru'.split(' '),
  },
  { token: '@tick', members: 'tick ticks kaska eegbon'.split(' ') },
  { token: '@blood', members: 'blood bloody bleeding bleed bleeds jini eje obara'.split(' ') },
  { token: '@egg', members: 'egg eggs kwai eyin akwa'.split(' ') },
  {
    token: '@vet',
    members: 'vet vets veterinarian veterinary likita likitan dokita'.split(' '),
  },
  {
    token: '@drug',
    members:
      'drug drugs medicine medicines medication antibiotic antibiotics dose dosage magani oogun ogwu'.split(
        ' ',
      ),
  },
  {
    token: '@sick',
    members: 'sick ill illness disease diseases cuta ciwo aisan arun oria'.split(' '),
  },
  { token: '@heat', members: 'heat hot zafi ooru okpomoku'.split(' ') },
  // Synonyms per language for the words farmers use most (ADR 0047).
  {
    token: '@breath',
    members:
      'pant panting pants gasp gasping breathe breathing breath haki numfashi helehele ume'.split(
        ' ',
      ),
  },
  { token: '@air', members: 'air ventilation ventilate draught iska afefe ikuku'.split(' ') },
  { token: '@shade', members: 'shade shaded inuwa iboji ndo'.split(' ') },
  {
    token: '@thin',
    members: 'thin weak rame rama ramewa ramewar ru riru tachaa'.split(' '),
  },
  {
    token: '@eye',
    members: 'eye eyes eyelid eyelids ido idanu idonsu oju anya'.split(' '),
  },
  { token: '@pale', members: 'pale fari farin funfun ocha'.split(' ') },
  {
    token: '@bloat',
    members: 'bloat bloated bloating kumburi kumbura kumburin wu wiwu aza azaala ozizza'.split(' '),
  },
  { token: '@left', members: 'left hagu osi ekpe'.split(' ') },
  { token: '@profit', members: 'profit profits riba ribar ere jere uru'.split(' ') },
  { token: '@sell', members: 'sell selling sale sales sayar sayarwa ree'.split(' ') },
  {
    token: '@money',
    members: 'money cost costs expense expenses kudi kudin owo ego emefu'.split(' '),
  },
  { token: '@reduce', members: 'reduce cut lower rage din belata'.split(' ') },
  { token: '@prevent', members: 'prevent prevention hana dena gbochie'.split(' ') },
  {
    token: '@human',
    members: 'human humans people person pharmacy mutane mutum eniyan mmadu'.split(' '),
  },
  {
    token: '@pill',
    members:
      'tablet tablets capsule capsules pill pills kwaya kwayoyi kwayoyin kapusu mkpuru'.split(' '),
  },
];

const CONCEPT_OF = new Map<string, string>();
for (const concept of CONCEPTS) {
  for (const member of concept.members) CONCEPT_OF.set(member, concept.token);
}

export const SPECIES_CONCEPTS = [
  '@poultry',
  '@goat',
  '@sheep',
  '@cattle',
  '@pig',
  '@fish',
] as const;

const DOUBLED = /([bdgmnprt])\1$/;

/** A light English stemmer: plural and -ing/-ed endings, enough to meet the entries' words. */
const stem = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3).replace(DOUBLED, '$1');
  if (word.endsWith('ed') && word.length > 5 && !word.endsWith('eed')) {
    return word.slice(0, -2).replace(DOUBLED, '$1');
  }
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
};

/**
 * Hausa possessive and linking endings: "kajina" (my chickens) is "kaji" + "-na", "zafin rana"
 * is "zafi" + "-n", "idanunsu" is "idanu" + "-nsu". A word the concept lists do not know is
 * tried without them.
 */
const SUFFIXES = ['nsu', 'nsa', 'nta', 'rsa', 'na', 'ta', 'ka', 'ki', 'mu', 'ku', 'su', 'n', 'r'];

/** The word and its forms without a Hausa possessive ending (longest base first). */
export const variants = (word: string): string[] => [
  word,
  ...SUFFIXES.filter((x) => word.endsWith(x) && word.length - x.length >= 3).map((x) =>
    word.slice(0, -x.length),
  ),
];

/** The concept of a word or of its base without a possessive ending. */
const conceptOf = (word: string): string | undefined => {
  for (const form of variants(word)) {
    const concept = CONCEPT_OF.get(form);
    if (concept) return concept;
  }
  return undefined;
};

/** Folded words of a text, split on anything that is not a letter; numbers dropped. */
const words = (text: string): string[] =>
  fold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);

/** One word of a text: its stemmed content term (none for a stopword) and its concept. */
export interface Token {
  term: string | undefined;
  concept: string | undefined;
}

/** Every word as a term and/or concept; stopwords keep only their concept (if any). */
export const analyze = (text: string): Token[] =>
  words(text)
    .map((word) => ({
      term: STOPWORDS.has(word) || word.length < 2 ? undefined : stem(word),
      concept: conceptOf(word),
    }))
    .filter((t) => t.term !== undefined || t.concept !== undefined);

/** All terms and concepts of a text, in order (repeats kept: they are term frequencies). */
export const tokenize = (text: string): string[] =>
  analyze(text).flatMap((t) => [t.term, t.concept].filter((x): x is string => x !== undefined));

/** Levenshtein distance up to `max` (returns max + 1 beyond it), for farmers' typing slips. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
};
