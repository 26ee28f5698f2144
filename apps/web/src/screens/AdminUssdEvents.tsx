import { UssdEvents } from '../features/admin/UssdEvents';

/** `/admin/ussd-events` (issue 9, admin only). */
export default function AdminUssdEvents() {
  return <UssdEvents />;
}
