// @kiwo/domain — pure business rules shared by web and server (DESIGN §1, layer 1).

export {
  CHAT_HISTORY_STALE_MS,
  CURRENCY,
  CURRENCY_MAX_FRACTION_DIGITS,
  CURRENCY_MIN_FRACTION_DIGITS,
  formatUnreadBadge,
  KEYBOARD_OPEN_VIEWPORT_SHRINK_PX,
  LOCALE,
  MOBILE_BREAKPOINT_PX,
  NOTIFICATIONS_STALE_MS,
  REQUEST_TIMEOUT_MS,
  SIDEBAR_COOKIE_MAX_AGE_DAYS,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  UNREAD_BADGE_CAP,
  UNREAD_REFETCH_MS,
  USSD_CODE,
  VAD_MIN_SPEECH_MS,
  VAD_NEGATIVE_SPEECH_THRESHOLD,
  VAD_POSITIVE_SPEECH_THRESHOLD,
  VAD_PRE_SPEECH_PAD_MS,
  VAD_REDEMPTION_MS,
  VOICE_AUDIO_VOLUME,
  VOICE_CONNECT_TIMEOUT_MS,
  VOICE_DUPLICATE_WINDOW_MS,
  VOICE_LIBRARY_WAIT_INTERVAL_MS,
  VOICE_LIBRARY_WAIT_TRIES,
  VOICE_MERGE_PAUSE_MS,
  VOICE_MIN_SPEECH_SAMPLES,
  VOICE_PING_INTERVAL_MS,
  VOICE_RECONNECT_DELAY_MAX_MS,
  VOICE_RECONNECT_DELAY_MIN_MS,
  VOICE_SAMPLE_RATE,
} from './constants';
export { NOT_AVAILABLE } from './csv/cells';
export type { CsvCell, CsvColumn, CsvOptions } from './csv/csv';
export { csvFileName, escapeCsvValue, NO_DATA_TO_EXPORT, toCsv } from './csv/csv';
export type { DailyRecordExportInput } from './csv/daily-record-export';
export { DAILY_RECORD_EXPORT_COLUMNS, sectionLabel } from './csv/daily-record-export';
export type { MarketplaceListingExportInput } from './csv/marketplace-export';
export { MARKETPLACE_LISTING_EXPORT_COLUMNS } from './csv/marketplace-export';
export { isEmail, passesNewsletterEmailRule } from './email';
export type { ConditionRating, ConditionRatingOrUnknown } from './enums/condition';
export {
  CONDITION_RATINGS,
  isConditionRating,
  normalizeConditionRating,
  UNKNOWN_CONDITION,
} from './enums/condition';
export type { FarmMode } from './enums/farm';
export { DEFAULT_FARM_MODE, FARM_MODES, isFarmMode, normalizeFarmMode } from './enums/farm';
export type {
  NotificationPriority,
  PriorityFilter,
  ReadStatusFilter,
} from './enums/filters';
export {
  isPriorityFilter,
  isReadStatusFilter,
  NOTIFICATION_PRIORITIES,
  PRIORITY_FILTERS,
  READ_STATUS_FILTERS,
  readStatusToIsRead,
} from './enums/filters';
export { isOneOf } from './enums/guard';
export type { UserLanguage } from './enums/language';
export { DEFAULT_USER_LANGUAGE, isUserLanguage, USER_LANGUAGES } from './enums/language';
export type { AgeNote, CattlePurpose, LivestockSubType, LivestockType } from './enums/livestock';
export {
  ageNoteFor,
  CATTLE_PURPOSES,
  formatAgeNoteEn,
  isCattlePurpose,
  isLivestockType,
  isSubTypeOf,
  LIVESTOCK_SUB_TYPES,
  LIVESTOCK_TYPES,
  SUB_TYPE_AGE_NOTES,
  subTypesFor,
} from './enums/livestock';
export type { AgeRange, Gender } from './enums/people';
export { AGE_RANGES, GENDERS, isAgeRange, isGender } from './enums/people';
export type { RecordChannel } from './enums/record-channel';
export { isRecordChannel, RECORD_CHANNELS } from './enums/record-channel';
export type { Role } from './enums/roles';
export { DEFAULT_ROLE, isRole, normalizeRole, ROLES } from './enums/roles';
export type { NigerianState } from './enums/states';
export { isNigerianState, NIGERIAN_STATES } from './enums/states';
export type { BatchStatus, NinVerificationStatus } from './enums/status';
export {
  BATCH_STATUSES,
  DEFAULT_NIN_VERIFICATION_STATUS,
  isBatchStatus,
  isNinVerificationStatus,
  NIN_VERIFICATION_STATUSES,
} from './enums/status';
export type { CountMovements, CountResult } from './metrics/count';
export { applyDailyRecordToCount } from './metrics/count';
export { averageProductivity, feedConversion, mortalityRate } from './metrics/rates';
export type { RevenuePerAnimalInput } from './metrics/revenue';
export { REVENUE_PER_ANIMAL, revenuePerAnimal } from './metrics/revenue';
export type { TrendDirection, TrendOptions, TrendResult } from './metrics/trend';
export { formatTrendLabel, TREND_FLAT_THRESHOLD_PERCENT, trend } from './metrics/trend';
export type { Weekday, WeeklyChartBucket, WeeklyChartRecord } from './metrics/weekly-chart';
export { WEEKDAY_SHORT_EN, WEEKDAYS, weeklyChart } from './metrics/weekly-chart';
export type { TrendPoint, WindowedTrendOptions, WindowTotals } from './metrics/windowed-trend';
export { TREND_WINDOW_DAYS, windowedTrend, windowTotals } from './metrics/windowed-trend';
export type { KoboResult } from './money';
export { KOBO_PER_NAIRA, koboToNaira, koboToNairaString, nairaToKobo } from './money';
export type { PenDraft } from './pen';
export {
  DEFAULT_PEN_DESCRIPTION,
  DEFAULT_PEN_LOCATION,
  DEFAULT_PEN_NAME,
  defaultPenFor,
} from './pen';
export { isNigerianPhone, NIGERIA_COUNTRY_CODE, normalizeNigerianPhone } from './phone';
export { finiteOrZero, round1, roundTo } from './round';
export type { SseEvent } from './sse';
export { createSseParser } from './sse';
export type { DateInput, RecentActivityLabel } from './time';
export {
  addDays,
  calendarDay,
  formatRelativeEn,
  isoWeekdayIndex,
  MS_PER_DAY,
  MS_PER_HOUR,
  NIGERIA_UTC_OFFSET_MINUTES,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  recentActivityLabel,
  toDate,
} from './time';
export type { ProfileFields } from './user';
export {
  fullName,
  initials,
  isNinVerified,
  isProfileComplete,
  isUsableImageUrl,
  PLACEHOLDER_PICTURE,
} from './user';
