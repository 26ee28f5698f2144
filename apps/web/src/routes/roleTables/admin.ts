import { type RoleTable, role } from '../table';

const settings = () => import('../../screens/Settings');
const profile = () => import('../../screens/Profile');

/**
 * The admin console's routes (spec §2, ADR 0015) and sidebar menu: their own chunk, loaded with the role's area
 * (ADR XXXX-role-strings-with-their-area). A new admin route goes here.
 */
export const table: RoleTable = {
  routes: role('admin', [
    ['/admin/dashboard', 'dashboard', () => import('../../screens/AdminDashboard')],
    ['/admin/farmers', 'farmers', () => import('../../screens/AdminFarmers')],
    ['/admin/farmers/:id', 'farmerDetail', () => import('../../screens/AdminFarmer')],
    ['/admin/agents', 'agents', () => import('../../screens/AdminAgents')],
    ['/admin/agents/:id', 'agentDetail', () => import('../../screens/AdminAgent')],
    ['/admin/marketplace', 'marketplace', () => import('../../screens/AdminMarketplace')],
    ['/admin/consultations', 'consultations', () => import('../../screens/AdminConsultations')],
    [
      '/admin/vet-consultations',
      'vetConsultations',
      () => import('../../screens/AdminVetConsultations'),
    ],
    ['/admin/ussd-events', 'ussdEvents', () => import('../../screens/AdminUssdEvents')],
    // Not in spec §2: outbound SMS and email, their cost and the gateway (ADR 0037).
    ['/admin/messages', 'messages', () => import('../../screens/AdminMessages')],
    // Not in spec §2: WhatsApp conversations, messages per channel, the bot switch (ADR 0049).
    ['/admin/conversations', 'conversations', () => import('../../screens/AdminConversations')],
    [
      '/admin/newsletter-subscribers',
      'newsletterSubscribers',
      () => import('../../screens/AdminSubscribers'),
    ],
    ['/admin/analytics', 'analytics', () => import('../../screens/AdminAnalytics')],
    ['/admin/notifications', 'notifications', () => import('../../screens/AdminNotifications')],
    ['/admin/settings', 'settings', settings],
    ['/admin/profile', 'profile', profile],
  ]),
  menu: [
    '/admin/dashboard',
    '/admin/farmers',
    '/admin/agents',
    '/admin/marketplace',
    '/admin/consultations',
    '/admin/vet-consultations',
    '/admin/ussd-events',
    '/admin/messages',
    '/admin/conversations',
    '/admin/newsletter-subscribers',
    '/admin/analytics',
  ],
};
