import { UssdSessions } from '../features/admin/UssdSessions';

/** `/admin/ussd-events`: USSD sessions with their steps, completion per menu, CSV (ADR 0027). */
export default function AdminUssdEvents() {
  return <UssdSessions />;
}
