import { AdminUsers } from '../features/admin/AdminUsers';

/** `/admin/farmers` (issue 9, admin only). */
export default function AdminFarmers() {
  return <AdminUsers kind="farmer" />;
}
