import { fold } from './offline/text';
import type { AdvisorLanguage } from './types';

/**
 * The language a question is written in, so the answer follows the farmer's words rather than
 * the profile (a Hausa speaker with an English profile who types "Kajina suna tari" is answered
 * in Hausa). Words only one language uses, plus its letters (ƙ ɗ ɓ for Hausa, ẹ ṣ for Yorùbá,
 * ụ ị ṅ for Igbo); a question with no clear sign keeps the profile's language.
 */

const WORDS: Record<AdvisorLanguage, string> = {
  en: `the my is are what how should do does did when which why can will have has with and for of
    to this that it they them their you your i am was were there some many much our we from
    on at be been because or about sick dying died feed give need best`,
  ha: `ne ce da na ta ya suna sun zan zai yaya menene mene me ina nawa wane wace yaushe shin fa
    kuma wannan don domin cikin kaji kajina kajin awaki akuya akuyata awakina shanu shanuna kifi
    kifina aladu aladuna tumaki tunkiya mutu mutuwa abinci rigakafi ruwa zafi tari zawo ba sa yi
    yin wa saboda kamar sosai rukuni makon mako riba samun gonata dabbobi dabbobina likita magani
    allura kwai ciki kumbura yawu safe rana lokacin rani damina ake gyara wayata gobe wasan`,
  yo: `mi ni ti wo ki kini bawo se lo je fun awon ati pelu lati ko si n ba mo yii nko melo meloo
    adie ewure eja elede malu maluu aguntan ounje ajesara omi ooru iku ku wuko igbe eje oju eyin
    ye nitori osan owuro ipin ose jere ere ta ijiroro oogun dokita eranko ikun wu ilu ise igba
    eerun ojo ofe yoo bori idije fonu tun igbin sin kapusu eniyan gun`,
  ig: `m gi ha ka ga nke ndi kedu gini ole olee mgbe maka na eme nwere ihe okuko ewu azu ezi ehi
    aturu nri ogwu mgbochi mmiri okpomoku onwu nwuru anwu ukwara nsi obara anya afo izu igwe
    kacha njo uru enweta ree ute akwa eyi nke oma ozo ume eku ihi ehihie ututu elu ibu ebu riri
    onwa kwanu gbochie esi belata ego emefu oge okochi emeri egwuregwu echi dozie ekwenti ejula
    mkpuru mmadu etinye agba ahu oku nti uhie ufodu azaala akuku ekpe`,
};

const VOCABULARY: Record<AdvisorLanguage, Set<string>> = {
  en: new Set(WORDS.en.split(/\s+/).filter(Boolean)),
  ha: new Set(WORDS.ha.split(/\s+/).filter(Boolean)),
  yo: new Set(WORDS.yo.split(/\s+/).filter(Boolean)),
  ig: new Set(WORDS.ig.split(/\s+/).filter(Boolean)),
};

const LETTERS: Record<AdvisorLanguage, RegExp | undefined> = {
  en: undefined,
  ha: /[ƙɗɓƴƘƊƁ]/g,
  yo: /[ẹṣẸṢ]|[ńǹ](?=\s)/g,
  ig: /[ụịṅỤỊṄ]/g,
};

const LANGUAGES: AdvisorLanguage[] = ['en', 'ha', 'yo', 'ig'];

/** Each language's score for a text: its words (a word shared by several counts for each). */
function languageScores(text: string): Record<AdvisorLanguage, number> {
  const words = fold(text)
    .replace(/-/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const scores = { en: 0, ha: 0, yo: 0, ig: 0 };
  for (const word of words) {
    const owners = LANGUAGES.filter((l) => VOCABULARY[l].has(word));
    for (const l of owners) scores[l] += 1 / owners.length;
  }
  for (const l of LANGUAGES) scores[l] += 2 * (text.match(LETTERS[l] ?? /$^/g)?.length ?? 0);
  return scores;
}

/** The question's language, or `fallback` (the profile's) when the text does not say. */
export function detectLanguage(text: string, fallback: AdvisorLanguage): AdvisorLanguage {
  const scores = languageScores(text);
  const ranked = [...LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked as [AdvisorLanguage, AdvisorLanguage];
  if (scores[first] < 1) return fallback;
  if (scores[first] === scores[second])
    return scores[fallback] === scores[first] ? fallback : first;
  return first;
}
