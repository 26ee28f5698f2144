import type { AreaPart, Translator } from '@kiwo/i18n';
import type { ComponentType } from 'react';
import type { Role } from './roles';

export type RouteTitle = keyof Translator['routes'];
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
  /**
   * The dictionary parts the screen uses beyond core and its layout's, loaded with it (ADR
   * 0018; routes/strings.test.ts checks them against the screen's code).
   */
  strings: AreaPart[];
}

/** The dictionary parts each layout uses beyond core, loaded with it (ADR 0018). */
export const LAYOUT_STRINGS: Record<RouteDef['layout'], AreaPart[]> = {
  // The chat button, and the unread count on the notifications link.
  app: ['chat', 'notifications'],
  public: ['chat'],
};

const placeholder = () => import('../screens/Placeholder');
const settings = () => import('../screens/Settings');
const profile = () => import('../screens/Profile');
// Farm screens shared by the farmer's routes and the agent's view of a farmer (ADR 0004).
const batchDetail = () => import('../screens/BatchDetail');
const sectionReports = () => import('../screens/SectionReports');
const dailyRecord = () => import('../screens/DailyRecord');
// Spec §2: the farmers list and the reports page are rendered by the agent dashboard screen.
const agentDashboard = () => import('../screens/AgentDashboard');
const agentStrings: AreaPart[] = ['agent', 'auth', 'farm', 'voice'];
const consultations = () => import('../screens/Consultations');

