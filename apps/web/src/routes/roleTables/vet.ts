import { type RoleTable, role } from '../table';

const settings = () => import('../../screens/Settings');
const profile = () => import('../../screens/Profile');

/**
 * The vet's routes (ADR 0061: a vet answers the vet requests of farmers in their states; no farm pages) and sidebar menu: their own chunk, loaded with the role's area
 * (ADR XXXX-role-strings-with-their-area). A new vet route goes here.
 */
export const table: RoleTable = {
  routes: role('vet', [
    ['/vet/dashboard', 'dashboard', () => import('../../screens/VetDashboard')],
    ['/vet/consultations', 'consultations', () => import('../../screens/VetDashboard')],
    ['/vet/notifications', 'notifications', () => import('../../screens/Notifications')],
    ['/vet/settings', 'settings', settings],
    ['/vet/profile', 'profile', profile],
  ]),
  menu: ['/vet/dashboard', '/vet/consultations'],
};
