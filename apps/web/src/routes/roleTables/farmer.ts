import { type RoleTable, role } from '../table';

const settings = () => import('../../screens/Settings');
const profile = () => import('../../screens/Profile');
// Farm screens: the farmer's routes and the agent's view of a farmer (ADR 0004).
const batchDetail = () => import('../../screens/BatchDetail');
const sectionReports = () => import('../../screens/SectionReports');
const dailyRecord = () => import('../../screens/DailyRecord');
const consultations = () => import('../../screens/Consultations');
const stock = () => import('../../screens/Stock');
const batchReport = () => import('../../screens/BatchReport');

/**
 * The farmer's routes (spec §2) and sidebar menu: their own chunk, loaded with the role's area
 * (ADR XXXX-role-strings-with-their-area). A new farmer route goes here.
 */
export const table: RoleTable = {
  routes: role('farmer', [
    ['/farmer/dashboard', 'dashboard', () => import('../../screens/FarmerDashboard')],
    ['/farmer/simple-dashboard', 'simpleDashboard', () => import('../../screens/SimpleDashboard')],
    ['/farmer/batch', 'batch', () => import('../../screens/Batches')],
    ['/farmer/batch/:batchId', 'batchDetail', batchDetail],
    // Not in spec §2: stock and the batch report (ADR 0063).
    ['/farmer/batch/:batchId/report', 'batchReport', batchReport],
    ['/farmer/stock', 'stock', stock],
    ['/farmer/records', 'records', () => import('../../screens/Records')],
    ['/farmer/reports/:sectionId', 'sectionReports', sectionReports],
    ['/farmer/daily-record/:recordId', 'dailyRecord', dailyRecord],
    ['/farmer/analytics', 'analytics', () => import('../../screens/Analytics')],
    ['/farmer/marketplace', 'marketplace', () => import('../../screens/Marketplace')],
    ['/farmer/notifications', 'notifications', () => import('../../screens/Notifications')],
    // Not in spec §2: the consultation form and answers (ADR 0015).
    ['/farmer/consultations', 'consultations', consultations],
    ['/farmer/settings', 'settings', settings],
    ['/farmer/profile', 'profile', profile],
  ]),
  menu: [
    '/farmer/dashboard',
    '/farmer/batch',
    '/farmer/records',
    '/farmer/analytics',
    '/farmer/marketplace',
    // After the spec's five, so their keyboard order stays (ADR 0063).
    '/farmer/stock',
  ],
  simpleMenu: ['/farmer/simple-dashboard', '/farmer/records', '/farmer/marketplace'],
};
