import { crates } from '@kiwo/domain';
import type { Species } from '../knowledge';
import type {
  AdvisorLanguage,
  FeedStockFigures,
  HealthDueFigures,
  LayingFigures,
  MilkFigures,
} from '../types';

/** Numbers as a Nigerian reader writes them (12,500), the same in every language. */
const num = (value: number) =>
  new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 }).format(value);
export const naira = (value: number) => `₦${num(Math.round(value))}`;

type Kinds = Record<Exclude<Species, 'general'>, string>;
const SPECIES_EN: Kinds = {
  poultry: 'poultry',
  fish: 'fish',
  pigs: 'pigs',
  goats: 'goats',
  sheep: 'sheep',
  cattle: 'cattle',
};
const SPECIES_HA: Kinds = {
  poultry: 'kaji',
  fish: 'kifi',
  pigs: 'aladu',
  goats: 'awaki',
  sheep: 'tumaki',
  cattle: 'shanu',
};
const SPECIES_YO: Kinds = {
  poultry: 'adìẹ',
  fish: 'ẹja',
  pigs: 'ẹlẹ́dẹ̀',
  goats: 'ewúrẹ́',
  sheep: 'àgùntàn',
  cattle: 'màlúù',
};
const SPECIES_IG: Kinds = {
  poultry: 'ọkụkọ',
  fish: 'azụ',
  pigs: 'ezi',
  goats: 'ewu',
  sheep: 'atụrụ',
  cattle: 'ehi',
};

/** Answers to "my farm" questions (`farm-answers.ts`); numbers as the dashboard shows them. */
interface FarmPhrases {
  noRecords: string;
  noneOfKind: (species: Exclude<Species, 'general'>) => string;
  noDeathsWeek: string;
  noDeathsLife: string;
  worstWeek: (name: string, deaths: number, rate: number) => string;
  worstLife: (name: string, deaths: number, rate: number) => string;
  others: (items: string[]) => string;
  batchDeaths: (name: string, deaths: number, rate: number) => string;
  checkWorst: string;
  deathsMonth: (current: number, prior: number) => string;
  deathsWeek: (total: number) => string;
  deathsWeekOf: (total: number) => string;
  byBatch: (items: string[]) => string;
  rate: (rate: number, deaths: number, placed: number) => string;
  rateOf: (name: string, rate: number, deaths: number, placed: number) => string;
  batchRate: (name: string, rate: number) => string;
  money: (names: string[], sales: number, expenses: number) => string;
  money30: (sales: number, expenses: number) => string;
  feed: (name: string, kg: number) => string;
  weight: (name: string, kg: number | null, previous: number | null) => string;
  lastRecord: (date: string | null) => string;
  consultations: (open: number) => string;
  /** Production, stock and health (ADR 0059, 0063, 0056), as the farm's screens show them. */
  laying: (l: LayingFigures) => string;
  layDrop: (l: LayingFigures & { drop: NonNullable<LayingFigures['drop']> }) => string;
  noLaying: string;
  milk: (m: MilkFigures) => string;
  noMilk: string;
  feedLeft: (f: FeedStockFigures) => string;
  noFeedStock: string;
  /** `item` is the schedule item's name in the reader's language (the health calendar's). */
  healthDue: (item: string, h: HealthDueFigures) => string;
  noHealthDue: string;
}

const crateCount = (eggs: number) => crates(eggs);
/** The lay rate's direction against the days before: null without earlier days. */
const layTrend = (l: LayingFigures) =>
  l.previousRate === null ? null : trendOf(l.layRate, l.previousRate);

const trendOf = (kg: number, previous: number) =>
  kg > previous ? 'up' : kg < previous ? 'down' : 'same';

export interface Phrases {
  emergency: string;
  /** After "not sure": the offer of a person (a consultation with a vet or extension agent). */
  consult: string;
  /** The farm's mortality rate, the dashboard's figure (ADR 0040). */
  rateLine: (rate: number) => string;
  farm: FarmPhrases;
  greeting: (name: string) => string;
  dontKnow: string;
  alsoSee: string;
  /** After a model's answer that hit its length limit (openai.ts): never a silent cut. */
  truncated: string;
  dose: string;
  sources: string;
  deaths: (deaths: number) => string;
  deathsNone: string;
  deaths7: (deaths: number) => string;
  deathsRising: string;
  change: (direction: 'up' | 'down' | 'same' | 'new', percent: number) => string;
  feed: (kg: number) => string;
  money: (sales: string, expenses: string) => string;
  herd: (animals: number, batches: number) => string;
  /** The farm's animals of the species a question is about ("your 480 poultry"). */
  flock: (animals: number, batches: number, species: Exclude<Species, 'general'>) => string;
}

