import type { KiwoModule } from '../types';
import { eventsRoutes } from './routes';

export type { EventChannel, EventName } from './names';
export { errorCodeOf, type ProductEvent, recordEvent, recordEvents } from './service';

/** Product events (ADR XXXX): `POST /events`, the server's own events, the admin funnel. */
export const eventsModule: KiwoModule = { name: 'events', base: 'api', routes: eventsRoutes };
