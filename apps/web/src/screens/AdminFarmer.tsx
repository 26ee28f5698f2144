import { useParams } from 'wouter';
import { AdminUserDetail } from '../features/admin/AdminUserDetail';

/** `/admin/farmers/:id` (issue 9, admin only). */
export default function AdminFarmer() {
  const { id = '' } = useParams<{ id: string }>();
  return <AdminUserDetail id={id} kind="farmer" />;
}