const en: Phrases = {
  consult:
    'Would you like a person to look at it? Open a consultation in Kiwo (Consultations) and a vet or extension agent will answer you.',
  rateLine: (rate) =>
    `Your mortality rate is ${num(rate)}% (deaths ÷ animals placed in your active batches, as on your dashboard).`,
  farm: {
    noRecords:
      'I don’t see any farm records in Kiwo yet. Add a batch and record each day, and I can answer questions about your farm.',
    noneOfKind: (s) =>
      `You have no ${SPECIES_EN[s]} in an active batch; here are all your batches.`,
    noDeathsWeek: 'No animal has died this week (since Monday) in any batch.',
    noDeathsLife: 'No deaths are recorded in your active batches.',
    worstWeek: (name, d, rate) =>
      `This week (since Monday) ${name} is doing worst: ${num(d)} deaths, ${num(rate)}% of its animals.`,
    worstLife: (name, d, rate) =>
      `${name} is doing worst since it started: ${num(d)} deaths, ${num(rate)}% of the animals placed.`,
    others: (items) => `The others: ${items.join('; ')}.`,
    batchDeaths: (name, d, rate) => `${name} ${num(d)} (${num(rate)}%)`,
    checkWorst:
      'Check that batch today: water, feed, heat and signs of disease; if deaths keep coming, call a vet.',
    deathsMonth: (c, p) =>
      `${num(c)} animals died in the last 30 days (${num(p)} in the 30 days before).`,
    deathsWeek: (t) => `${num(t)} animals died this week (since Monday).`,
    deathsWeekOf: (t) => `${num(t)} died this week (since Monday).`,
    byBatch: (items) => `By batch: ${items.join('; ')}.`,
    rate: (rate, d, placed) =>
      `Your mortality rate is ${num(rate)}%: ${num(d)} deaths of the ${num(placed)} animals placed in your active batches (the same figure as your dashboard).`,
    rateOf: (name, rate, d, placed) =>
      `${name}: mortality rate ${num(rate)}% (${num(d)} deaths of ${num(placed)} placed).`,
    batchRate: (name, rate) => `${name} ${num(rate)}%`,
    money: (names, sales, expenses) => {
      const diff = sales - expenses;
      return `${names.join(', ')}: sales ${naira(sales)} and expenses ${naira(expenses)} since the batch started — ${diff >= 0 ? `${naira(diff)} profit` : `a loss of ${naira(-diff)}`}.`;
    },
    money30: (sales, expenses) =>
      `In the last 30 days: sales ${naira(sales)}, expenses ${naira(expenses)}.`,
    feed: (name, kg) => `${name} ate ${num(kg)} kg of feed in the last 30 days.`,
    weight: (name, kg, prev) =>
      kg === null
        ? `${name}: no weights recorded yet.`
        : prev === null
          ? `${name}: latest average weight ${num(kg)} kg.`
          : `${name}: average weight ${num(kg)} kg at the last weigh-in, ${{ up: 'up from', down: 'down from', same: 'the same as' }[trendOf(kg, prev)]} ${num(prev)} kg at the one before.`,
    lastRecord: (d) =>
      d ? `Your last record is from ${d}.` : 'You have not recorded anything yet.',
    consultations: (open) =>
      open === 0
        ? 'You have no open consultation with a vet or extension agent.'
        : `You have ${num(open)} open consultation${open === 1 ? '' : 's'} with a vet or extension agent.`,
    laying: (l) => {
      const c = crateCount(l.eggs);
      const t = layTrend(l);
      return `${l.batch}: lay rate ${num(l.layRate)}% on ${l.date} (${num(l.eggs)} eggs from ${num(l.hens)} hens: ${num(c.crates)} crates and ${num(c.eggs)} eggs), ${num(l.cracked)} cracked.${t === null ? '' : ` ${{ up: 'Up from', down: 'Down from', same: 'The same as' }[t]} ${num(l.previousRate ?? 0)}% on average over the days before.`} Last 7 days: ${num(l.eggs7d)} eggs, ${num(l.cracked7d)} cracked.`;
    },
    layDrop: (l) =>
      `Alert: the lay rate of ${l.batch} fell ${num(l.drop.points)} points in 3 days (from ${num(l.drop.from)}% to ${num(l.drop.to)}%). Check water, feed, light and signs of disease today; if it keeps falling, call a vet.`,
    noLaying: 'No eggs are recorded for your layers in the last 30 days.',
    milk: (m) =>
      `${m.batch}: ${num(m.litres)} litres of milk on ${m.date}; ${num(m.litres7d)} litres in the last 7 days.`,
    noMilk: 'No milk is recorded in the last 30 days.',
    feedLeft: (f) =>
      f.daysLeft === null
        ? `${f.item}: ${num(f.onHandKg)} kg left; record the feed you use each day and I can tell how many days it lasts.`
        : `${f.item}: ${num(f.onHandKg)} kg left — about ${num(f.daysLeft)} day${f.daysLeft === 1 ? '' : 's'} at ${num(f.dailyKg ?? 0)} kg a day.${f.low ? ' That is low: buy more feed now.' : ''}`,
    noFeedStock:
      'You have not recorded any feed bought in Stock, so I cannot tell how much is left. Add your feed purchases in Stock.',
    healthDue: (item, h) =>
      h.status === 'overdue'
        ? `${item} for ${h.batch} (${h.section}) is overdue: it was due by ${h.dueTo}.`
        : `${item} for ${h.batch} (${h.section}) is due now, between ${h.dueFrom} and ${h.dueTo}.`,
    noHealthDue:
      'No vaccination or treatment is due or overdue in your active batches. Your health calendar shows what comes next.',
  },
  emergency:
    'This sounds like an emergency: call a vet (veterinary doctor) now — do not wait. Until the vet comes, separate sick animals, do not sell or eat sick or dead animals, and keep people and other animals away.',
  greeting: (name) =>
    `Hello ${name}! Ask me about your animals — for example “my layers are laying fewer eggs” or “when should I vaccinate my broilers?”. I can help with poultry, fish, pigs, goats, sheep and cattle.`,
  dontKnow:
    'I’m not sure about that one, and I would rather not guess. I can help with poultry, fish, pigs, goats, sheep and cattle: diseases, vaccination, feeding, housing and your farm records. For a sick animal, please call a vet or your extension agent.',
  alsoSee: 'Also worth checking',
  truncated:
    '(My answer was cut short here. Ask me to continue, or open a consultation for the rest.)',
  dose: 'For any medicine, follow the label or a vet’s dose — I can’t give a safe dose without the animals being examined.',
  sources: 'Sources',
  deaths: (d) => `From your records: ${num(d)} deaths in the last 30 days`,
  deathsNone: 'From your records: no deaths in the last 30 days.',
  deaths7: (d) => `${num(d)} in the last 7 days.`,
  deathsRising: 'That is more than usual for your farm — if deaths keep rising, call a vet.',
  change: (direction, percent) =>
    direction === 'new'
      ? 'with none in the 30 days before'
      : direction === 'same'
        ? 'about the same as the 30 days before'
        : `${direction} ${num(percent)}% on the 30 days before`,
  feed: (kg) => `Your farm used ${num(kg)} kg of feed in the last 30 days`,
  money: (sales, expenses) =>
    `In the last 30 days your sales were ${sales} and your expenses ${expenses}.`,
  herd: (animals, batches) =>
    `You have ${num(animals)} animals in ${num(batches)} active batch${batches === 1 ? '' : 'es'}.`,
  flock: (animals, batches, species) =>
    `You keep ${num(animals)} ${SPECIES_EN[species]} in ${num(batches)} active batch${batches === 1 ? '' : 'es'}.`,
};

/**
 * Hausa speaks to a man (ka), a woman (ki) and someone whose gender is not known (the respectful
 * ku) in different words, as the SMS alerts do (ADR 0053): the phrases of one reader.
 */
