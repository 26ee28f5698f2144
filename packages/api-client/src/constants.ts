/**
 * Plain constants shared by the schemas, the server and the web app. They live apart from the
 * zod schemas so that importing one from `@kiwo/api-client` never pulls zod into a browser
 * bundle (the web app needs the lists, not the validators).
 */

// from schemas/agent.ts
export const REPORT_TYPES = ['visit', 'disease', 'mortality', 'feed', 'market', 'other'] as const;

// from schemas/auth.ts
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'never'] as const;

// from schemas/chat.ts
/** Answer languages: the app's locales. */
export const CHAT_LANGUAGES = ['en', 'ha', 'yo', 'ig'] as const;

// from schemas/chat.ts
/** The longest message a farmer may send to the AI assistant (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 2000;

// from schemas/farm.ts
export const ANALYTICS_RANGES = [30, 90, 365] as const;

// from schemas/farm.ts
export const BATCH_OUTCOMES = ['sold', 'harvested', 'other'] as const;

// from schemas/farm.ts
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

// from schemas/marketplace.ts
export const TRANSACTION_TYPES = ['buy', 'sell'] as const;

// from schemas/marketplace.ts
export const LISTING_CATEGORIES = [
  'livestock',
  'feed',
  'drugs_vaccines',
  'equipment',
  'services',
] as const;

// from schemas/marketplace.ts
/** `hidden`: taken down by an admin; only its owner and admins still see it. */
export const LISTING_STATUSES = ['active', 'closed', 'hidden'] as const;

// from schemas/marketplace.ts
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;

// from schemas/marketplace.ts
export const REQUEST_STATUSES = ['active', 'closed', 'hidden'] as const;

// from schemas/notifications.ts
/** What happened. The web words each type in the reader's language from `params`. */
export const NOTIFICATION_TYPES = [
  /** Someone pressed "I'm interested" on the user's listing (actions: accept / decline). */
  'marketplace_interest',
  /** The seller accepted or declined the user's interest. */
  'marketplace_interest_reply',
  /** Someone answered the user's buy/sell request. */
  'marketplace_request_answer',
  /** The farmer's agent filed a report about them. */
  'agent_report',
  /** Deaths on a section in one day above MORTALITY_NOTIFY_PERCENT (farmer and their agent). */
  'high_mortality',
  /** A section's lay rate fell more than 10 points within 3 days (params.section, date, from, to). */
  'lay_rate_drop',
  /** No daily record for 3 days. */
  'record_reminder',
  /** A health-calendar item is due for a section (params.item, section, batch, dueTo; ADR 0056). */
  'health_due',
  /** Feed at or below STOCK_LOW_DAYS days left (params.item, params.days), once per crossing. */
  'stock_low',
  /** An admin took up the user's consultation request (ADR 0015). */
  'consultation_assigned',
  /** An admin (or the vet/agent they assigned) answered the user's consultation. */
  'consultation_answered',
  'consultation_closed',
  /** The asker replied in the thread of a consultation (sent to its staff; ADR 0061). */
  'consultation_reply',
  /** An admin approved or rejected the user's NIN (params.decision, params.reason). */
  'nin_decision',
  /** An admin's message to a role, a state or one user. */
  'admin_message',
  /** An admin attached the farmer to an extension agent (sent to the farmer). */
  'agent_assigned',
  /** An admin attached a farmer to this agent (sent to the agent). */
  'farmer_assigned',
  /** An admin hid the user's marketplace listing (params.listing, params.reason). */
  'listing_hidden',
  /** An admin hid the user's buy/sell request (params.product, params.reason). */
  'request_hidden',
  /**
   * An admin moved farmers between agents (params.count, params.name: the other agent,
   * params.direction: `in` to this agent, `out` from them).
   */
  'farmers_moved',
  /**
   * A farmer asked for help (USSD "request a call", an urgent request, a request assigned to an
   * agent): sent to the farmer's agent and the admins (params.name, phone, topic, reason).
   */
  'help_requested',
  /** A farmer registered themself by USSD: their agent approves (accept) or declines. */
  'farmer_registered',
] as const;

// from schemas/consultations.ts
/** An extension (farming practice) consultation, or a vet consultation. */
export const CONSULTATION_KINDS = ['extension', 'vet'] as const;
/** open → assigned → answered → closed (answering and closing may skip steps). */
export const CONSULTATION_STATUSES = ['open', 'assigned', 'answered', 'closed'] as const;
export const CONSULTATION_URGENCIES = ['low', 'medium', 'high'] as const;
export const CONSULTATION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The photo as stored (the web shrinks phone photos well below this before sending). */
export const CONSULTATION_PHOTO_MAX_BYTES = 1_500_000;
export const CONSULTATION_TOPIC_MAX = 120;
export const CONSULTATION_DESCRIPTION_MAX = 2000;
export const CONSULTATION_ANSWER_MAX = 4000;

// from schemas/admin-ops.ts
export const ADMIN_MESSAGE_TITLE_MAX = 120;
export const ADMIN_MESSAGE_BODY_MAX = 1000;

// from schemas/messages.ts
/** Where an outbound message stands; `outbox` is the development outbox (kept, never sent). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'outbox'] as const;

// from schemas/messages.ts
export const MESSAGE_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
