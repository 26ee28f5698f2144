export { needsEmailVerification } from './auth';
export type { ApiClient } from './client';
export { createApiClient } from './client';
export type { ApiErrorKind } from './errors';
export { ApiError, pickMessage } from './errors';
export type { Http, HttpOptions, RequestOptions } from './http';
export { createHttp, REQUEST_TIMEOUT_MS } from './http';
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
export { REPORT_FREQUENCIES } from './schemas/auth';
export type { NewsletterSubscribeResponse } from './schemas/newsletter';
export type { PublicUser } from './schemas/user';
