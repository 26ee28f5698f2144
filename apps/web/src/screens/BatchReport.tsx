import { useParams } from 'wouter';
import { BatchReport as BatchReportView } from '../features/farm/BatchReport';

/** `/farmer/batch/{batchId}/report` and the agent's view of it. */
export default function BatchReport() {
  const { batchId = '' } = useParams<{ batchId: string }>();
  return <BatchReportView batchId={batchId} />;
}
