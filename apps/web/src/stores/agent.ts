import { useSnapshot } from 'valtio';
import { persisted } from './persist';

/**
 * The agent's list filters, persisted as `agent-storage` (spec §4) so a field agent comes back
 * to the same page of farmers after a call or a lost connection.
 */
export const agentStore = persisted('agent-storage', {
  search: '',
  state: '' as string,
  livestock: '' as string,
  sort: '' as string,
  page: 1,
});

export const useAgentFilters = () => useSnapshot(agentStore);
