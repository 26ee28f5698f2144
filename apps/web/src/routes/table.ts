import { AREA_FILES, type Area, type BrowserTranslator } from '@kiwo/i18n';
import type { ComponentType } from 'react';
import { loadArea } from '../stores/localeState';
import type { Role } from './roles';

export type RouteTitle = keyof BrowserTranslator['routes'];
type ScreenModule = { default: ComponentType };

export interface RouteDef {
  /** wouter pattern, exactly as spec §2 names it. */
  path: string;
  /** Only this role may open it; undefined for public pages. */
  role?: Role;
  title: RouteTitle;
  /** `app` = signed-in layout with the sidebar; `public` = top navbar. */
  layout: 'public' | 'app';
  /** Each screen is its own chunk (route-level code splitting). */
  load: () => Promise<ScreenModule>;
}

/**
 * A screen with its area's own strings, which the browser's dictionary leaves out (ADR 0051,
 * ADR 0076): the route waits for both, fetched together, in the current language.
 */
const wrapped = new WeakMap<RouteDef['load'], Map<string, RouteDef['load']>>();
const withStrings = (areas: Area[], load: RouteDef['load']): RouteDef['load'] => {
  // One wrapper per screen and areas: routes that share a screen share its lazy component
  // (Router.tsx), so the agent's workspace tabs stay mounted, and focused, as they switch.
  const key = areas.join(' ');
  const byAreas = wrapped.get(load) ?? new Map<string, RouteDef['load']>();
  wrapped.set(load, byAreas);
  const known = byAreas.get(key);
  if (known) return known;
  const loadWith = () =>
    Promise.all([load(), ...areas.map((area) => loadArea(area))]).then(([screen]) => screen);
  byAreas.set(key, loadWith);
  return loadWith;
};

const placeholder = () => import('../screens/Placeholder');
// Screens of every role with their own strings file (ADR 0076).
const settings = withStrings(['settings'], () => import('../screens/Settings'));
const profile = withStrings(['settings'], () => import('../screens/Profile'));
const marketplace = withStrings(['marketplace'], () => import('../screens/Marketplace'));
// A consultation's closing note is worded as its notification is.
const consultationStrings: Area[] = ['consultations', 'notifications'];
const consultations = withStrings(consultationStrings, () => import('../screens/Consultations'));
const notifications = withStrings(['notifications'], () => import('../screens/Notifications'));
const vetDashboard = withStrings(consultationStrings, () => import('../screens/VetDashboard'));
// Farm screens shared by the farmer's routes and the agent's view of a farmer (ADR 0004).
const batchDetail = () => import('../screens/BatchDetail');
const sectionReports = () => import('../screens/SectionReports');
const dailyRecord = () => import('../screens/DailyRecord');
// Spec §2: the farmers list and the reports page are rendered by the agent dashboard screen.
const agentDashboard = () => import('../screens/AgentDashboard');
const stock = () => import('../screens/Stock');
const batchReport = () => import('../screens/BatchReport');

const hasOwnStrings = (r: Role): r is Role & Area => (AREA_FILES as readonly string[]).includes(r);

/** A role's routes; a role with its own strings file (`agent.ts`, `admin.ts`) loads it with them. */
const role = (r: Role, entries: [string, RouteTitle, RouteDef['load']?][]): RouteDef[] =>
  entries.map(([path, title, load = placeholder]) => ({
    path,
    role: r,
    title,
    layout: 'app',
    load: hasOwnStrings(r) ? withStrings([r], load) : load,
  }));

/**
 * The one route table (spec §2). It drives the router, the sidebar menus and the route tests.
 * Screens not built yet render the marked placeholder inside the right layout.
 */
