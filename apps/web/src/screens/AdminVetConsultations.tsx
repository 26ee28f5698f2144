import { AdminConsultations as Queue } from '../features/consultations/AdminConsultations';

/** `/admin/vet-consultations`: vet consultation requests (admin only, ADR 0015). */
export default function AdminVetConsultations() {
  return <Queue kind="vet" />;
}
