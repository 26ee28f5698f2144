import type { KiwoModule } from '../types';
import { chatRoutes } from './routes';

export { farmExtrasReader } from './farm-extras';
export { createChatService } from './service';

export const chatModule: KiwoModule = {
  name: 'chat',
  base: 'api',
  routes: chatRoutes,
};
