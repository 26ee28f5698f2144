import { KNOWLEDGE, type KnowledgeEntry } from '../../advisor';
import { CONTINUE_PHRASES } from '../voice-text';

/**
 * The phrase grammar (JSGF) that constrains pocketsphinx to the questions farmers ask. With its
 * general language model pocketsphinx mis-hears almost everything; with a grammar it picks the
 * closest sentence the grammar allows. Sentences are built as
 *
 *   [opener] [owner] animal [verb] topic [and topic]      "my goats are coughing and not eating"
 *   [opener] topic [and topic] [[for|in|…] [owner] animal] "when should I vaccinate my broilers"
 *   [opener] (about | for | with) topic                   "what should I do about ticks"
 *   courtesy                                              "continue", "thank you", "how is my farm doing"
 *
 * Topics are the knowledge base's English keywords (every entry's vocabulary, so whatever the
 * advisor can answer can be asked) plus common complaints. Only words in the pronunciation
 * dictionary can be recognised; others (local disease names such as "gumboro") are left out.
 */

const OPENERS = [
  'what should i do',
  'what can i do',
  'what do i do',
  'what should i give',
  'what can i give',
  'how do i treat',
  'how do i prevent',
  'how do i stop',
  'how can i treat',
  'how can i prevent',
  'how can i stop',
  'how do i',
  'how can i',
  'how much',
  'how many',
  'how often',
  'tell me about',
  'what is',
  'what are',
  'what causes',
  'why are',
  'why is',
  'why do',
  'why does',
  'when should i',
  'when do i',
  'which',
  'please help',
  'help',
  'i need help with',
  'what is the best',
  'how to',
  'is it',
  'can i',
  'should i',
];

const OWNERS = ['my', 'our', 'the', 'some of my', 'all my', 'many of my', 'one of my'];

const ANIMALS = [
  'chickens',
  'chicken',
  'birds',
  'bird',
  'broilers',
  'broiler',
  'layers',
  'layer',
  'chicks',
  'pullets',
  'cockerels',
  'turkeys',
  'ducks',
  'goats',
  'goat',
  'sheep',
  'rams',
  'ram',
  'kids',
  'cows',
  'cow',
  'cattle',
  'calves',
  'calf',
  'bull',
  'pigs',
  'pig',
  'piglets',
  'sows',
  'sow',
  'fish',
  'catfish',
  'tilapia',
  'fingerlings',
  'rabbits',
  'animals',
];

const VERBS = [
  'is',
  'are',
  'has',
  'have',
  'keep',
  'keeps',
  'are still',
  'is still',
  'have been',
  'has been',
  'are not',
  'is not',
  'started',
  'stopped',
  'had',
  'look',
  'looks',
];

/** Complaints and words farmers use that are not keywords of one entry. */
const COMPLAINTS = [
  'not eating',
  'not drinking',
  'not growing',
  'not laying',
  'sick',
  'weak',
  'dying',
  'dead',
  'died',
  'death',
  'deaths',
  'coughing',
  'sneezing',
  'limping',
  'losing weight',
  'thin',
  'swollen',
  'bleeding',
  'scratching',
  'lying down',
  'eating',
  'drinking',
  'feed',
  'food',
  'water',
  'medicine',
  'vaccine',
  'vaccinate',
  'vaccination',
  'treatment',
  'feeding',
  'disease',
  'diseases',
  'sickness',
  'eggs',
  'milk',
  'weight',
];

const COURTESY = [
  ...CONTINUE_PHRASES.filter((p) => /^[a-z ]+$/.test(p)),
  'yes',
  'no',
  'okay',
  'thank you',
  'thanks',
  'hello',
  'good morning',
  'good afternoon',
  'good evening',
  'how is my farm doing',
  'how is my farm',
];

const CONNECTORS = ['and', 'in', 'for', 'of', 'about', 'with'];

/**
 * The English keywords of the knowledge base (each entry file lists them under `keywords.en`), as
 * plain lower-case phrases in alphabetical order (not the order of the entry files).
 */
export function knowledgeTopics(entries: readonly KnowledgeEntry[] = KNOWLEDGE): string[] {
  const topics = new Set<string>();
  for (const entry of entries) {
    for (const keyword of entry.keywordsByLanguage.en) {
      const phrase = keyword.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
      // Letters only: these phrases must be spoken English words the dictionary can hold.
      if (/^[a-z' ]+$/.test(phrase)) topics.add(phrase);
    }
  }
  return [...topics].sort();
}

export interface Grammar {
  /** JSGF text for `-jsgf`. */
  jsgf: string;
  /** Every word the grammar uses (all present in the dictionary). */
  words: string[];
  /** How many topic phrases made it in (the rest had a word missing from the dictionary). */
  topics: number;
}

/**
 * Builds the grammar from the knowledge base, keeping only phrases whose every word `known`
 * (the pronunciation dictionary) has.
 */
export function buildGrammar(
  known: (word: string) => boolean,
  entries: readonly KnowledgeEntry[] = KNOWLEDGE,
): Grammar {
  const ok = (phrase: string) => phrase.split(' ').every(known);
  const alternatives = (list: Iterable<string>) => [...new Set(list)].filter(ok);
  const topics = alternatives([...knowledgeTopics(entries), ...COMPLAINTS]);
  const rules = {
    courtesy: alternatives(COURTESY),
    opener: alternatives(OPENERS),
    owner: alternatives(OWNERS),
    animal: alternatives(ANIMALS),
    verb: alternatives(VERBS),
    topic: topics,
  };
  const words = new Set(CONNECTORS.filter(known));
  for (const list of Object.values(rules)) {
    for (const phrase of list) for (const word of phrase.split(' ')) words.add(word);
  }
  const jsgf = [
    '#JSGF V1.0;',
    'grammar kiwo;',
    'public <utterance> = <courtesy>',
    '  | [<opener>] (about | for | with) <topic>',
    '  | [<opener>] [<owner>] <animal> [<verb>] <topic> [and <topic>]',
    '  | [<opener>] <topic> [disease] [and <topic>] [[in | for | of | about | with] [<owner>] <animal>];',
    ...Object.entries(rules).map(([name, list]) => `<${name}> = ${list.join(' | ')};`),
    '',
  ].join('\n');
  return { jsgf, words: [...words].sort(), topics: topics.length };
}
