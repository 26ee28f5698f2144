import type { KiwoModule } from '../types';
import { ussdRoutes } from './routes';

export const ussdModule: KiwoModule = {
  name: 'ussd',
  base: 'api',
  routes: ussdRoutes,
};

/** The USSD PIN gates the phone line's keypad recording too (ADR 0044). */
export { checkPin, hasPin } from './pin';