const ha = (g: Address): Phrases => ({
  consult: `${g.Kana} so mutum ya duba? ${g.Ka} buɗe tuntuɓa a cikin Kiwo (Consultations), likitan dabbobi ko malamin gona zai amsa ${g.maka}.`,
  rateLine: (rate) =>
    `Yawan mutuwa a gonar${g.ka} ${num(rate)}% (mutuwa ÷ dabbobin da aka saka a rukunan${g.ka} masu aiki, kamar a allon bayanan${g.ka}).`,
  farm: {
    noRecords: `Ban ga bayanan gona a cikin Kiwo ba tukuna. ${g.Ka} ƙara rukuni ${g.ka} riƙa rubuta bayanai kowace rana, sai in iya amsa tambayoyi game da gonar${g.ka}.`,
    noneOfKind: (s) =>
      `Ba ${g.ka} da ${SPECIES_HA[s]} a rukunin da ke aiki; ga dukkan rukunan${g.ka}.`,
    noDeathsWeek: 'Babu dabbar da ta mutu a wannan makon (tun ranar Litinin) a kowane rukuni.',
    noDeathsLife: `Babu mutuwa da aka rubuta a rukunan${g.ka} masu aiki.`,
    worstWeek: (name, d, rate) =>
      `A wannan makon (tun ranar Litinin), ${name} ne ya fi muni: mutuwa ${num(d)}, wato ${num(rate)}% na dabbobinsa.`,
    worstLife: (name, d, rate) =>
      `${name} ne ya fi muni tun farkonsa: mutuwa ${num(d)}, wato ${num(rate)}% na dabbobin da aka saka.`,
    others: (items) => `Sauran: ${items.join('; ')}.`,
    batchDeaths: (name, d, rate) => `${name} ${num(d)} (${num(rate)}%)`,
    checkWorst: `${g.Ka} duba wannan rukunin yau: ruwa, abinci, zafi da alamun cuta; idan mutuwa ta ci gaba, ${g.ka} kira likitan dabbobi.`,
    deathsMonth: (c, p) =>
      `Dabbobi ${num(c)} ne suka mutu a kwanaki 30 da suka wuce (${num(p)} a kwanaki 30 kafin haka).`,
    deathsWeek: (t) => `Dabbobi ${num(t)} ne suka mutu a wannan makon (tun ranar Litinin).`,
    deathsWeekOf: (t) => `${num(t)} ne suka mutu a wannan makon (tun ranar Litinin).`,
    byBatch: (items) => `Ta kowane rukuni: ${items.join('; ')}.`,
    rate: (rate, d, placed) =>
      `Yawan mutuwa a gonar${g.ka} ${num(rate)}%: mutuwa ${num(d)} cikin dabbobi ${num(placed)} da aka saka a rukunan${g.ka} masu aiki (daidai da allon bayanan${g.ka}).`,
    rateOf: (name, rate, d, placed) =>
      `${name}: yawan mutuwa ${num(rate)}% (mutuwa ${num(d)} cikin ${num(placed)} da aka saka).`,
    batchRate: (name, rate) => `${name} ${num(rate)}%`,
    money: (names, sales, expenses) => {
      const diff = sales - expenses;
      return `${names.join(', ')}: kuɗin sayarwa ${naira(sales)}, kashe kuɗi ${naira(expenses)} tun farkon rukunin — ${diff >= 0 ? `riba ${naira(diff)}` : `asara ${naira(-diff)}`}.`;
    },
    money30: (sales, expenses) =>
      `A kwanaki 30 da suka wuce: sayarwa ${naira(sales)}, kashe kuɗi ${naira(expenses)}.`,
    feed: (name, kg) => `${name} sun ci abinci kilo ${num(kg)} a kwanaki 30 da suka wuce.`,
    weight: (name, kg, prev) =>
      kg === null
        ? `${name}: ba a rubuta nauyi ba tukuna.`
        : prev === null
          ? `${name}: matsakaicin nauyi na ƙarshe kilo ${num(kg)}.`
          : `${name}: matsakaicin nauyi kilo ${num(kg)} a awo na ƙarshe, ${{ up: 'ya ƙaru daga', down: 'ya ragu daga', same: 'daidai da' }[trendOf(kg, prev)]} kilo ${num(prev)} a awon da ya gabata.`,
    lastRecord: (d) =>
      d ? `Bayanan${g.ka} na ƙarshe na ranar ${d} ne.` : `Ba ${g.ka} rubuta bayanai ba tukuna.`,
    consultations: (open) =>
      open === 0
        ? `Ba ${g.ka} da tuntuɓa a buɗe da likitan dabbobi ko malamin gona.`
        : `${g.Kana} da tuntuɓa ${num(open)} a buɗe da likitan dabbobi ko malamin gona.`,
    laying: (l) => {
      const c = crateCount(l.eggs);
      const t = layTrend(l);
      return `${l.batch}: yawan kwai ${num(l.layRate)}% a ranar ${l.date} (kwai ${num(l.eggs)} daga kaji ${num(l.hens)}: kiret ${num(c.crates)} da kwai ${num(c.eggs)}), fasassun kwai ${num(l.cracked)}.${t === null ? '' : ` ${{ up: 'Ya ƙaru daga', down: 'Ya ragu daga', same: 'Daidai yake da' }[t]} matsakaicin ${num(l.previousRate ?? 0)}% na kwanakin baya.`} A kwanaki 7 da suka wuce: kwai ${num(l.eggs7d)}, fasassu ${num(l.cracked7d)}.`;
    },
    layDrop: (l) =>
      `Gargaɗi: yawan kwai na ${l.batch} ya faɗi da maki ${num(l.drop.points)} a kwana 3 (daga ${num(l.drop.from)}% zuwa ${num(l.drop.to)}%). ${g.Ka} duba ruwa, abinci, haske da alamun cuta yau; idan ya ci gaba da faɗuwa, ${g.ka} kira likitan dabbobi.`,
    noLaying: 'Ba a rubuta kwai na kajin kwai ba a kwanaki 30 da suka wuce.',
    milk: (m) =>
      `${m.batch}: nono lita ${num(m.litres)} a ranar ${m.date}; lita ${num(m.litres7d)} a kwanaki 7 da suka wuce.`,
    noMilk: 'Ba a rubuta nono ba a kwanaki 30 da suka wuce.',
    feedLeft: (f) =>
      f.daysLeft === null
        ? `${f.item}: saura kilo ${num(f.onHandKg)}; ${g.ka} riƙa rubuta abincin da ${g.ka} ke amfani da shi kowace rana, sai in faɗi kwana nawa zai isa.`
        : `${f.item}: saura kilo ${num(f.onHandKg)} — saura kwana ${num(f.daysLeft)} idan ana amfani da kilo ${num(f.dailyKg ?? 0)} a rana.${f.low ? ` Ya yi ƙasa: ${g.ka} sayi ƙarin abinci yanzu.` : ''}`,
    noFeedStock: `Ba ${g.ka} rubuta sayen abinci a Kayan ajiya (Stock) ba, don haka ban san nawa ya rage ba. ${g.Ka} ƙara sayayyar abinci a Kayan ajiya.`,
    healthDue: (item, h) =>
      h.status === 'overdue'
        ? `Lokacin ${item} na ${h.batch} (${h.section}) ya wuce: ya kamata a yi kafin ${h.dueTo}.`
        : `Lokacin ${item} na ${h.batch} (${h.section}) ya yi: tsakanin ${h.dueFrom} da ${h.dueTo}.`,
    noHealthDue: `Babu rigakafi ko magani da lokacinsa ya yi ko ya wuce a rukunan${g.ka} masu aiki.`,
  },
  emergency: `Wannan na iya zama gaggawa: ${g.ka} kira likitan dabbobi (vet) yanzu — kada ${g.ka} jira. Kafin ya zo, ${g.ka} ware marasa lafiya, kada ${g.ka} sayar ko ${g.ka} ci dabbar da ba ta da lafiya ko wadda ta mutu, ${g.ka} hana mutane da sauran dabbobi kusantar su.`,
  greeting: (name) =>
    `Sannu ${name}! ${g.Ka} tambaye ni game da dabbobin${g.ka} — misali “kajina ba sa yin ƙwai sosai” ko “yaushe zan yi wa broiler rigakafi?”. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu.`,
  dontKnow: `Ban tabbata game da wannan ba, kuma ba na so in yi hasashe. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu: cututtuka, rigakafi, abinci, gidaje da bayanan gonar${g.ka}. Idan dabba ba ta da lafiya, ${g.ka} kira likitan dabbobi ko malamin gona.`,
  alsoSee: `${g.Ka} kuma duba`,
  truncated: `(Amsata ta yanke a nan. ${g.Ka} ce in ci gaba, ko ${g.ka} buɗe tuntuɓa don sauran.)`,
  dose: `Ga kowane magani, ${g.ka} bi umarnin kwalba ko na likitan dabbobi — ba zan iya ba da adadi mai aminci ba tare da an duba dabbobin ba.`,
  sources: 'Madogara',
  deaths: (d) => `Daga bayanan${g.ka}: mutuwa ${num(d)} a kwanaki 30 da suka wuce`,
  deathsNone: `Daga bayanan${g.ka}: babu mutuwa a kwanaki 30 da suka wuce.`,
  deaths7: (d) => `${num(d)} a kwanaki 7 da suka wuce.`,
  deathsRising: `Wannan ya fi yadda aka saba a gonar${g.ka} — idan mutuwa ta ci gaba da ƙaruwa, ${g.ka} kira likitan dabbobi.`,
  change: (direction, percent) =>
    direction === 'new'
      ? 'babu ko ɗaya a kwanaki 30 kafin haka'
      : direction === 'same'
        ? 'kusan daidai da kwanaki 30 kafin haka'
        : `${direction === 'up' ? 'ƙari' : 'ragi'} ${num(percent)}% idan aka kwatanta da kwanaki 30 kafin haka`,
  feed: (kg) => `Gonar${g.ka} ta yi amfani da abinci kilo ${num(kg)} a kwanaki 30 da suka wuce`,
  money: (sales, expenses) =>
    `A kwanaki 30 da suka wuce, kuɗin sayarwa ${sales}, kashe kuɗi kuma ${expenses}.`,
  herd: (animals, batches) =>
    `${g.Kana} da dabbobi ${num(animals)} a rukuni ${num(batches)} masu aiki.`,
  flock: (animals, batches, species) =>
    `${g.Kana} da ${SPECIES_HA[species]} ${num(animals)} a rukuni ${num(batches)} masu aiki.`,
});

