import { Stack } from '@kiwo/ui';
import { PendingRecords } from '../features/farm/PendingRecords';
import { useI18n } from '../stores/locale';

/**
 * `/agent/outbox`: everything an agent saved on this phone for any farmer and not yet on the
 * server, each line naming the farmer, with the farmer outbox's choices (ADR 0068,
 * ADR 0073).
 */
export default function AgentOutbox() {
  const { t } = useI18n();
  return (
    <Stack gap="lg">
      <h1>{t.routes.outbox()}</h1>
      <PendingRecords everyFarm />
    </Stack>
  );
}
