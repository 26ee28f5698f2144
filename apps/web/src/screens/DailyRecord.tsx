import { useParams } from 'wouter';
import { RecordDetail } from '../features/farm/RecordDetail';
import { NarrowPage } from '../layouts/NarrowPage';

/** `/farmer/daily-record/{recordId}` and the agent's view of it */
export default function DailyRecord() {
  const { recordId = '' } = useParams<{ recordId: string }>();
  return (
    <NarrowPage>
      <RecordDetail recordId={recordId} />
    </NarrowPage>
  );
}