const yo: Phrases = {
  consult:
    'Ṣé o fẹ́ kí ènìyàn wò ó? Ṣí ìjíròrò nínú Kiwo (Consultations), dókítà ẹranko tàbí òṣìṣẹ́ àgbẹ̀ yóò sì dá ọ lóhùn.',
  rateLine: (rate) =>
    `Ìwọ̀n ikú lórí oko rẹ jẹ́ ${num(rate)}% (ẹran tó kú ÷ ẹran tí a kó sínú àwọn ìpín rẹ tó ń lọ lọ́wọ́, bí ó ṣe wà lórí dashboard rẹ).`,
  farm: {
    noRecords:
      'N kò rí àkọsílẹ̀ oko kankan nínú Kiwo síbẹ̀. Ṣẹ̀dá ìpín kan kí o sì máa kọ àkọsílẹ̀ lójoojúmọ́, màá sì lè dáhùn ìbéèrè nípa oko rẹ.',
    noneOfKind: (s) => `O kò ní ${SPECIES_YO[s]} nínú ìpín tó ń lọ lọ́wọ́; èyí ni gbogbo ìpín rẹ.`,
    noDeathsWeek: 'Kò sí ẹran tó kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé) nínú ìpín kankan.',
    noDeathsLife: 'Kò sí ikú tí a kọ sílẹ̀ nínú àwọn ìpín rẹ tó ń lọ lọ́wọ́.',
    worstWeek: (name, d, rate) =>
      `Ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé), ${name} ló burú jù: ẹran ${num(d)} ló kú, ìyẹn ${num(rate)}% nínú àwọn ẹran rẹ̀.`,
    worstLife: (name, d, rate) =>
      `${name} ló burú jù láti ìbẹ̀rẹ̀ rẹ̀: ẹran ${num(d)} ló kú, ìyẹn ${num(rate)}% nínú àwọn ẹran tí a kó sí i.`,
    others: (items) => `Àwọn yòókù: ${items.join('; ')}.`,
    batchDeaths: (name, d, rate) => `${name} ${num(d)} (${num(rate)}%)`,
    checkWorst:
      'Yẹ ìpín yìí wò lónìí: omi, oúnjẹ, ooru àti àmì àìsàn; tí ikú bá ń bá a lọ, pe dókítà ẹranko.',
    deathsMonth: (c, p) => `Ẹran ${num(c)} ló kú ní ọjọ́ 30 sẹ́yìn (${num(p)} ní ọjọ́ 30 ṣáájú ìyẹn).`,
    deathsWeek: (t) => `Ẹran ${num(t)} ló kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé).`,
    deathsWeekOf: (t) => `${num(t)} ló kú ní ọ̀sẹ̀ yìí (láti ọjọ́ Ajé).`,
    byBatch: (items) => `Ní ìpín kọ̀ọ̀kan: ${items.join('; ')}.`,
    rate: (rate, d, placed) =>
      `Ìwọ̀n ikú lórí oko rẹ jẹ́ ${num(rate)}%: ẹran ${num(d)} ló kú nínú ẹran ${num(placed)} tí a kó sínú àwọn ìpín rẹ tó ń lọ lọ́wọ́ (bákan náà pẹ̀lú dashboard rẹ).`,
    rateOf: (name, rate, d, placed) =>
      `${name}: ìwọ̀n ikú ${num(rate)}% (ẹran ${num(d)} nínú ${num(placed)} tí a kó sí i).`,
    batchRate: (name, rate) => `${name} ${num(rate)}%`,
    money: (names, sales, expenses) => {
      const diff = sales - expenses;
      return `${names.join(', ')}: owó tí o tà jẹ́ ${naira(sales)}, owó tí o ná jẹ́ ${naira(expenses)} láti ìbẹ̀rẹ̀ ìpín náà — ${diff >= 0 ? `èrè ${naira(diff)}` : `àdánù ${naira(-diff)}`}.`;
    },
    money30: (sales, expenses) =>
      `Ní ọjọ́ 30 sẹ́yìn: owó tí o tà ${naira(sales)}, owó tí o ná ${naira(expenses)}.`,
    feed: (name, kg) => `${name} jẹ oúnjẹ kílò ${num(kg)} ní ọjọ́ 30 sẹ́yìn.`,
    weight: (name, kg, prev) =>
      kg === null
        ? `${name}: a kò tíì kọ ìwọ̀n wọn sílẹ̀.`
        : prev === null
          ? `${name}: ìwọ̀n àròpọ̀ tó kẹ́yìn jẹ́ kílò ${num(kg)}.`
          : `${name}: ìwọ̀n àròpọ̀ jẹ́ kílò ${num(kg)} nígbà tí a wọ̀n wọ́n kẹ́yìn, ${{ up: 'ó ti lọ sókè láti', down: 'ó ti wálẹ̀ láti', same: 'bákan náà pẹ̀lú' }[trendOf(kg, prev)]} kílò ${num(prev)} ti ìgbà tó ṣáájú.`,
    lastRecord: (d) => (d ? `Àkọsílẹ̀ rẹ tó kẹ́yìn jẹ́ ti ọjọ́ ${d}.` : 'O kò tíì kọ àkọsílẹ̀ kankan.'),
    consultations: (open) =>
      open === 0
        ? 'O kò ní ìjíròrò kankan tó ṣí sílẹ̀ pẹ̀lú dókítà ẹranko tàbí òṣìṣẹ́ àgbẹ̀.'
        : `O ní ìjíròrò ${num(open)} tó ṣí sílẹ̀ pẹ̀lú dókítà ẹranko tàbí òṣìṣẹ́ àgbẹ̀.`,
    laying: (l) => {
      const c = crateCount(l.eggs);
      const t = layTrend(l);
      return `${l.batch}: ìwọ̀n ìyẹ́ ẹyin jẹ́ ${num(l.layRate)}% ní ọjọ́ ${l.date} (ẹyin ${num(l.eggs)} láti ọ̀dọ̀ adìẹ ${num(l.hens)}: kírétì ${num(c.crates)} àti ẹyin ${num(c.eggs)}), ẹyin ${num(l.cracked)} ló fọ́.${t === null ? '' : ` ${{ up: 'Ó ti lọ sókè láti', down: 'Ó ti wálẹ̀ láti', same: 'Ó dọ́gba pẹ̀lú' }[t]} àròpọ̀ ${num(l.previousRate ?? 0)}% ti àwọn ọjọ́ tó ṣáájú.`} Ní ọjọ́ 7 sẹ́yìn: ẹyin ${num(l.eggs7d)}, ${num(l.cracked7d)} ló fọ́.`;
    },
    layDrop: (l) =>
      `Ìkìlọ̀: ìwọ̀n ìyẹ́ ẹyin ${l.batch} ti wálẹ̀ ní ìdá ${num(l.drop.points)} láàárín ọjọ́ 3 (láti ${num(l.drop.from)}% sí ${num(l.drop.to)}%). Yẹ omi, oúnjẹ, ìmọ́lẹ̀ àti àmì àìsàn wò lónìí; tí ó bá ń wálẹ̀ sí i, pe dókítà ẹranko.`,
    noLaying: 'A kò kọ ẹyin adìẹ rẹ sílẹ̀ ní ọjọ́ 30 sẹ́yìn.',
    milk: (m) =>
      `${m.batch}: wàrà lítà ${num(m.litres)} ní ọjọ́ ${m.date}; lítà ${num(m.litres7d)} ní ọjọ́ 7 sẹ́yìn.`,
    noMilk: 'A kò kọ wàrà sílẹ̀ ní ọjọ́ 30 sẹ́yìn.',
    feedLeft: (f) =>
      f.daysLeft === null
        ? `${f.item}: kílò ${num(f.onHandKg)} ló kù; máa kọ oúnjẹ tí o ń lò lójoojúmọ́ sílẹ̀, màá sì sọ ọjọ́ mélòó tí yóò tó.`
        : `${f.item}: kílò ${num(f.onHandKg)} ló kù — ọjọ́ ${num(f.daysLeft)} ló kù tí o bá ń lo kílò ${num(f.dailyKg ?? 0)} lójúmọ́.${f.low ? ' Ó ti kéré: ra oúnjẹ sí i báyìí.' : ''}`,
    noFeedStock:
      'O kò tíì kọ oúnjẹ tí o rà sínú Ohun ìpamọ́ (Stock), nítorí náà n kò mọ iye tó kù. Fi oúnjẹ tí o rà kún Ohun ìpamọ́.',
    healthDue: (item, h) =>
      h.status === 'overdue'
        ? `Àkókò ${item} fún ${h.batch} (${h.section}) ti kọjá: ó yẹ kí ó ti wáyé kí ${h.dueTo} tó dé.`
        : `Àkókò ${item} fún ${h.batch} (${h.section}) tó: láàárín ${h.dueFrom} sí ${h.dueTo}.`,
    noHealthDue:
      'Kò sí àjẹsára tàbí ìtọ́jú tí àkókò rẹ̀ tó tàbí ti kọjá nínú àwọn ìpín rẹ tó ń lọ lọ́wọ́.',
  },
  emergency:
    'Èyí lè jẹ́ pàjáwìrì: pe dókítà ẹranko (vet) báyìí — má ṣe dúró. Kí ó tó dé, ya àwọn ẹran tó ń ṣàìsàn sọ́tọ̀, má ṣe ta tàbí jẹ ẹran tó ń ṣàìsàn tàbí tó ti kú, kí o sì pa ènìyàn àti àwọn ẹran mìíràn mọ́ kúrò lọ́dọ̀ wọn.',
  greeting: (name) =>
    `Ẹ n lẹ́ ${name}! Bi mí léèrè nípa àwọn ẹran rẹ — bí àpẹẹrẹ “adìẹ mi kò yé ẹyin dáadáa” tàbí “ìgbà wo ni kí n fún broiler ní àjẹsára?”. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù.`,
  dontKnow:
    'Èmi kò dá mi lójú nípa èyí, n kò sì fẹ́ ṣe àmọ̀ràn láìmọ̀. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù: àìsàn, àjẹsára, oúnjẹ, ilé wọn àti àkọsílẹ̀ oko rẹ. Tí ẹran bá ń ṣàìsàn, pe dókítà ẹranko tàbí òṣìṣẹ́ tó ń gba àgbẹ̀ nímọ̀ràn.',
  alsoSee: 'Tún wo',
  truncated: '(Ìdáhùn mi gé kúrú níbí. Sọ pé kí n tẹ̀síwájú, tàbí ṣí ìjíròrò fún èyí tó kù.)',
  dose: 'Fún oògùn èyíkéyìí, tẹ̀lé ìtọ́ni orí ìgò tàbí ìwọ̀n tí dókítà ẹranko sọ — n kò lè sọ ìwọ̀n tó dájú láìjẹ́ pé a ti yẹ àwọn ẹran wò.',
  sources: 'Orísun',
  deaths: (d) => `Láti inú àkọsílẹ̀ rẹ: ẹran ${num(d)} ló kú ní ọjọ́ 30 sẹ́yìn`,
  deathsNone: 'Láti inú àkọsílẹ̀ rẹ: kò sí ẹran tó kú ní ọjọ́ 30 sẹ́yìn.',
  deaths7: (d) => `${num(d)} ní ọjọ́ 7 sẹ́yìn.`,
  deathsRising: 'Èyí pọ̀ ju bó ṣe máa ń rí lórí oko rẹ — tí ikú bá ń pọ̀ sí i, pe dókítà ẹranko.',
  change: (direction, percent) =>
    direction === 'new'
      ? 'kò sí ikú kankan ní ọjọ́ 30 ṣáájú'
      : direction === 'same'
        ? 'ó fẹ́rẹ̀ẹ́ dọ́gba pẹ̀lú ọjọ́ 30 ṣáájú'
        : `ó ${direction === 'up' ? 'lọ sókè' : 'wálẹ̀'} ní ${num(percent)}% ní ìfiwéra pẹ̀lú ọjọ́ 30 ṣáájú`,
  feed: (kg) => `Oko rẹ lo oúnjẹ ẹran kílò ${num(kg)} ní ọjọ́ 30 sẹ́yìn`,
  money: (sales, expenses) =>
    `Ní ọjọ́ 30 sẹ́yìn, owó tí o tà jẹ́ ${sales}, owó tí o ná sì jẹ́ ${expenses}.`,
  herd: (animals, batches) => `O ní ẹran ${num(animals)} nínú ìpín ${num(batches)} tó ń lọ lọ́wọ́.`,
  flock: (animals, batches, species) =>
    `O ní ${SPECIES_YO[species]} ${num(animals)} nínú ìpín ${num(batches)} tó ń lọ lọ́wọ́.`,
};

