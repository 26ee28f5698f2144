import { AdminOverview } from '../features/admin/AdminOverview';

/** `/admin/dashboard` (issue 9, admin only). */
export default function AdminDashboard() {
  return <AdminOverview />;
}
