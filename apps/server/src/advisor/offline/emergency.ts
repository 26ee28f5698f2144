import { fold } from './text';

/**
 * Signs that a farmer needs a vet now, in the four languages (matched on folded text, so tone
 * marks do not matter): animals dying (ongoing, or many at once), bleeding, fits, paralysis,
 * animals that cannot rise or breathe, a stuck birth, poisoning, and the notifiable diseases.
 */
const PATTERNS: RegExp[] = [
  // English
  /\b(dying|keep dying|are dying|dropping dead|died suddenly|sudden(ly)? (death|deaths|died|dead)|mass death)/,
  /\b(many|several|lots of|most|half|all|plenty|\d{2,})\b[^.?!]{0,40}\b(die|died|dead|deaths|dying)\b/,
  /\b(die|died|dead|deaths)\b[^.?!]{0,20}\b(every day|each day|overnight|at once|in one day|today)\b/,
  /\b(bleed|bleeding|blood (from|coming from|out of)|bloody (nose|mouth))/,
  /\b(convulsion|convulsing|fits|seizure|paralys|paralyz|cannot stand|can ?not stand|cant stand|unable to (stand|rise|get up)|cannot breathe|cant breathe|struggling to breathe|choking)/,
  /\b(poison|poisoned|bloat|bloated|stuck|difficult birth|breech)/,
  /\b(anthrax|bird flu|avian influenza|swine fever|asf|foot and mouth)\b/,
  // Hausa: suna mutuwa (they are dying), mutuwa da yawa, jini (blood), farfadiya (fits)
  /\b(suna mutuwa|sun mutu|mutuwa da yawa|suna ta mutuwa|jini|farfadiya|shanyewa)\b/,
  // Yorùbá: ń kú (are dying), ti kú, ẹ̀jẹ̀ (blood), gìrì (fits)
  /\b(n ku|nku|ti ku|ku lojiji|eje|giri)\b/,
  // Igbo: na-anwụ (are dying), nwụrụ, ọbara (blood)
  /\b(na anwu|anwu anwu|nwuru|obara)\b/,
];

/** True when the question describes an emergency that should go to a vet at once. */
export const isEmergency = (message: string): boolean => {
  const text = fold(message).replace(/-/g, ' ').replace(/\s+/g, ' ');
  return PATTERNS.some((p) => p.test(text));
};

/** Asks for a quantity of medicine ("how many ml", "what dose"), which the advisor never gives. */
export const asksForDose = (message: string): boolean =>
  /\b(dose|dosage|how (much|many) (ml|mg|tablets?|sachets?|grams?|medicine|drug)|how many (ml|mg|cc)|\d+\s?(ml|mg|cc)\b|ml|mg|cc|capsules?|tablets?|kwayoyi\w*|kapusu|mkpuru|adadi|iwon oogun|onuogu ogwu)\b/.test(
    fold(message),
  );

/** A greeting with no question in it ("hello", "sannu", "ẹ kú àárọ̀", "ndewo"). */
export const isGreeting = (message: string): boolean =>
  /^(hi|hello|hey|good (morning|afternoon|evening)|sannu|ina kwana|ina wuni|salam|e kaaro|e kaasan|e kuurole|bawo|bawo ni|ndewo|kedu|ututu oma)[\s!.,?]*(kiwo|there|o|sir|ma)?[\s!.,?]*$/.test(
    fold(message).trim(),
  );
