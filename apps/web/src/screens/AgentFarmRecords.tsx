import { Stack } from '@kiwo/ui';
import { useSearch } from 'wouter';
import { BatchList } from '../features/farm/BatchList';
import { RecordForm } from '../features/farm/RecordForm';

/**
 * `/agent/farmer/{farmerId}/farm-records`: an agent in the field records the day for the
 * farmer and manages their batches — the farmer's own screens, in the farmer's scope.
 */
export default function AgentFarmRecords() {
  const section = new URLSearchParams(useSearch()).get('section') ?? undefined;
  return (
    <Stack gap="xl">
      <RecordForm sectionId={section} />
      <BatchList />
    </Stack>
  );
}
