import { useParams } from 'wouter';
import { AdminUserDetail } from '../features/admin/AdminUserDetail';

/** `/admin/agents/:id` (issue 9, admin only). */
export default function AdminAgent() {
  const { id = '' } = useParams<{ id: string }>();
  return <AdminUserDetail id={id} kind="agent" />;
}
