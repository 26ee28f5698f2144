import { Stack } from '@kiwo/ui';
import { AdminUsers } from '../features/admin/AdminUsers';
import { AgentPerformance } from '../features/admin/AgentPerformance';
import { StaffInvites } from '../features/admin/StaffInvites';

/**
 * `/admin/agents` (admin only, ADR 0015): the list, each agent's last 7 days, and invitations
 * of agents and vets by link (ADR 0061).
 */
export default function AdminAgents() {
  return (
    <Stack gap="lg">
      <AdminUsers kind="agent" />
      <AgentPerformance />
      <StaffInvites />
    </Stack>
  );
}
