import { useParams } from 'wouter';
import { AgentFarmerDetail } from '../features/agent/AgentFarmerDetail';

/** `/agent/farmer/{farmerId}` */
export default function AgentFarmer() {
  const { farmerId = '' } = useParams<{ farmerId: string }>();
  return <AgentFarmerDetail farmerId={farmerId} />;
}
