import { authEmailModule, authModule } from './auth';
import { newsletterModule } from './newsletter';
import { systemRoutes } from './system/routes';
import type { KiwoModule } from './types';
import { usersModule } from './users';

/** Every product area; app.ts mounts each under its base prefix and runs its seeders. */
export const modules: readonly KiwoModule[] = [
  { name: 'system', base: 'api', routes: systemRoutes },
  authModule,
  authEmailModule,
  usersModule,
  newsletterModule,
];
