import { onReportFiled } from '../reports';
import type { KiwoModule } from '../types';
import { notificationsRoutes } from './routes';
import { notificationSeeders } from './seed';
import { notifyFarmerOfReport } from './triggers';

export { onNotificationAction } from './actions';

export { homeOf, notify } from './notify';
export { runDailyReminders, startReminders } from './reminders';
export { notifyHelpRequested } from './requests';

export { notifyHighMortality, notifyLayDrop } from './triggers';

// Once per process (not per app): a second hook would notify the farmer twice.
onReportFiled(notifyFarmerOfReport);

/** Spec §3 Notifications and the §7 calls. */
export const notificationsModule: KiwoModule = {
  name: 'notifications',
  base: 'api',
  routes: notificationsRoutes,
  seeders: notificationSeeders,
};
