import { AdminConsultations as Queue } from '../features/consultations/AdminConsultations';

/** `/admin/consultations`: extension consultation requests (admin only, ADR 0015). */
export default function AdminConsultations() {
  return <Queue kind="extension" />;
}
