import { AdminUsers } from '../features/admin/AdminUsers';

/** `/admin/farmers` (admin only, ADR 0015). */
export default function AdminFarmers() {
  return <AdminUsers kind="farmer" />;
}