const ig: Phrases = {
  consult:
    'Ị chọrọ ka mmadụ lelee ya? Mepee ajụjụ nye ọkachamara na Kiwo (Consultations), dọkịta anụmanụ ma ọ bụ onye ndụmọdụ ọrụ ugbo ga-aza gị.',
  rateLine: (rate) =>
    `Ọnụọgụ ọnwụ n’ugbo gị bụ ${num(rate)}% (ndị nwụrụ ÷ anụmanụ e tinyere n’ìgwè gị na-arụ ọrụ, dịka ọ dị na dashboard gị).`,
  farm: {
    noRecords:
      'Ahụbeghị m ndekọ ugbo ọ bụla na Kiwo. Mepụta otu ìgwè ma na-ede ndekọ kwa ụbọchị, m ga-enwe ike ịza ajụjụ gbasara ugbo gị.',
    noneOfKind: (s) => `Ị nweghị ${SPECIES_IG[s]} n’ìgwè na-arụ ọrụ; nke a bụ ìgwè gị niile.`,
    noDeathsWeek: 'Ọ dịghị anụmanụ nwụrụ n’izu a (site na Mọnde) n’ìgwè ọ bụla.',
    noDeathsLife: 'Ọ dịghị ọnwụ e dere n’ìgwè gị na-arụ ọrụ.',
    worstWeek: (name, d, rate) =>
      `N’izu a (site na Mọnde), ${name} kacha njọ: anụmanụ ${num(d)} nwụrụ, ya bụ ${num(rate)}% n’ime anụmanụ ya.`,
    worstLife: (name, d, rate) =>
      `${name} kacha njọ kemgbe ọ malitere: anụmanụ ${num(d)} nwụrụ, ya bụ ${num(rate)}% n’ime ndị e tinyere.`,
    others: (items) => `Ndị ọzọ: ${items.join('; ')}.`,
    batchDeaths: (name, d, rate) => `${name} ${num(d)} (${num(rate)}%)`,
    checkWorst:
      'Lelee ìgwè ahụ taa: mmiri, nri, okpomọkụ na ihe ịrịba ama ọrịa; ọ bụrụ na ọnwụ na-aga n’ihu, kpọọ dọkịta anụmanụ.',
    deathsMonth: (c, p) =>
      `Anụmanụ ${num(c)} nwụrụ n’ụbọchị 30 gara aga (${num(p)} n’ụbọchị 30 tupu mgbe ahụ).`,
    deathsWeek: (t) => `Anụmanụ ${num(t)} nwụrụ n’izu a (site na Mọnde).`,
    deathsWeekOf: (t) => `${num(t)} nwụrụ n’izu a (site na Mọnde).`,
    byBatch: (items) => `Dịka ìgwè si dị: ${items.join('; ')}.`,
    rate: (rate, d, placed) =>
      `Ọnụọgụ ọnwụ n’ugbo gị bụ ${num(rate)}%: anụmanụ ${num(d)} nwụrụ n’ime anụmanụ ${num(placed)} e tinyere n’ìgwè gị na-arụ ọrụ (otu ihe ahụ dị na dashboard gị).`,
    rateOf: (name, rate, d, placed) =>
      `${name}: ọnụọgụ ọnwụ ${num(rate)}% (${num(d)} nwụrụ n’ime ${num(placed)} e tinyere).`,
    batchRate: (name, rate) => `${name} ${num(rate)}%`,
    money: (names, sales, expenses) => {
      const diff = sales - expenses;
      return `${names.join(', ')}: ego ị retara bụ ${naira(sales)}, ego i mefuru bụ ${naira(expenses)} kemgbe ìgwè ahụ malitere — ${diff >= 0 ? `uru ${naira(diff)}` : `mfu ${naira(-diff)}`}.`;
    },
    money30: (sales, expenses) =>
      `N’ụbọchị 30 gara aga: ego ị retara ${naira(sales)}, ego i mefuru ${naira(expenses)}.`,
    feed: (name, kg) => `${name} riri nri kilo ${num(kg)} n’ụbọchị 30 gara aga.`,
    weight: (name, kg, prev) =>
      kg === null
        ? `${name}: e debebeghị ịdị arọ ha.`
        : prev === null
          ? `${name}: ịdị arọ nkezi ikpeazụ bụ kilo ${num(kg)}.`
          : `${name}: ịdị arọ nkezi bụ kilo ${num(kg)} mgbe a tụrụ ha ikpeazụ, ${{ up: 'o toro site na', down: 'o belatara site na', same: 'ọ hà ka' }[trendOf(kg, prev)]} kilo ${num(prev)} nke mbụ ya.`,
    lastRecord: (d) => (d ? `Ndekọ gị ikpeazụ bụ nke ụbọchị ${d}.` : 'Ị debebeghị ndekọ ọ bụla.'),
    consultations: (open) =>
      open === 0
        ? 'Ị nweghị ajụjụ ọ bụla mepere emepe nye dọkịta anụmanụ ma ọ bụ onye ndụmọdụ.'
        : `Ị nwere ajụjụ ${num(open)} mepere emepe nye dọkịta anụmanụ ma ọ bụ onye ndụmọdụ.`,
    laying: (l) => {
      const c = crateCount(l.eggs);
      const t = layTrend(l);
      return `${l.batch}: ọnụego akwa bụ ${num(l.layRate)}% n’ụbọchị ${l.date} (akwa ${num(l.eggs)} site n’ọkụkọ ${num(l.hens)}: kreetị ${num(c.crates)} na akwa ${num(c.eggs)}), akwa ${num(l.cracked)} gbawara agbawa.${t === null ? '' : ` ${{ up: 'O rịgoro site na', down: 'O belatara site na', same: 'Ọ hà ka' }[t]} nkezi ${num(l.previousRate ?? 0)}% nke ụbọchị ndị gara aga.`} N’ụbọchị 7 gara aga: akwa ${num(l.eggs7d)}, ${num(l.cracked7d)} gbawara agbawa.`;
    },
    layDrop: (l) =>
      `Ịdọ aka ná ntị: ọnụego akwa nke ${l.batch} dara ${num(l.drop.points)} n’ime ụbọchị 3 (site na ${num(l.drop.from)}% ruo ${num(l.drop.to)}%). Lelee mmiri, nri, ìhè na ihe ịrịba ama ọrịa taa; ọ bụrụ na ọ ka na-ada, kpọọ dọkịta anụmanụ.`,
    noLaying: 'E debeghị akwa ọkụkọ gị n’ụbọchị 30 gara aga.',
    milk: (m) =>
      `${m.batch}: mmiri ara lita ${num(m.litres)} n’ụbọchị ${m.date}; lita ${num(m.litres7d)} n’ụbọchị 7 gara aga.`,
    noMilk: 'E debeghị mmiri ara n’ụbọchị 30 gara aga.',
    feedLeft: (f) =>
      f.daysLeft === null
        ? `${f.item}: kilo ${num(f.onHandKg)} fọdụrụ; na-ede nri ị na-eji kwa ụbọchị, m ga-agwa gị ụbọchị ole ọ ga-eru.`
        : `${f.item}: kilo ${num(f.onHandKg)} fọdụrụ — ụbọchị ${num(f.daysLeft)} fọdụrụ ma ị na-eji kilo ${num(f.dailyKg ?? 0)} kwa ụbọchị.${f.low ? ' Ọ dị ala: zụta nri ọzọ ugbu a.' : ''}`,
    noFeedStock:
      'Ị debeghị nri ị zụtara na Ihe echekwara (Stock), ya mere amaghị m ole fọdụrụ. Tinye nri ị zụtara na Ihe echekwara.',
    healthDue: (item, h) =>
      h.status === 'overdue'
        ? `Oge ${item} maka ${h.batch} (${h.section}) agafeela: e kwesịrị ime ya tupu ${h.dueTo}.`
        : `Oge ${item} maka ${h.batch} (${h.section}) eruola: n’etiti ${h.dueFrom} na ${h.dueTo}.`,
    noHealthDue:
      'Ọ dịghị ọgwụ mgbochi ma ọ bụ ọgwụgwọ oge ya eruola ma ọ bụ gafere n’ìgwè gị na-arụ ọrụ.',
  },
  emergency:
    'Nke a nwere ike ịbụ ihe mberede: kpọọ dọkịta anụmanụ (vet) ugbu a — echela. Tupu ọ bịa, kewapụ anụmanụ na-arịa ọrịa, erela ma ọ bụ rie anụ na-arịa ọrịa ma ọ bụ nke nwụrụ anwụ, ma mee ka ndị mmadụ na anụmanụ ndị ọzọ ghara ịbịaru ha nso.',
  greeting: (name) =>
    `Ndewo ${name}! Jụọ m ajụjụ gbasara anụmanụ gị — dịka ọmụmaatụ “ọkụkọ m anaghị eyi akwa nke ọma” ma ọ bụ “olee mgbe m ga-enye broiler ọgwụ mgbochi?”. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi.`,
  dontKnow:
    'O doghị m anya gbasara nke a, achọghịkwa m ịkọ nkọ. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi: ọrịa, ọgwụ mgbochi, nri, ụlọ ha na ndekọ ugbo gị. Ọ bụrụ na anụmanụ na-arịa ọrịa, kpọọ dọkịta anụmanụ ma ọ bụ onye ndụmọdụ ọrụ ugbo gị.',
  alsoSee: 'Lelekwa',
  truncated:
    '(Azịza m kwụsịrị ebe a. Gwa m ka m gaa n’ihu, ma ọ bụ mepee ndụmọdụ okachamara maka nke fọdụrụ.)',
  dose: 'Maka ọgwụ ọ bụla, soro ntụziaka dị na karama ma ọ bụ ọnụọgụ dọkịta anụmanụ nyere — enweghị m ike ịkọwa ọnụọgụ dị mma n’enyochaghị anụmanụ ndị ahụ.',
  sources: 'Ntụaka',
  deaths: (d) => `Site na ndekọ gị: anụmanụ ${num(d)} nwụrụ n’ụbọchị 30 gara aga`,
  deathsNone: 'Site na ndekọ gị: ọ dịghị anụmanụ nwụrụ n’ụbọchị 30 gara aga.',
  deaths7: (d) => `${num(d)} n’ụbọchị 7 gara aga.`,
  deathsRising:
    'Nke a karịrị ka ọ na-adị n’ugbo gị — ọ bụrụ na ọnwụ na-aba ụba, kpọọ dọkịta anụmanụ.',
  change: (direction, percent) =>
    direction === 'new'
      ? 'ọ dịghị nke nwụrụ n’ụbọchị 30 tupu mgbe ahụ'
      : direction === 'same'
        ? 'ọ fọrọ nke nta ka ọ hà ka ụbọchị 30 tupu mgbe ahụ'
        : `ọ ${direction === 'up' ? 'rịgoro' : 'belatara'} ${num(percent)}% ma e jiri ya tụnyere ụbọchị 30 tupu mgbe ahụ`,
  feed: (kg) => `Ugbo gị ji nri kilo ${num(kg)} n’ụbọchị 30 gara aga`,
  money: (sales, expenses) =>
    `N’ụbọchị 30 gara aga, ego ị retara bụ ${sales}, ego i mefukwara bụ ${expenses}.`,
  herd: (animals, batches) => `Ị nwere anụmanụ ${num(animals)} n’ìgwè ${num(batches)} na-arụ ọrụ.`,
  flock: (animals, batches, species) =>
    `Ị na-azụ ${SPECIES_IG[species]} ${num(animals)} n’ìgwè ${num(batches)} na-arụ ọrụ.`,
};

