/**
 * The AI advisor (DESIGN §3): one interface for the chat routes now and the voice service later.
 * Implementations: `openai.ts` (any OpenAI-compatible endpoint) and `offline/` (retrieval over
 * the knowledge base in `knowledge/`, no key, no network). `createAdvisor(config)` picks one.
 */

/** The app's locales; the advisor answers in this language where it can. */
export type AdvisorLanguage = 'en' | 'ha' | 'yo' | 'ig';

/** Spec §3 conversation history item. */
export interface AdvisorTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** One kind of animal on the farm (active batches only), e.g. poultry / broiler, 480 alive. */
export interface LivestockLine {
  type: string;
  subType: string | null;
  animals: number;
  batches: number;
}

/** A trend as the dashboard shows it ("+12.5%", "New", "±0%"). */
export interface TrendFigure {
  current: number;
  prior: number;
  label: string;
}

/**
 * Spec §3 farm context, computed on the server from the user's own records (the spec's client
 * sends placeholders; Kiwo never trusts them). `farm` is null for users without a farm.
 */
export interface FarmContext {
  firstName: string;
  role: 'farmer' | 'agent' | 'admin' | 'vet';
  state: string | null;
  /** The asker's gender: Hausa addresses a man and a woman differently (ADR 0053). */
  gender?: 'male' | 'female' | null;
  /** Set when the farm is not the asker's own: an agent opened the assistant on a farmer's. */
  farmerName?: string;
  farm:
    | ({
        totalAnimals: number;
        totalBatches: number;
        activeBatches: number;
        livestock: LivestockLine[];
        /** Deaths in the last 30 days and the prior 30, with the spec §9 trend label. */
        mortality30d: TrendFigure;
        /** Deaths in the last 7 days. */
        mortality7d: number;
        feedKg30d: TrendFigure;
        salesNaira30d: TrendFigure;
        expensesNaira30d: TrendFigure;
        /** The farm's last recorded day (YYYY-MM-DD), null without records. */
        lastRecordDate: string | null;
        /** The farm day the figures were read on (YYYY-MM-DD, Africa/Lagos). */
        today: string;
        /** Monday of the current week: "this week" is Monday to today, as on the dashboard (ADR 0040). */
        weekStart: string;
        /** Deaths from Monday to today over the active batches. */
        deathsThisWeek: number;
        /** The dashboard's mortality rate: lifetime deaths ÷ animals placed of the active batches. */
        mortalityRate: number;
        /** The farmer's consultations with staff not yet closed. */
        openConsultations: number;
        /** Each active batch's own figures, the advisor's answer to "which batch…" questions. */
        batches: BatchFigures[];
      } & FarmExtras)
    | null;
}

/**
 * Production, stock and health (ADR 0059, ADR 0063, ADR 0056): read by the modules that own
 * those rules (records, stock, health) and handed to `loadFarmContext` as a `FarmExtrasReader`,
 * so the advisor repeats the screens' figures instead of computing its own.
 */
export interface FarmExtras {
  /** Active batches with layers: the latest day with eggs over the last 30 days. */
  laying: LayingFigures[];
  /** Active batches with dairy cattle or does: the latest day with milk. */
  milk: MilkFigures[];
  /** Feed bought through stock, per feed type. */
  feedStock: FeedStockFigures[];
  /** Vaccinations and treatments due or overdue in active batches, the most urgent first. */
  health: HealthDueFigures[];
}

export interface LayingFigures {
  batch: string;
  /** The latest farm day with an egg count. */
  date: string;
  eggs: number;
  cracked: number;
  hens: number;
  /** Domain `layRate` of that day (eggs ÷ hens alive, %). */
  layRate: number;
  /** The mean lay rate of up to 7 recorded days before `date`; null with none. */
  previousRate: number | null;
  /** Eggs and cracked eggs over the last 7 days up to `date`. */
  eggs7d: number;
  cracked7d: number;
  /** Domain `layRateFall` on `date`: a drop alert the screens show; null when none. */
  drop: { from: number; to: number; points: number } | null;
}

export interface MilkFigures {
  batch: string;
  date: string;
  litres: number;
  litres7d: number;
}

export interface FeedStockFigures {
  item: string;
  onHandKg: number;
  dailyKg: number | null;
  /** Domain `daysOfFeedLeft`; null when no feed use is recorded. */
  daysLeft: number | null;
  /** Domain `isLowStock` at `STOCK_LOW_DAYS`. */
  low: boolean;
}

export interface HealthDueFigures {
  batch: string;
  section: string;
  /** The schedule item's id (domain `SCHEDULE_ITEM_IDS`), e.g. `newcastle_lasota`. */
  item: string;
  kind: string;
  status: 'due' | 'overdue';
  dueFrom: string;
  dueTo: string;
}

/** Reads a farmer's `FarmExtras` (implemented in the modules layer, which owns the rules). */
export type FarmExtrasReader = (farmerId: string, today: string) => Promise<FarmExtras>;

/**
 * One active batch as the advisor sees it. Rates come from the domain's `mortalityRate` (deaths ÷
 * animals placed, ADR 0040), never computed here.
 */
export interface BatchFigures {
  name: string;
  /** Livestock type of its sections (the first section's when they differ). */
  type: string;
  subType: string | null;
  alive: number;
  /** Initial counts plus births over the batch's life. */
  placed: number;
  /** Deaths over the batch's life. */
  deaths: number;
  mortalityRate: number;
  deathsThisWeek: number;
  /** This week's deaths ÷ the animals alive on Monday plus this week's births. */
  mortalityRateThisWeek: number;
  feedKg30d: number;
  /** Latest recorded average weight (kg), and the weigh-in before it; null when none. */
  weightKg: number | null;
  previousWeightKg: number | null;
  /** Over the batch's life. */
  salesNaira: number;
  expensesNaira: number;
  salesNaira30d: number;
  expensesNaira30d: number;
  lastRecordDate: string | null;
}

export interface AdvisorInput {
  /** The farmer's question, already trimmed and length-checked. */
  message: string;
  /** Earlier turns, oldest first (the store keeps the last few). */
  history: readonly AdvisorTurn[];
  farmContext: FarmContext;
  language: AdvisorLanguage;
}

export interface AdvisorOptions {
  signal?: AbortSignal;
  /** Pieces of the answer as they are produced (streaming); their concatenation is `text`. */
  onToken?: (text: string) => void;
}

export interface AdvisorReply {
  text: string;
  /** The references the answer drew on (knowledge-base sources); empty for a model's answer. */
  sources: string[];
  /** Which implementation answered: `offline` or `llm`. */
  provider: string;
  /** The language the answer is in when it differs from the one asked for (the question's). */
  language?: AdvisorLanguage;
  /** A model's answer cut at its length limit; the text then ends with a notice saying so. */
  truncated?: boolean;
}

export interface Advisor {
  readonly name: string;
  reply(input: AdvisorInput, options?: AdvisorOptions): Promise<AdvisorReply>;
}

export type AdvisorErrorKind = 'timeout' | 'network' | 'http' | 'invalid-response' | 'aborted';

/** A provider failed; the message is for logs, never for the farmer. */
export class AdvisorError extends Error {
  override name = 'AdvisorError';
  constructor(
    readonly kind: AdvisorErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
  /** A 429's `retry-after`, in milliseconds, when the server sent one. */
  retryAfterMs?: number | undefined;
}
