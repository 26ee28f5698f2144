import { addressed, formatFarmDayIn, loadLocale, type Translator, translator } from '@kiwo/i18n';
import { KNOWLEDGE, type KnowledgeEntry, type Species } from '../knowledge';
import { detectLanguage } from '../language';
import type { Advisor, AdvisorInput, AdvisorLanguage, AdvisorReply, FarmContext } from '../types';
import { AdvisorError } from '../types';
import { asksForDose, isEmergency, isGreeting } from './emergency';
import { farmAnswer, farmAsk } from './farm-answers';
import { farmLines, type Intent } from './farm-lines';
import { addressHausa } from './hausa-address';
import { createIndex, type KnowledgeIndex, type SearchResult } from './retrieval';
import { analyze, fold } from './text';

/** A second entry is shown when it scores at least this share of the best one. */
const SECOND_ENTRY_RATIO = 0.75;

/**
 * "How do I prevent it?", "ta yaya zan hana shi?", "báwo ni mo ṣe lè dènà rẹ̀?", "kedu ka m
 * ga-esi gbochie ya?": a short question pointing back at the previous one, answered with it.
 */
const POINTS_BACK =
  /\b(it|that|this|them|those|these|same|shi|ita|su|re|won|yen|eyi|ya|ha|nke a)\b[\s?.!]*$/;
const pointsBack = (message: string) =>
  fold(message).split(/\s+/).length <= 8 &&
  POINTS_BACK.test(
    fold(message)
      .replace(/[^a-z\s]/g, ' ')
      .trim(),
  );

/** The entry that answers "how much medicine", whatever else the question says. */
const MEDICINES_ID = 'general-medicines';

/**
 * Confident enough to answer from the knowledge base, per language: the share of the question's
 * words the best entry explains, and its score. Hausa, Yorùbá and Igbo questions carry more
 * words the base's short local texts do not hold (particles, verb forms), so they need less
 * coverage. Calibrated on the evaluation set (apps/server/eval/advisor, docs/BENCHMARKS.md).
 */
const THRESHOLDS: Record<AdvisorLanguage, { coverage: number; lower: number; score: number }> = {
  en: { coverage: 0.5, lower: 0.4, score: 4 },
  ha: { coverage: 0.4, lower: 0.25, score: 3 },
  yo: { coverage: 0.4, lower: 0.25, score: 3 },
  ig: { coverage: 0.4, lower: 0.25, score: 3 },
};
const confidentIn = (language: AdvisorLanguage) => (r: SearchResult) => {
  const t = THRESHOLDS[language];
  return (
    r.hits.length > 0 &&
    (r.coverage >= t.coverage || (r.coverage >= t.lower && (r.hits[0]?.score ?? 0) >= t.score))
  );
};

const SPECIES_OF_LIVESTOCK: Record<string, Species> = {
  poultry: 'poultry',
  fish: 'fish',
  pigs: 'pigs',
  goats: 'goats',
  sheep: 'sheep',
  cattle: 'cattle',
};

const farmSpecies = (context: FarmContext): Species[] =>
  (context.farm?.livestock ?? [])
    .map((l) => SPECIES_OF_LIVESTOCK[l.type])
    .filter((s): s is Species => s !== undefined);

function intentOf(message: string, entry: KnowledgeEntry | undefined): Intent {
  const tokens = analyze(message);
  const has = (concept: string) => tokens.some((t) => t.concept === concept);
  const terms = new Set(tokens.map((t) => t.term));
  const money = [
    'profit',
    'sale',
    'sell',
    'price',
    'cost',
    'expens',
    'money',
    'riba',
    'ere',
    'uru',
  ];
  return {
    deaths: has('@death') || terms.has('loss') || terms.has('losse'),
    feed: has('@feed'),
    money: money.some((m) => terms.has(m)),
    overview: entry?.id === 'general-records',
    about:
      entry?.species.length === 1 && entry.species[0] !== 'general' ? entry.species[0] : undefined,
  };
}

