import { Stack } from '@kiwo/ui';
import { useAuth } from '../../stores/auth';
import { ConsultationForm } from './ConsultationForm';
import { MyConsultations } from './MyConsultations';

/** `/farmer/consultations` and `/agent/consultations`: ask an expert, read the answers. */
export function ConsultationsScreen() {
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <ConsultationForm defaultLivestock={user?.primaryLivestock ?? null} />
      <MyConsultations />
    </Stack>
  );
}
