import { createHttp, type HttpOptions } from './http';
import { newsletterCalls } from './newsletter';

/** The typed client for every call of spec §7, grouped by area. */
export const createApiClient = (options: HttpOptions) => {
  const http = createHttp(options);
  return {
    newsletter: newsletterCalls(http),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
