export type { SseEvent } from '@kiwo/domain';
export { createSseParser } from '@kiwo/domain';
export { adminCalls, adminCsvPath } from './admin';
export type { Page } from './agent';
export { agentCalls } from './agent';
export { needsEmailVerification } from './auth';
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
  NOTIFICATION_TYPES,
  REPORT_FREQUENCIES,
  REPORT_TYPES,
  REQUEST_STATUSES,
  TRANSACTION_TYPES,
  WEEKDAY_LABELS,
} from './constants';
export { consultationCalls } from './consultations';
export type { ApiErrorKind } from './errors';
export { ApiError, pickMessage } from './errors';
export type { DayRange, RecordListQuery, RecordWriteOptions } from './farm';
export { farmCalls, farmCsvPaths } from './farm';
export type { Http, HttpOptions, RequestOptions } from './http';
export { createHttp, REQUEST_TIMEOUT_MS } from './http';
export type { ListingFilters, RequestFilters } from './marketplace';
export { marketplaceCalls, marketplaceCsvPath } from './marketplace';
export type { NotificationList, NotificationListQuery } from './notifications';
export { NOTIFICATION_MESSAGES, notificationCalls } from './notifications';
export type {
  AdminAuditEntry,
  AdminOverview,
  AdminUser,
  AdminUserDetail,
  AdminUsersQuery,
  AssignAgentBody,
  NewsletterSubscriber,
  NinDecisionBody,
  ReactivateUserBody,
  SubscribersQuery,
  SuspendUserBody,
  UssdEvent,
  UssdEventsQuery,
} from './schemas/admin';
export type {
  AdminAnalytics,
  AdminAnalyticsQuery,
  AudienceQuery,
  SendNotificationBody,
  SentMessage,
} from './schemas/admin-ops';
export type {
  AgentDashboard,
  AgentFarmer,
  AgentFarmersQuery,
  CreateReportBody,
  MortalityAlert,
  NeedVisitItem,
  Pagination,
  RegisterFarmerBody,
  Report,
  ReportsQuery,
  ReportType,
} from './schemas/agent';
export type {
  AdminVerificationData,
  AuthData,
  OtpSentData,
  RegisterBody,
  ReportFrequency,
  ReportSettings,
  UpdateDetailsBody,
  VerificationStatusData,
} from './schemas/auth';
export type {
  ChatFeedback,
  ChatFeedbackStats,
  ChatLanguage,
  ChatMessage,
  ChatReply,
  ChatRole,
  ChatSendBody,
} from './schemas/chat';
export type {
  AdminConsultationsQuery,
  AnswerConsultationBody,
  AssignConsultationBody,
  CloseConsultationBody,
  Consultation,
  ConsultationDetail,
  ConsultationKind,
  ConsultationPhotoInput,
  ConsultationReply,
  ConsultationStatus,
  ConsultationUrgency,
  CreateConsultationBody,
  MyConsultationsQuery,
  StaffMember,
} from './schemas/consultations';
export type {
  Analytics,
  AnalyticsDays,
  BatchCompletion,
  BatchDetail,
  BatchOutcome,
  BatchSummary,
  CompleteBatchBody,
  CreateBatchBody,
  CreatePenBody,
  CreateSectionBody,
  DailyRecord,
  DailyRecordBody,
  DailyRecordDetail,
  Dashboard,
  FarmTrend,
  Pen,
  RecordConflict,
  RecordPage,
  Section,
  UpdateBatchBody,
  UpdatePenBody,
  UpdateSectionBody,
} from './schemas/farm';
export type {
  AnswerRequestBody,
  CreateListingBody,
  CreateRequestBody,
  Listing,
  ListingCategory,
  ListingSort,
  ListingStatus,
  MarketplaceRequest,
  RequestAnswer,
  RequestStatus,
  TransactionType,
  UpdateListingBody,
  UpdateRequestBody,
} from './schemas/marketplace';
export type { NewsletterSubscribeResponse } from './schemas/newsletter';
export type {
  Notification,
  NotificationAction,
  NotificationType,
} from './schemas/notifications';
export type { PublicUser } from './schemas/user';
