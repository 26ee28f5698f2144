import { useParams } from 'wouter';
import { BatchDetail as BatchDetailView } from '../features/farm/BatchDetail';

/** `/farmer/batch/{batchId}` and `/agent/farmer/{farmerId}/farm-data/batch/{batchId}` */
export default function BatchDetail() {
  const { batchId = '' } = useParams<{ batchId: string }>();
  return <BatchDetailView batchId={batchId} />;
}
