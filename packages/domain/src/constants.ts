/**
 * Spec §1/§9 business constants used by more than one package (ADR 0034: one home per rule).
 * Durations are in milliseconds. Layout and toast figures live in `@kiwo/ui`, voice and VAD
 * figures in `@kiwo/voice-agent`, money and date formats in `@kiwo/i18n`, the request timeout
 * in `@kiwo/api-client`.
 */

// Notifications and caching (spec §2)
export const NOTIFICATIONS_STALE_MS = 30_000;
export const UNREAD_REFETCH_MS = 600_000;
export const CHAT_HISTORY_STALE_MS = 300_000;

const UNREAD_BADGE_CAP = 9;

/**
 * Spec §2 unread badge: the count up to 9, "9+" above 9, and null (no badge) for 0, negative or
 * non-finite counts. Fractions are rounded down.
 */
export const formatUnreadBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
};

// Offline entry
export const USSD_CODE = '*347*754#';
