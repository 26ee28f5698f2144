import type { Species } from '../knowledge';
import type { AdvisorLanguage } from '../types';

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

export interface Phrases {
  emergency: string;
  greeting: (name: string) => string;
  dontKnow: string;
  englishOnly: string;
  alsoSee: string;
  dose: string;
  sources: string;
  deaths: (deaths: number, rate: number, animals: number) => string;
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
  emergency:
    'This sounds like an emergency: call a vet (veterinary doctor) now — do not wait. Until the vet comes, separate sick animals, do not sell or eat sick or dead animals, and keep people and other animals away.',
  greeting: (name) =>
    `Hello ${name}! Ask me about your animals — for example “my layers are laying fewer eggs” or “when should I vaccinate my broilers?”. I can help with poultry, fish, pigs, goats, sheep and cattle.`,
  dontKnow:
    'I’m not sure about that one, and I would rather not guess. I can help with poultry, fish, pigs, goats, sheep and cattle: diseases, vaccination, feeding, housing and your farm records. For a sick animal, please call a vet or your extension agent.',
  englishOnly: 'I have this advice in English only for now:',
  alsoSee: 'Also worth checking',
  dose: 'For any medicine, follow the label or a vet’s dose — I can’t give a safe dose without the animals being examined.',
  sources: 'Sources',
  deaths: (d, rate, animals) =>
    `From your records: ${num(d)} deaths in the last 30 days (${num(rate)}% of your ${num(animals)} animals)`,
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

const ha: Phrases = {
  emergency:
    'Wannan na iya zama gaggawa: ka kira likitan dabbobi (vet) yanzu — kada ka jira. Kafin ya zo, ka ware marasa lafiya, kada ka sayar ko ka ci dabbar da ba ta da lafiya ko wadda ta mutu, ka hana mutane da sauran dabbobi kusantar su.',
  greeting: (name) =>
    `Sannu ${name}! Ka tambaye ni game da dabbobinka — misali “kajina ba sa yin ƙwai sosai” ko “yaushe zan yi wa broiler rigakafi?”. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu.`,
  dontKnow:
    'Ban tabbata game da wannan ba, kuma ba na so in yi hasashe. Ina taimakawa game da kaji, kifi, aladu, awaki, tumaki da shanu: cututtuka, rigakafi, abinci, gidaje da bayanan gonarka. Idan dabba ba ta da lafiya, ka kira likitan dabbobi ko malamin gona.',
  englishOnly: 'Ina da wannan shawara da Turanci kawai a yanzu:',
  alsoSee: 'Ka kuma duba',
  dose: 'Ga kowane magani, ka bi umarnin kwalba ko na likitan dabbobi — ba zan iya ba da adadi mai aminci ba tare da an duba dabbobin ba.',
  sources: 'Madogara',
  deaths: (d, rate, animals) =>
    `Daga bayananka: mutuwa ${num(d)} a kwanaki 30 da suka wuce (${num(rate)}% na dabbobinka ${num(animals)})`,
  deathsNone: 'Daga bayananka: babu mutuwa a kwanaki 30 da suka wuce.',
  deaths7: (d) => `${num(d)} a kwanaki 7 da suka wuce.`,
  deathsRising:
    'Wannan ya fi yadda aka saba a gonarka — idan mutuwa ta ci gaba da ƙaruwa, ka kira likitan dabbobi.',
  change: (direction, percent) =>
    direction === 'new'
      ? 'babu ko ɗaya a kwanaki 30 kafin haka'
      : direction === 'same'
        ? 'kusan daidai da kwanaki 30 kafin haka'
        : `${direction === 'up' ? 'ƙari' : 'ragi'} ${num(percent)}% idan aka kwatanta da kwanaki 30 kafin haka`,
  feed: (kg) => `Gonarka ta yi amfani da abinci kilo ${num(kg)} a kwanaki 30 da suka wuce`,
  money: (sales, expenses) =>
    `A kwanaki 30 da suka wuce, kuɗin sayarwa ${sales}, kashe kuɗi kuma ${expenses}.`,
  herd: (animals, batches) => `Kana da dabbobi ${num(animals)} a rukuni ${num(batches)} masu aiki.`,
  flock: (animals, batches, species) =>
    `Kana da ${SPECIES_HA[species]} ${num(animals)} a rukuni ${num(batches)} masu aiki.`,
};

const yo: Phrases = {
  emergency:
    'Èyí lè jẹ́ pàjáwìrì: pe dókítà ẹranko (vet) báyìí — má ṣe dúró. Kí ó tó dé, ya àwọn ẹran tó ń ṣàìsàn sọ́tọ̀, má ṣe ta tàbí jẹ ẹran tó ń ṣàìsàn tàbí tó ti kú, kí o sì pa ènìyàn àti àwọn ẹran mìíràn mọ́ kúrò lọ́dọ̀ wọn.',
  greeting: (name) =>
    `Ẹ n lẹ́ ${name}! Bi mí léèrè nípa àwọn ẹran rẹ — bí àpẹẹrẹ “adìẹ mi kò yé ẹyin dáadáa” tàbí “ìgbà wo ni kí n fún broiler ní àjẹsára?”. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù.`,
  dontKnow:
    'Èmi kò dá mi lójú nípa èyí, n kò sì fẹ́ ṣe àmọ̀ràn láìmọ̀. Mo lè ràn ọ́ lọ́wọ́ nípa adìẹ, ẹja, ẹlẹ́dẹ̀, ewúrẹ́, àgùntàn àti màlúù: àìsàn, àjẹsára, oúnjẹ, ilé wọn àti àkọsílẹ̀ oko rẹ. Tí ẹran bá ń ṣàìsàn, pe dókítà ẹranko tàbí òṣìṣẹ́ tó ń gba àgbẹ̀ nímọ̀ràn.',
  englishOnly: 'Mo ní ìmọ̀ràn yìí ní èdè Gẹ̀ẹ́sì nìkan fún báyìí:',
  alsoSee: 'Tún wo',
  dose: 'Fún oògùn èyíkéyìí, tẹ̀lé ìtọ́ni orí ìgò tàbí ìwọ̀n tí dókítà ẹranko sọ — n kò lè sọ ìwọ̀n tó dájú láìjẹ́ pé a ti yẹ àwọn ẹran wò.',
  sources: 'Orísun',
  deaths: (d, rate, animals) =>
    `Láti inú àkọsílẹ̀ rẹ: ẹran ${num(d)} ló kú ní ọjọ́ 30 sẹ́yìn (${num(rate)}% nínú ẹran ${num(animals)} tí o ní)`,
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
  emergency:
    'Nke a nwere ike ịbụ ihe mberede: kpọọ dọkịta anụmanụ (vet) ugbu a — echela. Tupu ọ bịa, kewapụ anụmanụ na-arịa ọrịa, erela ma ọ bụ rie anụ na-arịa ọrịa ma ọ bụ nke nwụrụ anwụ, ma mee ka ndị mmadụ na anụmanụ ndị ọzọ ghara ịbịaru ha nso.',
  greeting: (name) =>
    `Ndewo ${name}! Jụọ m ajụjụ gbasara anụmanụ gị — dịka ọmụmaatụ “ọkụkọ m anaghị eyi akwa nke ọma” ma ọ bụ “olee mgbe m ga-enye broiler ọgwụ mgbochi?”. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi.`,
  dontKnow:
    'O doghị m anya gbasara nke a, achọghịkwa m ịkọ nkọ. Enwere m ike inyere gị aka gbasara ọkụkọ, azụ, ezi, ewu, atụrụ na ehi: ọrịa, ọgwụ mgbochi, nri, ụlọ ha na ndekọ ugbo gị. Ọ bụrụ na anụmanụ na-arịa ọrịa, kpọọ dọkịta anụmanụ ma ọ bụ onye ndụmọdụ ọrụ ugbo gị.',
  englishOnly: 'Enwere m ndụmọdụ a naanị n’asụsụ Bekee ugbu a:',
  alsoSee: 'Lelekwa',
  dose: 'Maka ọgwụ ọ bụla, soro ntụziaka dị na karama ma ọ bụ ọnụọgụ dọkịta anụmanụ nyere — enweghị m ike ịkọwa ọnụọgụ dị mma n’enyochaghị anụmanụ ndị ahụ.',
  sources: 'Ntụaka',
  deaths: (d, rate, animals) =>
    `Site na ndekọ gị: anụmanụ ${num(d)} nwụrụ n’ụbọchị 30 gara aga (${num(rate)}% n’ime anụmanụ ${num(animals)} ị nwere)`,
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

export const PHRASES: Record<AdvisorLanguage, Phrases> = { en, ha, yo, ig };
