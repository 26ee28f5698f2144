import type { Report } from '@kiwo/api-client/schemas';
import type { NamedReport } from './repository';

/** A report as the API shows it (spec §3 Report, plus the two names). */
export const toReport = ({ report, agent, farmer }: NamedReport): Report => ({
  _id: report.id,
  agentId: report.agentId,
  farmerId: report.farmerId,
  issue: report.issue,
  reportType: report.reportType,
  location: report.location,
  createdAt: report.createdAt.toISOString(),
  agent: { _id: agent.id, firstName: agent.firstName, lastName: agent.lastName },
  farmer: {
    _id: farmer.id,
    firstName: farmer.firstName,
    lastName: farmer.lastName,
    phone: farmer.phone,
  },
});
