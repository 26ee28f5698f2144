export { adminCalls, adminCsvPath } from './admin';
export type { Page } from './agent';
export { agentCalls, agentFarmersCsvPath } from './agent';
export { authCalls, needsEmailVerification } from './auth';
export type { ChatStreamOptions } from './chat';
export { CHAT_ERROR_MESSAGE, chatCalls } from './chat';
export type { ApiClient } from './client';
export { createApiClient } from './client';
export {
  ADMIN_MESSAGE_BODY_MAX,
  ADMIN_MESSAGE_TITLE_MAX,
  ANALYTICS_RANGES,
  BATCH_OUTCOMES,
  CHAT_LANGUAGES,
  CHAT_MESSAGE_MAX,
  CONSULTATION_ANSWER_MAX,
  CONSULTATION_DESCRIPTION_MAX,
  CONSULTATION_KINDS,
  CONSULTATION_PHOTO_MAX_BYTES,
  CONSULTATION_PHOTO_TYPES,
  CONSULTATION_STATUSES,
  CONSULTATION_TOPIC_MAX,
  CONSULTATION_URGENCIES,
  LISTING_CATEGORIES,
  LISTING_SORTS,
  LISTING_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  NOTIFICATION_TYPES,
  REPORT_FREQUENCIES,
  REPORT_TYPES,
  REQUEST_STATUSES,
  TRANSACTION_TYPES,
  WEEKDAY_LABELS,
} from './constants';
export { consultationCalls } from './consultations';
export { conversationCalls } from './conversations';
export type { ApiErrorKind } from './errors';
export { ApiError, pickMessage } from './errors';
export type { DayRange, RecordListQuery, RecordWriteOptions } from './farm';
export { farmCalls, farmCsvPaths } from './farm';
export type { Http, HttpOptions, RequestOptions } from './http';
export { createHttp, REQUEST_TIMEOUT_MS } from './http';
export type { ListingFilters, RequestFilters } from './marketplace';
export { marketplaceCalls, marketplaceCsvPath } from './marketplace';
export { messageCalls } from './messages';
export { newsletterCalls } from './newsletter';
export type { NotificationList, NotificationListQuery } from './notifications';
export { NOTIFICATION_MESSAGES, notificationCalls } from './notifications';
export { phoneCallCalls } from './phone';
export type { ErrorCode, FieldCode, FieldProblem } from './problems';
export { ERROR_CODES, FIELD_CODES } from './problems';
// Every schema's type; the zod values themselves are imported from `@kiwo/api-client/schemas`
// by the code that validates with them.
export type * from './schemas';
export { sessionCalls } from './session';
export { userCalls } from './users';
export { ussdCalls, ussdSessionsCsvPath } from './ussd';
export { whatsappCalls } from './whatsapp';
