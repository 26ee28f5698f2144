import { NotificationsScreen } from '../features/notifications/NotificationsScreen';

/** `/farmer/notifications`, `/agent/notifications`, `/admin/notifications`. */
export default function Notifications() {
  return <NotificationsScreen />;
}
