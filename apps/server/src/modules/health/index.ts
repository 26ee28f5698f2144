import type { KiwoModule } from '../types';
import { healthRoutes } from './routes';

export { dueHealthOf, overdueHealthOfAgent, runHealthReminders } from './service';

/** The health calendar (ADR 0056): schedules by age, items given, reminders. */
export const healthModule: KiwoModule = { name: 'health', base: 'api', routes: healthRoutes };