export const ROUTES: RouteDef[] = [
  {
    path: '/login',
    title: 'login',
    layout: 'public',
    load: () => import('../screens/Login'),
  },
  {
    path: '/signup',
    title: 'signup',
    layout: 'public',
    load: () => import('../screens/Signup'),
  },
  {
    path: '/forgot-password',
    title: 'forgotPassword',
    layout: 'public',
    load: () => import('../screens/ForgotPassword'),
  },
  {
    path: '/resetpassword/:token',
    title: 'resetPassword',
    layout: 'public',
    load: () => import('../screens/ResetPassword'),
  },
  {
    path: '/verify-admin-email',
    title: 'verifyAdminEmail',
    layout: 'public',
    load: () => import('../screens/VerifyAdminEmail'),
  },
  {
    path: '/schema',
    title: 'schema',
    layout: 'public',
    // A document, not UI: its text (`site.ts`) comes with the screen.
    load: withStrings(['site'], () => import('../screens/ApiReference')),
  },
  {
    // A batch report its farmer shared read-only (ADR 0063).
    path: '/shared/report/:token',
    title: 'sharedReport',
    layout: 'public',
    load: () => import('../screens/SharedReport'),
  },
  {
    path: '/privacy-policy',
    title: 'privacyPolicy',
    layout: 'public',
    load: withStrings(['site'], () => import('../screens/PrivacyPolicy')),
  },
  ...role('farmer', [
    ['/farmer/dashboard', 'dashboard', () => import('../screens/FarmerDashboard')],
    ['/farmer/simple-dashboard', 'simpleDashboard', () => import('../screens/SimpleDashboard')],
    ['/farmer/batch', 'batch', () => import('../screens/Batches')],
    ['/farmer/batch/:batchId', 'batchDetail', batchDetail],
    // Not in spec §2: stock and the batch report (ADR 0063).
    ['/farmer/batch/:batchId/report', 'batchReport', batchReport],
    ['/farmer/stock', 'stock', stock],
    ['/farmer/records', 'records', () => import('../screens/Records')],
    ['/farmer/reports/:sectionId', 'sectionReports', sectionReports],
    ['/farmer/daily-record/:recordId', 'dailyRecord', dailyRecord],
    ['/farmer/analytics', 'analytics', () => import('../screens/Analytics')],
    ['/farmer/marketplace', 'marketplace', marketplace],
    ['/farmer/notifications', 'notifications', notifications],
    // Not in spec §2: the consultation form and answers (ADR 0015).
    ['/farmer/consultations', 'consultations', consultations],
    ['/farmer/settings', 'settings', settings],
    ['/farmer/profile', 'profile', profile],
  ]),
  ...role('agent', [
    ['/agent/dashboard', 'dashboard', agentDashboard],
    ['/agent/farmer', 'farmers', agentDashboard],
    [
      '/agent/farmer/:farmerId',
      'farmerDetail',
      // Changing a farmer's phone number is the settings screen's step (ContactChangeStep).
      withStrings(['settings'], () => import('../screens/AgentFarmer')),
    ],
    [
      '/agent/farmer/:farmerId/farm-records',
      'farmRecords',
      () => import('../screens/AgentFarmRecords'),
    ],
    ['/agent/farmer/:farmerId/farm-data/batch/:batchId', 'batchDetail', batchDetail],
    ['/agent/farmer/:farmerId/farm-data/batch/:batchId/report', 'batchReport', batchReport],
    ['/agent/farmer/:farmerId/stock', 'stock', stock],
    ['/agent/farmer/:farmerId/reports/:sectionId', 'sectionReports', sectionReports],
    ['/agent/farmer/:farmerId/daily-record/:recordId', 'dailyRecord', dailyRecord],
    ['/agent/reports', 'reports', agentDashboard],
    ['/agent/marketplace', 'marketplace', marketplace],
    ['/agent/notifications', 'notifications', notifications],
    ['/agent/consultations', 'consultations', consultations],
    // Everything waiting on this phone, for every farmer (ADR 0073).
    ['/agent/outbox', 'outbox', () => import('../screens/AgentOutbox')],
    ['/agent/settings', 'settings', settings],
    ['/agent/profile', 'profile', profile],
  ]),
  // ADR 0061: a vet answers the vet requests of farmers in their states; no farm pages.
  ...role('vet', [
    ['/vet/dashboard', 'dashboard', vetDashboard],
    ['/vet/consultations', 'consultations', vetDashboard],
    ['/vet/notifications', 'notifications', notifications],
    ['/vet/settings', 'settings', settings],
    ['/vet/profile', 'profile', profile],
  ]),
  ...role('admin', [
    ['/admin/dashboard', 'dashboard', () => import('../screens/AdminDashboard')],
    ['/admin/farmers', 'farmers', () => import('../screens/AdminFarmers')],
    ['/admin/farmers/:id', 'farmerDetail', () => import('../screens/AdminFarmer')],
    ['/admin/agents', 'agents', () => import('../screens/AdminAgents')],
    ['/admin/agents/:id', 'agentDetail', () => import('../screens/AdminAgent')],
    [
      '/admin/marketplace',
      'marketplace',
      withStrings(
        [...consultationStrings, 'marketplace'],
        () => import('../screens/AdminMarketplace'),
      ),
    ],
    [
      '/admin/consultations',
      'consultations',
      withStrings(consultationStrings, () => import('../screens/AdminConsultations')),
    ],
    [
      '/admin/vet-consultations',
      'vetConsultations',
      withStrings(consultationStrings, () => import('../screens/AdminVetConsultations')),
    ],
    ['/admin/ussd-events', 'ussdEvents', () => import('../screens/AdminUssdEvents')],
    // Not in spec §2: outbound SMS and email, their cost and the gateway (ADR 0037).
    ['/admin/messages', 'messages', () => import('../screens/AdminMessages')],
    // Not in spec §2: WhatsApp conversations, messages per channel, the bot switch (ADR 0049).
    ['/admin/conversations', 'conversations', () => import('../screens/AdminConversations')],
    [
      '/admin/newsletter-subscribers',
      'newsletterSubscribers',
      () => import('../screens/AdminSubscribers'),
    ],
    ['/admin/analytics', 'analytics', () => import('../screens/AdminAnalytics')],
    [
      '/admin/notifications',
      'notifications',
      withStrings(['notifications'], () => import('../screens/AdminNotifications')),
    ],
    ['/admin/settings', 'settings', settings],
    ['/admin/profile', 'profile', profile],
  ]),
];

