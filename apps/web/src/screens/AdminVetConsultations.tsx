import { AdminConsultations as Queue } from '../features/consultations/AdminConsultations';

/** `/admin/vet-consultations`: vet consultation requests (issue 9, admin only). */
export default function AdminVetConsultations() {
  return <Queue kind="vet" />;
}
