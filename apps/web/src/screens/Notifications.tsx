import { NotificationsScreen } from '../features/notifications/NotificationsScreen';

/** `/farmer/notifications`, `/agent/notifications`, `/admin/notifications` (issue 8). */
export default function Notifications() {
  return <NotificationsScreen />;
}
