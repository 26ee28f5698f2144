import type { KiwoModule } from '../types';
import { usersRoutes } from './routes';

export const usersModule: KiwoModule = { name: 'users', base: 'api', routes: usersRoutes };

export type { UserPatch, UserRow, UsersRepository } from './repository';
