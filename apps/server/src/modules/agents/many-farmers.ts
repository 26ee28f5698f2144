import { addDays, defaultPenFor, LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import { LOCALES, userLanguageFromLocale } from '@kiwo/i18n';
import type { Db } from '../../db/client';
import { batches, dailyRecords, pens, sections, users } from '../../db/schema';
import { allTranslators } from '../../lib/translators';

const FIRST = [
  'Aisha',
  'Bello',
  'Chinedu',
  'Danjuma',
  'Efe',
  'Funmi',
  'Garba',
  'Hadiza',
  'Ifeanyi',
  'Jumoke',
  'Kabiru',
  'Ladi',
  'Musa',
  'Nkechi',
  'Olu',
  'Patience',
  'Rabi',
  'Sani',
  'Tunde',
  'Uche',
  'Wale',
  'Yakubu',
  'Zainab',
  'Amaka',
  'Bisi',
  'Dayo',
  'Emeka',
  'Fatima',
  'Gbenga',
  'Hauwa',
];
const LAST = [
  'Abubakar',
  'Okafor',
  'Adeyemi',
  'Bako',
  'Eze',
  'Lawal',
  'Nwosu',
  'Ogunleye',
  'Usman',
  'Yusuf',
  'Ibekwe',
  'Danladi',
  'Adebayo',
  'Okeke',
  'Sule',
  'Olawale',
  'Nnamdi',
  'Shehu',
  'Akande',
  'Obi',
  'Mohammed',
  'Chukwu',
  'Ajayi',
  'Gambo',
  'Onyeka',
  'Balogun',
  'Tanko',
  'Ezeh',
  'Idris',
  'Ola',
  'Audu',
  'Anyanwu',
  'Oyelaran',
  'Jibrin',
  'Uzo',
  'Fashola',
  'Kure',
  'Agu',
  'Salisu',
  'Ojo',
];

/** Where farmer `i` of a generated workspace stands: deterministic, so tests can say who is where. */
export function generatedFarmer(i: number) {
  return {
    firstName: FIRST[i % FIRST.length] as string,
    // 30 × 40 names: the first 1,200 farmers never share a full name.
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length] as string,
    phone: `+234813${String(i).padStart(7, '0')}`,
    stateOfResidence: NIGERIAN_STATES[i % NIGERIAN_STATES.length] as string,
    primaryLivestock: LIVESTOCK_TYPES[i % LIVESTOCK_TYPES.length] as string,
    /** The four languages in turn: the workspace speaks what agents' farmers speak. */
    locale: LOCALES[i % LOCALES.length] as (typeof LOCALES)[number],
    /** Every fourth farmer never recorded; the others last recorded `i % 30` days ago. */
    lastRecordOffset: i % 4 === 0 ? null : -(i % 30),
    /** Deaths on that day out of 200 animals: 0 to 12 (above a 5 % alert at 11 and 12). */
    mortality: i % 4 === 0 ? 0 : i % 13,
  };
}

const CHUNK = 200;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, k) =>
    items.slice(k * CHUNK, (k + 1) * CHUNK),
  );

/**
 * `count` generated farmers for one agent, registered a minute apart, each with a pen; those who
 * record have one batch of 200 animals and one day's record (`generatedFarmer`). Bulk inserts of
 * 200 rows: 1,200 farmers take a few seconds on PGlite. For trying and proving the workspace at
 * the scale agents work at (tests, the e2e journey, `SEED_AGENT_FARMERS`).
 */
export async function insertManyFarmers(
  db: Db,
  options: { agentId: string; count: number; passwordHash: string; today: string; from?: number },
) {
  const from = options.from ?? 0;
  const plans = Array.from({ length: options.count }, (_, k) => generatedFarmer(from + k));
  const base = Date.now() - options.count * 60_000;
  const ids: string[] = [];
  for (const part of chunks(plans.map((p, k) => ({ p, k })))) {
    const inserted = await db
      .insert(users)
      .values(
        part.map(({ p, k }) => ({
          firstName: p.firstName,
          lastName: p.lastName,
          phone: p.phone,
          stateOfResidence: p.stateOfResidence,
          primaryLivestock: p.primaryLivestock,
          language: userLanguageFromLocale(p.locale),
          totalLivestockCount: 200,
          passwordHash: options.passwordHash,
          phoneVerified: true,
          role: 'farmer' as const,
          agentId: options.agentId,
          createdAt: new Date(base + k * 60_000),
        })),
      )
      .returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const farms = plans.map((p, k) => ({ p, id: ids[k] as string }));
  const penIds: string[] = [];
  // The default pen named in the farmer's language, as every sign-up names it (insertDefaultPen).
  const t = await allTranslators();
  const penOf = (p: (typeof plans)[number]) => {
    const words = t[p.locale].messages.farmSetup;
    return defaultPenFor(p.stateOfResidence, {
      name: words.defaultPen(),
      description: words.defaultPenDescription(),
    });
  };
  for (const part of chunks(farms)) {
    const inserted = await db
      .insert(pens)
      .values(part.map(({ p, id }) => ({ farmerId: id, ...penOf(p) })))
      .returning({ id: pens.id });
    penIds.push(...inserted.map((r) => r.id));
  }
  const recording = farms
    .map((f, k) => ({ ...f, penId: penIds[k] as string }))
    .filter((f) => f.p.lastRecordOffset !== null);
  for (const part of chunks(recording)) {
    const made = await db
      .insert(batches)
      .values(
        part.map(({ p, id, penId }) => ({
          farmerId: id,
          penId,
          name: 'Batch 1',
          livestockType: p.primaryLivestock,
          placedOn: addDays(options.today, -40),
        })),
      )
      .returning({ id: batches.id });
    const made2 = await db
      .insert(sections)
      .values(
        part.map(({ p, id }, k) => ({
          farmerId: id,
          batchId: made[k]?.id as string,
          name: 'House A',
          livestockType: p.primaryLivestock,
          initialCount: 200,
          count: 200 - p.mortality,
        })),
      )
      .returning({ id: sections.id });
    await db.insert(dailyRecords).values(
      part.map(({ p, id }, k) => ({
        farmerId: id,
        sectionId: made2[k]?.id as string,
        date: addDays(options.today, p.lastRecordOffset ?? 0),
        mortality: p.mortality,
        healthStatus: p.mortality > 2 ? 'poor' : 'good',
      })),
    );
  }
  return ids;
}
