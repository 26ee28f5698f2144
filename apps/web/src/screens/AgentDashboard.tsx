import { AgentWorkspace } from '../features/agent/AgentWorkspace';

/** `/agent/dashboard`, `/agent/farmer` and `/agent/reports` (one screen, spec §2). */
export default function AgentDashboard() {
  return <AgentWorkspace />;
}