/** Spec §2 sidebar menus, by path, in order. Notifications and Settings close every menu. */
const MENUS: Record<'farmerAdvanced' | 'farmerSimple' | Exclude<Role, 'farmer'>, string[]> = {
  farmerAdvanced: [
    '/farmer/dashboard',
    '/farmer/batch',
    '/farmer/records',
    '/farmer/analytics',
    '/farmer/marketplace',
    // After the spec's five, so their keyboard order stays (ADR 0063).
    '/farmer/stock',
  ],
  farmerSimple: ['/farmer/simple-dashboard', '/farmer/records', '/farmer/marketplace'],
  agent: [
    '/agent/dashboard',
    '/agent/farmer',
    '/agent/reports',
    '/agent/marketplace',
    // Beyond the spec's four: everything waiting on this phone, reachable before the sync pill
    // shows a count (ADR 0073).
    '/agent/outbox',
  ],
  vet: ['/vet/dashboard', '/vet/consultations'],
  admin: [
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

export const menuFor = (r: Role, farmMode: 'simple' | 'advanced' = 'advanced'): RouteDef[] => {
  const key = r === 'farmer' ? (farmMode === 'simple' ? 'farmerSimple' : 'farmerAdvanced') : r;
  const paths = [...MENUS[key], `/${r}/notifications`, `/${r}/settings`];
  return paths.map((p) => {
    const found = ROUTES.find((route) => route.path === p);
    if (!found) throw new Error(`Menu path ${p} is not in the route table`);
    return found;
  });
};
