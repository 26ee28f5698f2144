import type { KiwoModule } from '../types';
import { eventsRoutes } from './routes';

export { errorCodeOf, recordEvent, recordEvents } from './service';

/** Product events (ADR 0052): `POST /events`, the server's own events, the admin funnel. */
export const eventsModule: KiwoModule = { name: 'events', base: 'api', routes: eventsRoutes };
