import { Stack } from '@kiwo/ui';
import { AdminUsers } from '../features/admin/AdminUsers';
import { AgentPerformance } from '../features/admin/AgentPerformance';

/** `/admin/agents` (admin only, ADR 0015): the list, and each agent's last 7 days. */
export default function AdminAgents() {
  return (
    <Stack gap="lg">
      <AdminUsers kind="agent" />
      <AgentPerformance />
    </Stack>
  );
}
