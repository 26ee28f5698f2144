import { detectLanguage } from './language';
import type { AdvisorInput, AdvisorLanguage, FarmContext } from './types';

const LANGUAGE_NAMES: Record<AdvisorLanguage, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá (with tone marks)',
  ig: 'Igbo (with tone marks)',
};

/** How many earlier turns a model sees (the newest ones). */
export const HISTORY_TURNS = 10;

/**
 * The system prompt: Kiwo's scope (livestock farming in Nigeria), plain short answers in the
 * farmer's language, no doses ("follow the label or a vet's dose"), "see a vet" for
 * emergencies, honesty when unsure, and the farm's own figures to ground the answer.
 */
export function systemPrompt(
  input: Pick<AdvisorInput, 'farmContext' | 'language' | 'message'>,
  /** `tool`: the figures are read with `get_farm_figures` (tools.ts); `inline`: pasted below. */
  figures: 'tool' | 'inline' = 'inline',
): string {
  // The language of the question, whatever the profile says.
  const language = detectLanguage(input.message, input.language);
  return [
    'You are Kiwo, an AI farming assistant for livestock farmers in Nigeria, many of them using cheap phones.',
    'Only help with livestock farming: poultry, fish (catfish, tilapia), pigs, goats, sheep and cattle — health, vaccination, feeding, housing, breeding, records, costs and selling. Politely decline anything else in one sentence.',
    `Answer in ${LANGUAGE_NAMES[language]}. Use simple words and short sentences; at most about 150 words; plain text without markdown tables or HTML.`,
    'Never give a drug dose or quantity of medicine. Say: follow the label or a vet’s dose, and mention withdrawal periods before selling eggs, milk or meat.',
    'Emergencies — many animals sick or dying suddenly, bleeding, convulsions, paralysis, an animal that cannot stand or breathe, a difficult birth, suspected anthrax, bird flu, African swine fever, PPR, FMD or CBPP: start by telling the farmer to call a vet now, and say what to do until the vet arrives. Remind them that notifiable diseases must be reported to the state veterinary services.',
    'If you are not sure, say so plainly and suggest a vet or the extension agent instead of guessing.',
    ...(figures === 'tool'
      ? [
          'The farm figures are not in this message: call get_farm_figures before answering any question about the farmer’s animals, batches, deaths, eggs, lay rate, milk, feed, feed stock, vaccinations, weights, money or records, and use its numbers (name the batch and its figures); never invent or recompute figures.',
          '',
          farmerLine(input.farmContext),
        ]
      : [
          'Use the farm figures below when they help (for example their recent deaths); never invent figures.',
          '',
          describeFarm(input.farmContext),
        ]),
  ].join('\n');
}

const ADDRESS: Record<string, string> = {
  male: ' Address them as a man (in Hausa: ka, kana).',
  female: ' Address them as a woman (in Hausa: ki, kina).',
};

const farmerLine = (context: FarmContext) =>
  context.farmerName
    ? `Asked by ${context.firstName} (${context.role}) about the farm of their farmer ${context.farmerName}; the figures are ${context.farmerName}’s.${ADDRESS[context.gender ?? ''] ?? ''}`
    : `Farmer: ${context.firstName} (${context.role})${context.state ? `, ${context.state} State` : ''}.${ADDRESS[context.gender ?? ''] ?? ' In Hausa address them in the respectful plural (ku, kuna).'}`;

/** The farm context as plain English lines for the model. */
function describeFarm(context: FarmContext): string {
  const lines = [farmerLine(context)];
  const farm = context.farm;
  if (!farm) return [...lines, 'No farm records.'].join('\n');
  const livestock = farm.livestock
    .map(
      (l) => `${l.animals} ${l.subType ? `${l.subType} ` : ''}${l.type} in ${l.batches} batch(es)`,
    )
    .join('; ');
  lines.push(
    `Animals alive now: ${farm.totalAnimals} in ${farm.activeBatches} active batch(es) (${farm.totalBatches} batches in total)${livestock ? `: ${livestock}` : ''}.`,
    `Deaths: ${farm.mortality30d.current} in the last 30 days, ${farm.mortality30d.prior} in the 30 days before; ${farm.deathsThisWeek} this week (Monday ${farm.weekStart} to today ${farm.today}).`,
    `Mortality rate (the dashboard's: deaths ÷ animals placed in the active batches): ${farm.mortalityRate}%.`,
    `Feed used: ${farm.feedKg30d.current} kg in the last 30 days (${farm.feedKg30d.prior} kg the 30 days before).`,
    `Sales: ₦${farm.salesNaira30d.current} in the last 30 days (₦${farm.salesNaira30d.prior} before); expenses ₦${farm.expensesNaira30d.current} (₦${farm.expensesNaira30d.prior} before).`,
    `Last record: ${farm.lastRecordDate ?? 'none'}. Open consultations with staff: ${farm.openConsultations}.`,
    'Active batches (use these figures for questions about a batch, a kind of animal or a period; never compute another mortality rate):',
    ...farm.batches.map(
      (b) =>
        `- ${b.name} (${b.subType ? `${b.subType} ` : ''}${b.type}): ${b.alive} alive of ${b.placed} placed; deaths ${b.deaths} (${b.mortalityRate}%), this week ${b.deathsThisWeek} (${b.mortalityRateThisWeek}%); feed ${b.feedKg30d} kg in 30 days; weight ${b.weightKg ?? 'not recorded'} kg (before: ${b.previousWeightKg ?? 'none'}); sales ₦${b.salesNaira}, expenses ₦${b.expensesNaira} since it started (30 days: ₦${b.salesNaira30d} / ₦${b.expensesNaira30d}); last record ${b.lastRecordDate ?? 'none'}.`,
    ),
    ...farm.laying.map(
      (l) =>
        `Eggs, ${l.batch}: lay rate ${l.layRate}% on ${l.date} (${l.eggs} eggs from ${l.hens} hens, ${l.cracked} cracked); average of the days before ${l.previousRate ?? 'none'}%; last 7 days ${l.eggs7d} eggs, ${l.cracked7d} cracked${l.drop ? `; LAY-RATE DROP ALERT: from ${l.drop.from}% to ${l.drop.to}% (${l.drop.points} points in 3 days)` : ''}.`,
    ),
    ...farm.milk.map(
      (m) => `Milk, ${m.batch}: ${m.litres} litres on ${m.date}; ${m.litres7d} litres in 7 days.`,
    ),
    ...farm.feedStock.map(
      (f) =>
        `Feed stock, ${f.item}: ${f.onHandKg} kg on hand, ${f.dailyKg ?? 'unknown'} kg a day, ${f.daysLeft ?? 'unknown'} days of feed left${f.low ? ' (LOW)' : ''}.`,
    ),
    ...farm.health.map(
      (h) =>
        `Health calendar, ${h.batch} (${h.section}): ${h.item} (${h.kind}) ${h.status}, ${h.dueFrom} to ${h.dueTo}.`,
    ),
  );
  return lines.join('\n');
}
