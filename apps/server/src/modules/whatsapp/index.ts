import type { KiwoModule } from '../types';
import { whatsappRoutes } from './routes';

/** The WhatsApp Cloud API chatbot (ADR 0041): records, advice and figures in chat. */
export const whatsappModule: KiwoModule = {
  name: 'whatsapp',
  base: 'api',
  routes: whatsappRoutes,
};
