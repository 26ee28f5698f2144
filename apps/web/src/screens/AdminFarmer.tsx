import { useParams } from 'wouter';
import { AdminUserDetail } from '../features/admin/AdminUserDetail';

/** `/admin/farmers/:id` (admin only, ADR 0015). */
export default function AdminFarmer() {
  const { id = '' } = useParams<{ id: string }>();
  return <AdminUserDetail id={id} kind="farmer" />;
}
