import { adminCalls } from './admin';
import { agentCalls } from './agent';
import { authCalls } from './auth';
import { chatCalls } from './chat';
import { consultationCalls } from './consultations';
import { farmCalls } from './farm';
import { createHttp, type HttpOptions } from './http';
import { marketplaceCalls } from './marketplace';
import { newsletterCalls } from './newsletter';
import { notificationCalls } from './notifications';
import { userCalls } from './users';

/**
 * The typed client for every call of spec §7, grouped by area, for tests and tools that want
 * them all. A bundled app builds only the areas a module calls on one shared `createHttp`
 * (`farmCalls(http)`): this object holds every area, so a bundler keeps all of their code
 * wherever it is imported (the route JavaScript budget, docs/BENCHMARKS.md).
 */
export const createApiClient = (options: HttpOptions) => {
  const http = createHttp(options);
  return {
    admin: adminCalls(http),
    agent: agentCalls(http),
    auth: authCalls(http),
    chat: chatCalls(http, options),
    consultations: consultationCalls(http),
    farm: farmCalls(http),
    marketplace: marketplaceCalls(http),
    newsletter: newsletterCalls(http),
    notifications: notificationCalls(http),
    users: userCalls(http),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
