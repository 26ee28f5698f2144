import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Seeder } from '../db/seed';

export interface ModuleOptions {
  config: Config;
}

/** One product area (DESIGN §3): its routes, and optionally its demo data. */
export interface KiwoModule {
  name: string;
  /** Spec §7 has a main base and a secondary base for email flows (EMAIL_API_PREFIX). */
  base: 'api' | 'email';
  routes: FastifyPluginAsyncZod<ModuleOptions>;
  seeders?: readonly Seeder[];
}
