export { adminCalls, adminCsvPath } from './admin';
export type { Page } from './agent';
export { agentCalls, agentFarmersCsvPath } from './agent';
export { authCalls, needsEmailVerification } from './auth';
export type { ChatStreamOptions } from './chat';
export { CHAT_ERROR_MESSAGE, chatCalls } from './chat';
export type { ApiClient } from './client';
export { createApiClient } from './client';
// Every constant: values only (no zod), so the browser can take them (CONTEXT.md).
export * from './constants';
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
