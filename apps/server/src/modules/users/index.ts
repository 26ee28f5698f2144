import type { KiwoModule } from '../types';
import { usersRoutes } from './routes';

export const usersModule: KiwoModule = { name: 'users', base: 'api', routes: usersRoutes };

export { agentFarmerChunk, type FarmerCursor } from './agent-farmers';
export { toPublicUser } from './present';
export {
  createUsersRepository,
  type UserPatch,
  type UserRow,
  type UsersRepository,
  uniqueViolation,
} from './repository';
export { searchCondition } from './search';