const firstSentences = (text: string, count: number) =>
  (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join('').trim();

/** The entry in the language of the question (every entry has all four, knowledge/load.ts). */
function entryText(
  entry: KnowledgeEntry,
  language: AdvisorLanguage,
  full: boolean,
  gender?: 'male' | 'female' | null,
) {
  const body = language === 'ha' ? addressHausa(entry.body.ha, gender) : entry.body[language];
  const text = full ? body : firstSentences(body, 2);
  return language === 'en' ? `${entry.title}:\n${text}` : text;
}

/**
 * The offline advisor (the default: no key, no network). It retrieves the best entries of the
 * curated knowledge base for the question (and, for a short follow-up, the question before it),
 * puts the farmer's own figures first when they bear on it, leads with "call a vet" for an
 * emergency, and says plainly when it does not know.
 */
export function createOfflineAdvisor(
  entries: readonly KnowledgeEntry[] = KNOWLEDGE,
  index: KnowledgeIndex = createIndex(entries),
): Advisor {
  /** `t`: the question's language, speaking to the asker (Hausa follows gender, ADR 0053). */
  const compose = (input: AdvisorInput, language: AdvisorLanguage, t: Translator): AdvisorReply => {
    const { message, farmContext } = input;
    const w = t.advisor;
    const confident = confidentIn(language);
    if (isGreeting(message)) {
      return {
        text: w.greeting({ name: farmContext.firstName }),
        sources: [],
        provider: 'offline',
      };
    }
    const ask = farmAsk(message, input.history);
    if (ask) {
      // Health items are named as the farmer's health calendar names them (the i18n `farm` file).
      const items = t.farm.healthCalendar.items as unknown as Record<
        string,
        (() => string) | undefined
      >;
      const itemName = (id: string) => items[id]?.() ?? id;
      const months = t.farm.months();
      const day = (date: string) => formatFarmDayIn(months, date);
      return {
        text: farmAnswer(ask, farmContext, w, itemName, day),
        sources: [],
        provider: 'offline',
      };
    }

    const options = {
      farmSpecies: farmSpecies(farmContext),
      minCorrected: language === 'yo' || language === 'ig' ? 7 : 5,
    };
    let result = index.search(message, options);
    const previous = [...input.history].reverse().find((t) => t.role === 'user')?.content;
    if (previous && (!confident(result) || pointsBack(message))) {
      // A follow-up ("and for layers?", "how do I prevent it?") leans on the previous question.
      const combined = index.search(`${message} ${previous}`, options);
      if (confident(combined)) result = combined;
    }
    if (!confident(result) && asksForDose(message)) {
      // A dose question always gets the medicines advice: never a dose, never "not sure".
      const medicines = entries.find((e) => e.id === MEDICINES_ID);
      if (medicines) result = { hits: [{ entry: medicines, score: 1 }], coverage: 1, species: [] };
    }

    const emergency = isEmergency(message);
    const sure = confident(result);
    const [best, second] = sure ? result.hits : [];
    const parts: string[] = [];
    if (emergency || best?.entry.urgent) parts.push(w.emergency());

    const lines = farmLines(farmContext, intentOf(message, best?.entry), w);
    if (lines.length > 0) parts.push(lines.join(' '));

    if (!best) {
      parts.push(w.dontKnow(), w.consult());
      return { text: parts.join('\n\n'), sources: [], provider: 'offline' };
    }
    parts.push(entryText(best.entry, language, true, farmContext.gender));
    const used = [best.entry];
    if (second && second.score >= best.score * SECOND_ENTRY_RATIO && !second.entry.urgent) {
      parts.push(
        `${w.alsoSee()} — ${entryText(second.entry, language, false, farmContext.gender)}`,
      );
      used.push(second.entry);
    }
    if (asksForDose(message)) parts.push(w.dose());
    const sources = [...new Set(used.flatMap((e) => e.sources))];
    return { text: parts.join('\n\n'), sources, provider: 'offline' };
  };

  return {
    name: 'offline',
    async reply(input, options = {}) {
      if (options.signal?.aborted) throw new AdvisorError('aborted', 'The request was cancelled');
      // The answer follows the language of the question, whatever the profile says.
      const language = detectLanguage(input.message, input.language);
      await loadLocale(language);
      const t = addressed(translator(language), input.farmContext.gender);
      const reply = { ...compose(input, language, t), language };
      if (options.onToken) {
        // Word by word, so the chat panel renders an offline answer the way it renders a model's.
        for (const piece of reply.text.match(/\S+\s*/g) ?? []) options.onToken(piece);
      }
      return reply;
    },
  };
}
