import { AdminUsers } from '../features/admin/AdminUsers';

/** `/admin/agents` (issue 9, admin only). */
export default function AdminAgents() {
  return <AdminUsers kind="agent" />;
}
