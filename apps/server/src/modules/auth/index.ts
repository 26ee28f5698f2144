import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KiwoModule, ModuleOptions } from '../types';
import { accountRoutes } from './account-routes';
import { authEmailRoutes } from './email-routes';
import { authRoutes } from './routes';
import { authSeeders } from './seed';
import { authSettingsRoutes } from './settings-routes';

const mainRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  await app.register(authRoutes, { config: opts.config });
  await app.register(authSettingsRoutes, { config: opts.config });
  await app.register(accountRoutes, { config: opts.config });
};

/** Accounts, sessions and the `/users/…` routes that change an account, on the main base. */
export const authModule: KiwoModule = {
  name: 'auth',
  base: 'api',
  routes: mainRoutes,
  seeders: authSeeders,
};

/** Forgot password and the email codes on the email base (spec §7 secondary base). */
export const authEmailModule: KiwoModule = {
  name: 'auth-email',
  base: 'email',
  routes: authEmailRoutes,
};

export { importFarmers } from './farmer-import';
export { registerByWhatsApp } from './new-account';
export { adminReviewVerifier, type NinVerifier } from './nin';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEEDER } from './seed';
export { createSessionStore, type SessionStore } from './sessions';
