// @kiwo/domain — pure business rules shared by web and server (DESIGN §1, layer 1).

export {
  CHAT_HISTORY_STALE_MS,
  formatUnreadBadge,
  NOTIFICATIONS_STALE_MS,
  UNREAD_REFETCH_MS,
  USSD_CODE,
} from './constants';
export type { CsvColumn } from './csv/csv';
export { csvFileName, NO_DATA_TO_EXPORT, toCsv } from './csv/csv';
export type { DailyRecordExportInput } from './csv/daily-record-export';
export { DAILY_RECORD_EXPORT_COLUMNS } from './csv/daily-record-export';
export type { MarketplaceListingExportInput } from './csv/marketplace-export';
export { MARKETPLACE_LISTING_EXPORT_COLUMNS } from './csv/marketplace-export';
export { isEmail, passesNewsletterEmailRule } from './email';
export { CONDITION_RATINGS } from './enums/condition';
export { FARM_MODES } from './enums/farm';
export type { NotificationPriority, PriorityFilter, ReadStatusFilter } from './enums/filters';
export {
  NOTIFICATION_PRIORITIES,
  PRIORITY_FILTERS,
  READ_STATUS_FILTERS,
  readStatusToIsRead,
} from './enums/filters';
export { isOneOf } from './enums/guard';
export { USER_LANGUAGES } from './enums/language';
export type { LivestockType } from './enums/livestock';
export {
  CATTLE_PURPOSES,
  isLivestockType,
  isSubTypeOf,
  LIVESTOCK_SUB_TYPES,
  LIVESTOCK_TYPES,
  subTypesFor,
} from './enums/livestock';
export { AGE_RANGES, GENDERS } from './enums/people';
export type { RecordChannel } from './enums/record-channel';
export { isRecordChannel, RECORD_CHANNELS } from './enums/record-channel';
export type { Role } from './enums/roles';
export { ROLES } from './enums/roles';
export { NIGERIAN_STATES } from './enums/states';
export type { NinVerificationStatus } from './enums/status';
export { BATCH_STATUSES, NIN_VERIFICATION_STATUSES } from './enums/status';
export type { HealthTask } from './health/calendar';
export { ageOnDay, healthCalendar, inWithdrawal, saleAllowedFrom } from './health/calendar';
export type { HealthRoute } from './health/schedules';
export { HEALTH_ROUTES, SCHEDULE_ITEM_IDS, scheduleFor } from './health/schedules';
export { animalsPlaced, correctCount, moveAnimals } from './metrics/corrections';
export type { CountMovements } from './metrics/count';
export { applyDailyRecordToCount } from './metrics/count';
export { measuredFeedConversion, salesPerAnimalSold } from './metrics/measured';
export {
  averageProductivity,
  feedConversion,
  mortalityRate,
  startCountFrom,
} from './metrics/rates';
export { revenuePerAnimal } from './metrics/revenue';
export { formatTrendLabel, trend } from './metrics/trend';
export { currentWeek, WEEKDAY_SHORT_EN, weeklyChart } from './metrics/weekly-chart';
export { TREND_WINDOW_DAYS } from './metrics/windowed-trend';
export { koboToNaira, nairaToKobo } from './money';
export { numberWord } from './number-words';
export { implausibleFigures, parseTypedNumber } from './numbers';
export { DEFAULT_PEN_LOCATION, defaultPenFor } from './pen';
export { isNigerianPhone, normalizeNigerianPhone } from './phone';
export type { LayDrop } from './production/production';
export {
  CULLING_REASONS,
  crates,
  LAY_DROP_DAYS,
  layRate,
  layRateDrop,
  layRateFall,
  MORTALITY_CAUSES,
  maxEggsFor,
  recordsEggs,
  recordsMilk,
} from './production/production';
export { round1 } from './round';
export { createSseParser } from './sse';
export type { FeedBought, FeedUse } from './stock/stock';
export {
  batchProfit,
  daysOfFeedLeft,
  drawDown,
  feedKey,
  feedRate,
  feedUsedCost,
  isLowStock,
  isMedicineLow,
} from './stock/stock';
export {
  addDays,
  calendarDay,
  isoWeekdayIndex,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  recentActivityLabel,
} from './time';
export { fullName, initials, isProfileComplete, isUsableImageUrl } from './user';
