export type { ApiClient } from './client';
export { createApiClient } from './client';
export type { ApiErrorKind } from './errors';
export { ApiError, pickMessage } from './errors';
export type { Http, HttpOptions, RequestOptions } from './http';
export { createHttp, REQUEST_TIMEOUT_MS } from './http';
export type { NewsletterSubscribeResponse } from './schemas/newsletter';
