import { onReportFiled } from '../reports';
import type { KiwoModule } from '../types';
import { notificationsRoutes } from './routes';
import { notificationSeeders } from './seed';
import { notifyFarmerOfReport } from './triggers';

export type { ActionContext, ActionHandler } from './actions';
export { onNotificationAction } from './actions';
export type { NotifyInput } from './notify';
export { homeOf, notify } from './notify';
export { REMINDER_SILENT_DAYS, runDailyReminders, startReminders } from './reminders';
export type { HelpReason, HelpRequest } from './requests';
export { notifyHelpRequested } from './requests';
export type { RecordWritten } from './triggers';
export { notifyHighMortality } from './triggers';

// Once per process (not per app): a second hook would notify the farmer twice.
onReportFiled(notifyFarmerOfReport);

/** Spec §3 Notifications and the §7 calls. */
export const notificationsModule: KiwoModule = {
  name: 'notifications',
  base: 'api',
  routes: notificationsRoutes,
  seeders: notificationSeeders,
};