const role = (
  r: Role,
  entries: [string, RouteTitle, RouteDef['load']?, RouteDef['strings']?][],
): RouteDef[] =>
  entries.map(([path, title, load, strings]) => ({
    path,
    role: r,
    title,
    layout: 'app',
    load: load ?? placeholder,
    strings: strings ?? [],
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
    strings: ['auth'],
    load: () => import('../screens/Login'),
  },
  {
    path: '/signup',
    title: 'signup',
    layout: 'public',
    strings: ['auth'],
    load: () => import('../screens/Signup'),
  },
  {
    path: '/forgot-password',
    title: 'forgotPassword',
    layout: 'public',
    strings: ['auth'],
    load: () => import('../screens/ForgotPassword'),
  },
  {
    path: '/resetpassword/:token',
    title: 'resetPassword',
    layout: 'public',
    strings: ['auth'],
    load: () => import('../screens/ResetPassword'),
  },
  {
    path: '/verify-admin-email',
    title: 'verifyAdminEmail',
    layout: 'public',
    strings: ['auth'],
    load: () => import('../screens/VerifyAdminEmail'),
  },
  {
    path: '/schema',
    title: 'schema',
    layout: 'public',
    strings: ['site'],
    load: () => import('../screens/ApiReference'),
  },
  {
    path: '/privacy-policy',
    title: 'privacyPolicy',
    layout: 'public',
    strings: ['site'],
    load: () => import('../screens/PrivacyPolicy'),
  },
  ...role('farmer', [
    [
      '/farmer/dashboard',
      'dashboard',
      () => import('../screens/FarmerDashboard'),
      ['farm', 'voice'],
    ],
    [
      '/farmer/simple-dashboard',
      'simpleDashboard',
      () => import('../screens/SimpleDashboard'),
      ['farm'],
    ],
    ['/farmer/batch', 'batch', () => import('../screens/Batches'), ['farm']],
    ['/farmer/batch/:batchId', 'batchDetail', batchDetail, ['farm', 'settings']],
    ['/farmer/records', 'records', () => import('../screens/Records'), ['farm']],
    ['/farmer/reports/:sectionId', 'sectionReports', sectionReports, ['farm']],
    ['/farmer/daily-record/:recordId', 'dailyRecord', dailyRecord, ['farm', 'settings']],
    ['/farmer/analytics', 'analytics', () => import('../screens/Analytics'), ['farm']],
    [
      '/farmer/marketplace',
      'marketplace',
      () => import('../screens/Marketplace'),
      ['farm', 'marketplace'],
    ],
    [
      '/farmer/notifications',
      'notifications',
      () => import('../screens/Notifications'),
      ['farm', 'admin', 'agent', 'consultations'],
    ],
    // Not in spec §2: the consultation form and answers (ADR 0015).
    ['/farmer/consultations', 'consultations', consultations, ['consultations', 'admin']],
    ['/farmer/settings', 'settings', settings, ['settings', 'auth']],
    ['/farmer/profile', 'profile', profile, ['settings', 'auth']],
  ]),
  ...role('agent', [
    ['/agent/dashboard', 'dashboard', agentDashboard, agentStrings],
    ['/agent/farmer', 'farmers', agentDashboard, agentStrings],
    [
      '/agent/farmer/:farmerId',
      'farmerDetail',
      () => import('../screens/AgentFarmer'),
      ['agent', 'auth', 'settings', 'farm', 'voice'],
    ],
    [
      '/agent/farmer/:farmerId/farm-records',
      'farmRecords',
      () => import('../screens/AgentFarmRecords'),
      ['farm'],
    ],
    [
      '/agent/farmer/:farmerId/farm-data/batch/:batchId',
      'batchDetail',
      batchDetail,
      ['farm', 'settings'],
    ],
    ['/agent/farmer/:farmerId/reports/:sectionId', 'sectionReports', sectionReports, ['farm']],
    [
      '/agent/farmer/:farmerId/daily-record/:recordId',
      'dailyRecord',
      dailyRecord,
      ['farm', 'settings'],
    ],
    ['/agent/reports', 'reports', agentDashboard, agentStrings],
    [
      '/agent/marketplace',
      'marketplace',
      () => import('../screens/Marketplace'),
      ['farm', 'marketplace'],
    ],
    [
      '/agent/notifications',
      'notifications',
      () => import('../screens/Notifications'),
      ['farm', 'admin', 'agent', 'consultations'],
    ],
    ['/agent/consultations', 'consultations', consultations, ['consultations', 'admin']],
    ['/agent/settings', 'settings', settings, ['settings', 'auth']],
    ['/agent/profile', 'profile', profile, ['settings', 'auth']],
  ]),
  ...role('admin', [
    [
      '/admin/dashboard',
      'dashboard',
      () => import('../screens/AdminDashboard'),
      ['admin', 'farm', 'voice'],
    ],
    ['/admin/farmers', 'farmers', () => import('../screens/AdminFarmers'), ['admin']],
    [
      '/admin/farmers/:id',
      'farmerDetail',
      () => import('../screens/AdminFarmer'),
      ['admin', 'farm'],
    ],
    ['/admin/agents', 'agents', () => import('../screens/AdminAgents'), ['admin']],
    ['/admin/agents/:id', 'agentDetail', () => import('../screens/AdminAgent'), ['admin', 'farm']],
    [
      '/admin/marketplace',
      'marketplace',
      () => import('../screens/AdminMarketplace'),
      ['admin', 'marketplace', 'farm', 'consultations'],
    ],
    [
      '/admin/consultations',
      'consultations',
      () => import('../screens/AdminConsultations'),
      ['admin', 'consultations'],
    ],
    [
      '/admin/vet-consultations',
      'vetConsultations',
      () => import('../screens/AdminVetConsultations'),
      ['admin', 'consultations'],
    ],
    ['/admin/ussd-events', 'ussdEvents', () => import('../screens/AdminUssdEvents'), ['admin']],
    [
      '/admin/newsletter-subscribers',
      'newsletterSubscribers',
      () => import('../screens/AdminSubscribers'),
      ['admin'],
    ],
    ['/admin/analytics', 'analytics', () => import('../screens/AdminAnalytics'), ['admin', 'farm']],
    [
      '/admin/notifications',
      'notifications',
      () => import('../screens/AdminNotifications'),
      ['admin', 'farm', 'agent', 'consultations'],
    ],
    ['/admin/settings', 'settings', settings, ['settings', 'auth']],
    ['/admin/profile', 'profile', profile, ['settings', 'auth']],
  ]),
];

/** Spec §2 sidebar menus, by path, in order. Notifications and Settings close every menu. */
export const MENUS: Record<'farmerAdvanced' | 'farmerSimple' | Exclude<Role, 'farmer'>, string[]> =
  {
    farmerAdvanced: [
      '/farmer/dashboard',
      '/farmer/batch',
      '/farmer/records',
      '/farmer/marketplace',
    ],
    farmerSimple: ['/farmer/simple-dashboard', '/farmer/records', '/farmer/marketplace'],
    agent: ['/agent/dashboard', '/agent/farmer', '/agent/reports', '/agent/marketplace'],
    admin: [
      '/admin/dashboard',
      '/admin/farmers',
      '/admin/agents',
      '/admin/marketplace',
      '/admin/consultations',
      '/admin/vet-consultations',
      '/admin/ussd-events',
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
