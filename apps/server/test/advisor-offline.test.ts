import { describe, expect, it } from 'vitest';
import type { AdvisorInput, FarmContext } from '../src/advisor';
import { createOfflineAdvisor } from '../src/advisor';
import { KNOWLEDGE } from '../src/advisor/knowledge';
import { isEmergency } from '../src/advisor/offline/emergency';
import { createIndex } from '../src/advisor/offline/retrieval';
import { ENGLISH, LOCAL, OFF_TOPIC } from './fixtures/advisor-questions';

const index = createIndex(KNOWLEDGE);
const advisor = createOfflineAdvisor(KNOWLEDGE, index);

const topThree = (q: string) =>
  index
    .search(q)
    .hits.slice(0, 3)
    .map((h) => h.entry.id);

const hitRate = (questions: { q: string; expect: string[] }[]) => {
  const misses = questions.filter((x) => !x.expect.some((id) => topThree(x.q).includes(id)));
  return { rate: (questions.length - misses.length) / questions.length, misses };
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const farm = (over: Partial<NonNullable<FarmContext['farm']>> = {}): FarmContext => ({
  firstName: 'Amina',
  role: 'farmer',
  state: 'Kaduna',
  farm: {
    totalAnimals: 470,
    totalBatches: 2,
    activeBatches: 2,
    livestock: [{ type: 'poultry', subType: 'broiler', animals: 470, batches: 1 }],
    mortality30d: { current: 30, prior: 10, label: '+200.0%' },
    mortality7d: 24,
    feedKg30d: { current: 1250.5, prior: 1000, label: '+25.1%' },
    salesNaira30d: { current: 48000, prior: 0, label: 'New' },
    expensesNaira30d: { current: 12000, prior: 8000, label: '+50.0%' },
    lastRecordDate: '2026-01-15',
    today: '2026-01-15',
    weekStart: '2026-01-12',
    deathsThisWeek: 20,
    mortalityRate: 6,
    openConsultations: 0,
    batches: [],
    laying: [],
    milk: [],
    feedStock: [],
    health: [],
    ...over,
  },
});

const ask = (message: string, extra: Partial<AdvisorInput> = {}) =>
  advisor.reply({ message, history: [], farmContext: farm(), language: 'en', ...extra });

describe('offline advisor retrieval quality (top-3 hit rate)', () => {
  it(`answers at least 90 % of ${ENGLISH.length} English farmer questions from the right entries`, () => {
    const { rate, misses } = hitRate(ENGLISH);
    console.log(`[advisor] English top-3 hit rate: ${percent(rate)} (${ENGLISH.length} questions)`);
    for (const m of misses) console.log(`[advisor]   miss: ${m.q} → ${topThree(m.q).join(', ')}`);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(30);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('reports Hausa, Yorùbá and Igbo questions (bar: 75 %)', () => {
    for (const lang of ['ha', 'yo', 'ig'] as const) {
      const set = LOCAL.filter((x) => x.lang === lang);
      const { rate, misses } = hitRate(set);
      console.log(`[advisor] ${lang} top-3 hit rate: ${percent(rate)} (${set.length} questions)`);
      for (const m of misses) console.log(`[advisor]   miss: ${m.q} → ${topThree(m.q).join(', ')}`);
      expect(rate).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('every entry has a body, keywords and written-down sources; ids are unique', () => {
    const ids = KNOWLEDGE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of KNOWLEDGE) {
      expect(e.body.en.length, e.id).toBeGreaterThan(200);
      expect(e.keywords.length, e.id).toBeGreaterThan(3);
      expect(e.sources.length, e.id).toBeGreaterThan(0);
      for (const s of e.sources) expect(s, e.id).not.toMatch(/https?:/);
    }
    const groups = ['poultry', 'fish', 'pigs', 'goats', 'cattle'] as const;
    for (const g of groups)
      expect(
        KNOWLEDGE.some((e) => e.species.includes(g)),
        g,
      ).toBe(true);
  });
});

describe('offline advisor answers', () => {
  it('sends an emergency to a vet first, with the farm’s own death figures', async () => {
    const reply = await ask('My broilers are coughing and dying, what should I do?');
    const [first, second] = reply.text.split('\n\n');
    expect(first).toMatch(/emergency: call a vet/);
    expect(second).toContain('30 deaths in the last 30 days, up 200% on the 30 days before');
    expect(second).toContain('24 in the last 7 days.');
    expect(second).toContain('Your mortality rate is 6% (deaths ÷ animals placed');
    expect(reply.text).toContain('more than usual for your farm');
    expect(reply.text).toContain('Newcastle disease');
    expect(reply.sources.some((s) => s.includes('ACIAR'))).toBe(true);
    expect(reply.provider).toBe('offline');
  });

  it('says plainly when it does not know, and suggests a vet', async () => {
    for (const q of OFF_TOPIC) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/not sure about that one/);
      expect(reply.text, q).toMatch(/call a vet/);
      expect(reply.sources, q).toEqual([]);
    }
  });

  it('never gives a dose: "follow the label or a vet’s dose"', async () => {
    const reply = await ask('How many ml of oxytetracycline should I give my goats?');
    expect(reply.text).toContain('follow the label or a vet’s dose');
  });

  it('uses feed and money figures only when asked about them', async () => {
    expect((await ask('How much feed should my broilers eat?')).text).toContain(
      'Your farm used 1,250.5 kg of feed in the last 30 days, up 25.1% on the 30 days before.',
    );
    expect((await ask('When should I sell my birds for a good price?')).text).toContain(
      'your sales were ₦48,000 and your expenses ₦12,000',
    );
    const housing = await ask('How should I build a house for my goats?');
    expect(housing.text).not.toMatch(/From your records|kg of feed/);
  });

  it('answers in Hausa, Yorùbá and Igbo where the entry has that text, else says English only', async () => {
    const ha = await ask('Kaji na suna mutuwa', { language: 'ha' });
    expect(ha.text).toContain('likitan dabbobi');
    const yo = await ask('Ewúrẹ́ mi ní aràn', { language: 'yo' });
    expect(yo.text).toContain('Aràn inú');
    const ig = await ask('Ehi m nwere ọnya n’ọnụ na ụkwụ', { language: 'ig' });
    expect(ig.text).toContain('Ọrịa ụkwụ na ọnụ');
    // The answer follows the question's language, not the profile's.
    const pox = await ask('fowl pox scabs on the comb', { language: 'ha' });
    expect(pox.text).toContain('Fowl pox');
    expect(pox.text).not.toContain('Ina da wannan shawara');
  });

  it('greets by first name, follows up on the previous question, and streams its text', async () => {
    expect((await ask('Hello')).text).toMatch(/^Hello Amina!/);
    const followUp = await ask('and how do I treat it?', {
      history: [
        { role: 'user', content: 'There is blood in the droppings of my chickens' },
        { role: 'assistant', content: '…' },
      ],
    });
    expect(followUp.text).toContain('Coccidiosis');
    const pieces: string[] = [];
    const streamed = await advisor.reply(
      {
        message: 'My fish are gasping at the surface',
        history: [],
        farmContext: farm(),
        language: 'en',
      },
      { onToken: (t) => pieces.push(t) },
    );
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(streamed.text);
  });

  it('recognises emergencies in the four languages and not in routine questions', () => {
    for (const q of [
      'Many of my birds died overnight',
      'my cow is bleeding from the nose',
      'Kajina suna mutuwa',
      'Adìẹ mi ń kú',
      'Ọkụkọ m na-anwụ',
      'goat cannot stand up',
    ]) {
      expect(isEmergency(q), q).toBe(true);
    }
    for (const q of ['When should I vaccinate broilers?', 'How much feed for layers?']) {
      expect(isEmergency(q), q).toBe(false);
    }
  });
});

describe('the offline advisor speaks Hausa to the asker (ADR 0053)', () => {
  const hausa = (gender: 'male' | 'female' | null, message: string) =>
    advisor.reply({
      message,
      history: [],
      farmContext: { ...farm(), gender },
      language: 'ha',
    });
  const MALE = /(?<![\p{L}'’])(ka|kana|maka|kake)(?![\p{L}'’])|gonarka|bayananka|rukunanka/iu;

  it('addresses a woman with ki, a man with ka and an unknown reader with ku', async () => {
    // An emergency (the banner) and a knowledge answer with the farm's figures.
    const question = 'Kaji na mutuwa da yawa kwatsam, me zan yi?';
    const woman = (await hausa('female', question)).text;
    expect(woman).toContain('gaggawa: ki kira likitan dabbobi');
    expect(woman).toContain('Daga bayananki:');
    expect(woman).not.toMatch(MALE);
    const man = (await hausa('male', question)).text;
    expect(man).toContain('gaggawa: ka kira likitan dabbobi');
    expect(man).toContain('Daga bayananka:');
    const unknown = (await hausa(null, question)).text;
    expect(unknown).toContain('gaggawa: ku kira likitan dabbobi');
    expect(unknown).not.toMatch(MALE);
    // The knowledge base's own Hausa follows too: "Ka ware" for a man, "Ki ware" for a woman.
    const cough = 'Kajina suna tari, me zan yi?';
    const toHer = (await hausa('female', cough)).text;
    expect(toHer).not.toMatch(MALE);
    expect(toHer).toMatch(/(?<![\p{L}])(Ki|ki) /u);
    expect((await hausa('male', cough)).text).toMatch(/(?<![\p{L}])(Ka|ka) /u);
  });
});
