import { useVisitedFarmerName } from '../../data/agent';
import { useFarmScope } from '../../routes/farmScope';
import { useAuth } from '../../stores/auth';

/**
 * Whose farm an outbox entry saved on this screen belongs to, by name, when the one saving is
 * not that farmer (an agent visiting): the waiting list names them. Undefined for a farmer.
 */
export const useOutboxFarmerName = () => {
  const { farmerId } = useFarmScope();
  const { user } = useAuth();
  return useVisitedFarmerName(user && user._id !== farmerId ? farmerId : undefined);
};
