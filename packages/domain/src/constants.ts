/** Spec §1/§9 business constants. Durations are in milliseconds, sizes in CSS pixels. */

// Money and locale
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
/** Naira amounts are shown with 0 to 2 decimals. */
export const CURRENCY_MIN_FRACTION_DIGITS = 0;
export const CURRENCY_MAX_FRACTION_DIGITS = 2;

// Network
export const REQUEST_TIMEOUT_MS = 30_000;

// Layout
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = SIDEBAR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
/** Ctrl/Cmd + this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Chat: the on-screen keyboard is considered open when the viewport shrinks by more than this. */
export const KEYBOARD_OPEN_VIEWPORT_SHRINK_PX = 150;

// Notifications and caching
export const UNREAD_BADGE_CAP = 9;
export const NOTIFICATIONS_STALE_MS = 30_000;
export const UNREAD_REFETCH_MS = 600_000;
export const CHAT_HISTORY_STALE_MS = 300_000;

/**
 * Spec §2 unread badge: the count up to 9, "9+" above 9, and null (no badge) for 0, negative or
 * non-finite counts. Fractions are rounded down.
 */
export const formatUnreadBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
};

// Toasts
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The hotkey that focuses the notifications (toast) region. */
export const TOAST_HOTKEY = 'F8';

// Offline entry
export const USSD_CODE = '*347*754#';

// Voice (IVR)
export const VOICE_PING_INTERVAL_MS = 20_000;
export const VOICE_MERGE_PAUSE_MS = 5_000;
export const VOICE_MIN_SPEECH_SAMPLES = 8_000;
export const VOICE_SAMPLE_RATE = 16_000;
export const VAD_POSITIVE_SPEECH_THRESHOLD = 0.8;
export const VAD_NEGATIVE_SPEECH_THRESHOLD = 0.2;
export const VAD_MIN_SPEECH_MS = 800;
export const VAD_PRE_SPEECH_PAD_MS = 300;
export const VAD_REDEMPTION_MS = 1_200;
export const VOICE_AUDIO_VOLUME = 0.8;
export const VOICE_LIBRARY_WAIT_TRIES = 20;
export const VOICE_LIBRARY_WAIT_INTERVAL_MS = 500;
export const VOICE_DUPLICATE_WINDOW_MS = 2_000;
export const VOICE_CONNECT_TIMEOUT_MS = 20_000;
export const VOICE_RECONNECT_DELAY_MIN_MS = 1_000;
export const VOICE_RECONNECT_DELAY_MAX_MS = 5_000;
