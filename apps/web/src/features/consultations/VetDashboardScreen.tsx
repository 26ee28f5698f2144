import { Stack } from '@kiwo/ui';
import { useVetStates } from '../../data/consultations';
import { useAreaI18n } from '../../stores/locale';
import * as farm from '../farm/farm.css';
import { AssignedConsultations } from './AssignedConsultations';

/**
 * A vet's workspace (ADR 0061): the vet requests of farmers in the states an admin gave them,
 * newest first, each opened to read (photo, farmer, thread) and answer. No farm pages.
 */
export function VetDashboardScreen() {
  const { t } = useAreaI18n('consultations');
  const states = useVetStates();
  return (
    <Stack gap="lg">
      <h1>{t.routes.consultations()}</h1>
      {states.data && (
        <p className={farm.muted}>
          {t.consultations.vetStates({ states: states.data.join(', ') })}
        </p>
      )}
      <AssignedConsultations queue="vet" />
    </Stack>
  );
}
