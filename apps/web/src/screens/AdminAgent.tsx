import { useParams } from 'wouter';
import { AdminUserDetail } from '../features/admin/AdminUserDetail';

/** `/admin/agents/:id` (admin only, ADR 0015). */
export default function AdminAgent() {
  const { id = '' } = useParams<{ id: string }>();
  return <AdminUserDetail id={id} kind="agent" />;
}
