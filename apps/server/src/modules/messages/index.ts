import type { KiwoModule } from '../types';
import { messagesRoutes } from './routes';

export { queueSmsAlert, queueSmsBroadcast } from './alerts';
export { createQueue, type Queue } from './queue';
export { createMessagesRepository } from './repository';
export { stringsFor } from './text';

/** Outbound SMS and email (ADR 0037, ADR 0038): callbacks, the alert switch, the admin page. */
export const messagesModule: KiwoModule = {
  name: 'messages',
  base: 'api',
  routes: messagesRoutes,
};
