import { adminModule } from './admin';
import { agentsModule } from './agents';
import { analyticsModule } from './analytics';
import { authEmailModule, authModule } from './auth';
import { batchesModule } from './batches';
import { chatModule } from './chat';
import { consultationsModule } from './consultations';
import { eventsModule } from './events';
import { healthModule } from './health';
import { marketplaceModule } from './marketplace';
import { messagesModule } from './messages';
import { newsletterModule } from './newsletter';
import { notificationsModule } from './notifications';
import { pensModule } from './pens';
import { recordsModule } from './records';
import { reportsModule } from './reports';
import { staffModule } from './staff';
import { stockModule } from './stock';
import { systemModule } from './system';
import type { KiwoModule } from './types';
import { usersModule } from './users';
import { ussdModule } from './ussd';
import { whatsappModule } from './whatsapp';

/** Every product area; app.ts mounts each under its base prefix and runs its seeders. */
export const modules: readonly KiwoModule[] = [
  systemModule,
  authModule,
  authEmailModule,
  usersModule,
  newsletterModule,
  pensModule,
  batchesModule,
  recordsModule,
  healthModule,
  stockModule,
  analyticsModule,
  reportsModule,
  agentsModule,
  marketplaceModule,
  notificationsModule,
  chatModule,
  ussdModule,
  consultationsModule,
  staffModule,
  adminModule,
  messagesModule,
  whatsappModule,
  eventsModule,
];
