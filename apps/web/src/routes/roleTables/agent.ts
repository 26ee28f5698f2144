import { type RoleTable, role } from '../table';

const settings = () => import('../../screens/Settings');
const profile = () => import('../../screens/Profile');
// Farm screens: the farmer's routes and the agent's view of a farmer (ADR 0004).
const batchDetail = () => import('../../screens/BatchDetail');
const sectionReports = () => import('../../screens/SectionReports');
const dailyRecord = () => import('../../screens/DailyRecord');
// Spec §2: the farmers list and the reports page are rendered by the agent dashboard screen.
const agentDashboard = () => import('../../screens/AgentDashboard');
const consultations = () => import('../../screens/Consultations');
const stock = () => import('../../screens/Stock');
const batchReport = () => import('../../screens/BatchReport');

/**
 * The extension agent's routes (spec §2) and sidebar menu: their own chunk, loaded with the role's area
 * (ADR XXXX-role-strings-with-their-area). A new agent route goes here.
 */
export const table: RoleTable = {
  routes: role('agent', [
    ['/agent/dashboard', 'dashboard', agentDashboard],
    ['/agent/farmer', 'farmers', agentDashboard],
    ['/agent/farmer/:farmerId', 'farmerDetail', () => import('../../screens/AgentFarmer')],
    [
      '/agent/farmer/:farmerId/farm-records',
      'farmRecords',
      () => import('../../screens/AgentFarmRecords'),
    ],
    ['/agent/farmer/:farmerId/farm-data/batch/:batchId', 'batchDetail', batchDetail],
    ['/agent/farmer/:farmerId/farm-data/batch/:batchId/report', 'batchReport', batchReport],
    ['/agent/farmer/:farmerId/stock', 'stock', stock],
    ['/agent/farmer/:farmerId/reports/:sectionId', 'sectionReports', sectionReports],
    ['/agent/farmer/:farmerId/daily-record/:recordId', 'dailyRecord', dailyRecord],
    ['/agent/reports', 'reports', agentDashboard],
    ['/agent/marketplace', 'marketplace', () => import('../../screens/Marketplace')],
    ['/agent/notifications', 'notifications', () => import('../../screens/Notifications')],
    ['/agent/consultations', 'consultations', consultations],
    // Everything waiting on this phone, for every farmer (ADR 0073).
    ['/agent/outbox', 'outbox', () => import('../../screens/AgentOutbox')],
    ['/agent/settings', 'settings', settings],
    ['/agent/profile', 'profile', profile],
  ]),
  menu: ['/agent/dashboard', '/agent/farmer', '/agent/reports', '/agent/marketplace'],
};
