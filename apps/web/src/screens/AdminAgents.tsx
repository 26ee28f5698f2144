import { AdminUsers } from '../features/admin/AdminUsers';

/** `/admin/agents` (admin only, ADR 0015). */
export default function AdminAgents() {
  return <AdminUsers kind="agent" />;
}
