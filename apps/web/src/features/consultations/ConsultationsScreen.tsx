import { Stack } from '@kiwo/ui';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { AssignedConsultations } from './AssignedConsultations';
import { ConsultationForm } from './ConsultationForm';
import { MyConsultations } from './MyConsultations';

/** `/farmer/consultations` and `/agent/consultations`: ask an expert, read the answers. */
export function ConsultationsScreen() {
  const { user } = useAuth();
  const { t } = useI18n();
  return (
    <Stack gap="xl">
      <h1>{t.routes.consultations()}</h1>
      {/* An agent answers what was assigned to them first (ADR 0055). */}
      {user?.role === 'agent' && <AssignedConsultations />}
      <ConsultationForm defaultLivestock={user?.primaryLivestock ?? null} />
      <MyConsultations />
    </Stack>
  );
}