interface Address {
  ka: string;
  Ka: string;
  kana: string;
  Kana: string;
  maka: string;
}
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const address = (ka: string, kana: string, maka: string): Address => ({
  ka,
  Ka: cap(ka),
  kana,
  Kana: cap(kana),
  maka,
});
const HA = {
  male: ha(address('ka', 'kana', 'maka')),
  female: ha(address('ki', 'kina', 'miki')),
  unknown: ha(address('ku', 'kuna', 'muku')),
};

/** The knowledge base's Hausa speaks to a man; these words change for a woman and for `ku`. */
const HAUSA_FORMS: Record<string, { female: string; unknown: string }> = {
  ka: { female: 'ki', unknown: 'ku' },
  kana: { female: 'kina', unknown: 'kuna' },
  kake: { female: 'kike', unknown: 'kuke' },
  maka: { female: 'miki', unknown: 'muku' },
  kanka: { female: 'kanki', unknown: 'kanku' },
  jiharka: { female: 'jiharki', unknown: 'jiharku' },
  bayananka: { female: 'bayananki', unknown: 'bayananku' },
};
const HAUSA_WORD = new RegExp(
  `(?<![\\p{L}'’])(${Object.keys(HAUSA_FORMS).join('|')})(?![\\p{L}'’])`,
  'giu',
);

/**
 * A knowledge entry's Hausa, written to a man, for this reader (ADR 0053): "Ka ware…" becomes
 * "Ki ware…" for a woman and "Ku ware…" when the gender is not known.
 */
export function addressHausa(text: string, gender?: 'male' | 'female' | null): string {
  if (gender === 'male') return text;
  return text.replace(HAUSA_WORD, (word) => {
    const form = HAUSA_FORMS[word.toLowerCase()]?.[gender ?? 'unknown'] ?? word;
    return word[0] === word[0]?.toUpperCase() ? cap(form) : form;
  });
}

/** The phrases of one reader: Hausa's follow their gender, the plural when it is not known. */
export const phrasesFor = (
  language: AdvisorLanguage,
  gender?: 'male' | 'female' | null,
): Phrases => (language === 'ha' ? HA[gender ?? 'unknown'] : PHRASES[language]);

/** The phrases of each language for a reader of unknown gender. */
export const PHRASES: Record<AdvisorLanguage, Phrases> = { en, ha: HA.unknown, yo, ig };
