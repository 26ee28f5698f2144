import type { BaseTranslation } from '../i18n-types';

/**
 * English: what the offline advisor says (the AI farming assistant's default, also heard on
 * WhatsApp and the phone line), around the knowledge base's entries. Server-only (ADR 0033): no
 * browser screen shows it. Numbers arrive already written as a Nigerian reader writes them
 * ("12,500", "₦40,000"), the same in every language, so every figure here is a string.
 */
const advisorFiles = {
  advisor: {
    /** The animals the advisor names ("you keep 480 poultry"). */
    kinds: {
      poultry: 'poultry',
      fish: 'fish',
      pigs: 'pigs',
      goats: 'goats',
      sheep: 'sheep',
      cattle: 'cattle',
    },
    greeting:
      'Hello {name:string}! Ask me about your animals — for example “my layers are laying fewer eggs” or “when should I vaccinate my broilers?”. I can help with poultry, fish, pigs, goats, sheep and cattle.',
    emergency:
      'This sounds like an emergency: call a vet (veterinary doctor) now — do not wait. Until the vet comes, separate sick animals, do not sell or eat sick or dead animals, and keep people and other animals away.',
    dontKnow:
      'I’m not sure about that one, and I would rather not guess. I can help with poultry, fish, pigs, goats, sheep and cattle: diseases, vaccination, feeding, housing and your farm records. For a sick animal, please call a vet or your extension agent.',
    /** After "not sure": the offer of a person (a consultation with a vet or extension agent). */
    consult:
      'Would you like a person to look at it? Open a consultation in Kiwo (Consultations) and a vet or extension agent will answer you.',
    /** Before a second knowledge entry's first sentences. */
    alsoSee: 'Also worth checking',
    /** After a model's answer that hit its length limit: never a silent cut. */
    truncated:
      '(My answer was cut short here. Ask me to continue, or open a consultation for the rest.)',
    dose: 'For any medicine, follow the label or a vet’s dose — I can’t give a safe dose without the animals being examined.',
    /** Before the references under an answer. */
    sources: 'Sources',
    /** The farm's own figures put before an answer about health, feed or money. */
    figures: {
      /** Followed by ", " and one of the `change…` strings, then "; " and `deaths7`. */
      deaths: 'From your records: {deaths:string} death{{s}} in the last 30 days',
      deathsNone: 'From your records: no deaths in the last 30 days.',
      deaths7: '{deaths:string} in the last 7 days.',
      /** The farm's mortality rate, the dashboard's figure (ADR 0040). */
      rate: 'Your mortality rate is {rate:string}% (deaths ÷ animals placed in your active batches, as on your dashboard).',
      deathsRising: 'That is more than usual for your farm — if deaths keep rising, call a vet.',
      /** Against the 30 days before; `direction` is `up` or `down`. */
      change: '{direction:string|{up:up,down:down}} {percent:string}% on the 30 days before',
      changeNew: 'with none in the 30 days before',
      changeSame: 'about the same as the 30 days before',
      /** Followed by ", " and one of the `change…` strings and ".". */
      feed: 'Your farm used {kg:string} kg of feed in the last 30 days',
      money:
        'In the last 30 days your sales were {sales:string} and your expenses {expenses:string}.',
      herd: 'You have {animals:string} animals in {batches:string} active batch{{es}}.',
      /** The farm's animals of the kind a question is about ("your 480 poultry"). */
      flock: 'You keep {animals:string} {kind:string} in {batches:string} active batch{{es}}.',
    },
    /** Answers to "my farm" questions, from the farm's figures only (ADR 0047). */
    farm: {
      noRecords:
        'I don’t see any farm records in Kiwo yet. Add a batch and record each day, and I can answer questions about your farm.',
      noneOfKind: 'You have no {kind:string} in an active batch; here are all your batches.',
      noDeathsWeek: 'No animal has died this week (since Monday) in any batch.',
      noDeathsLife: 'No deaths are recorded in your active batches.',
      worstWeek:
        'This week (since Monday) {name:string} is doing worst: {deaths:string} death{{s}}, {rate:string}% of its animals.',
      worstLife:
        '{name:string} is doing worst since it started: {deaths:string} death{{s}}, {rate:string}% of the animals placed.',
      /** `items`: each other batch's name, deaths and rate, joined with "; ". */
      others: 'The others: {items:string}.',
      checkWorst:
        'Check that batch today: water, feed, heat and signs of disease; if deaths keep coming, call a vet.',
      deathsMonth:
        '{current:string} animals died in the last 30 days ({prior:string} in the 30 days before).',
      deathsWeek: '{total:string} animals died this week (since Monday).',
      /** Of the animals the question named. */
      deathsWeekOf: '{total:string} died this week (since Monday).',
      /** `items`: each batch's name and figure, joined with "; ". */
      byBatch: 'By batch: {items:string}.',
      rate: 'Your mortality rate is {rate:string}%: {deaths:string} death{{s}} of the {placed:string} animals placed in your active batches (the same figure as your dashboard).',
      rateOf:
        '{name:string}: mortality rate {rate:string}% ({deaths:string} death{{s}} of {placed:string} placed).',
      /** `names`: the batches, joined with ", ". */
      moneyProfit:
        '{names:string}: sales {sales:string} and expenses {expenses:string} since the batch started — {profit:string} profit.',
      moneyLoss:
        '{names:string}: sales {sales:string} and expenses {expenses:string} since the batch started — a loss of {loss:string}.',
      money30: 'In the last 30 days: sales {sales:string}, expenses {expenses:string}.',
      feed: '{name:string} ate {kg:string} kg of feed in the last 30 days.',
      weightNone: '{name:string}: no weights recorded yet.',
      weightLatest: '{name:string}: latest average weight {kg:string} kg.',
      /** `trend`: `up`, `down` or `same` against the weigh-in before. */
      weightTrend:
        '{name:string}: average weight {kg:string} kg at the last weigh-in, {trend:string|{up:up from,down:down from,same:the same as}} {previous:string} kg at the one before.',
      lastRecord: 'Your last record is from {date:string}.',
      noRecordYet: 'You have not recorded anything yet.',
      noConsultations: 'You have no open consultation with a vet or extension agent.',
      consultations: 'You have {open:string} open consultation{{s}} with a vet or extension agent.',
      /** Production (ADR 0059): the latest day with eggs; `crates` and `loose` make up `eggs`. */
      laying:
        '{batch:string}: lay rate {rate:string}% on {date:string} ({eggs:string} eggs from {hens:string} hens: {crates:string} crates and {loose:string} eggs), {cracked:string} cracked.',
      /** After `laying`: against the mean of the days before; `trend`: `up`, `down` or `same`. */
      layingTrend:
        '{trend:string|{up:Up from,down:Down from,same:The same as}} {previous:string}% on average over the days before.',
      layingWeek: 'Last 7 days: {eggs:string} eggs, {cracked:string} cracked.',
      layDrop:
        'Alert: the lay rate of {batch:string} fell {points:string} points in 3 days (from {from:string}% to {to:string}%). Check water, feed, light and signs of disease today; if it keeps falling, call a vet.',
      noLaying: 'No eggs are recorded for your layers in the last 30 days.',
      milk: '{batch:string}: {litres:string} litres of milk on {date:string}; {week:string} litres in the last 7 days.',
      noMilk: 'No milk is recorded in the last 30 days.',
      /** Stock (ADR 0063): feed on hand when no daily use is recorded. */
      feedLeft:
        '{item:string}: {kg:string} kg left; record the feed you use each day and I can tell how many days it lasts.',
      feedLeftDays:
        '{item:string}: {kg:string} kg left — about {days:string} day{{s}} at {daily:string} kg a day.',
      /** After `feedLeftDays` when the stock is low. */
      feedLow: 'That is low: buy more feed now.',
      noFeedStock:
        'You have not recorded any feed bought in Stock, so I cannot tell how much is left. Add your feed purchases in Stock.',
      /** Health calendar (ADR 0056); `item` is the schedule item's name in the reader's language. */
      healthOverdue:
        '{item:string} for {batch:string} ({section:string}) is overdue: it was due by {to:string}.',
      healthDue:
        '{item:string} for {batch:string} ({section:string}) is due now, between {from:string} and {to:string}.',
      noHealthDue:
        'No vaccination or treatment is due or overdue in your active batches. Your health calendar shows what comes next.',
    },
  },
} satisfies BaseTranslation;

export default advisorFiles;
