import { AdminConsultations as Queue } from '../features/consultations/AdminConsultations';

/** `/admin/consultations`: extension consultation requests (issue 9, admin only). */
export default function AdminConsultations() {
  return <Queue kind="extension" />;
}
