import { eq, inArray } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { notify } from './notify';

export const DEMO_NOTIFICATIONS_SEEDER = 'notifications/demo-notifications';

/** A report from the demo agent (already read) and a welcome message for the demo farmer. */
export const notificationSeeders: Seeder[] = [
  {
    name: DEMO_NOTIFICATIONS_SEEDER,
    async run(db) {
      const people = await db
        .select({
          id: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.phone, ['+2348030000001', '+2348030000002']));
      const farmer = people.find((p) => p.phone === '+2348030000001');
      const agent = people.find((p) => p.phone === '+2348030000002');
      if (!farmer) return;
      if (agent) {
        const name = `${agent.firstName} ${agent.lastName}`;
        const issue =
          'Birds look healthy. Clean the drinkers every morning and keep the litter dry.';
        const report = await notify(db, farmer.id, {
          type: 'agent_report',
          title: 'Your agent filed a report',
          body: `${name} filed a report about your farm (Farm visit): ${issue}`,
          params: { name, reportType: 'visit', issue },
          priority: 'medium',
          link: '/farmer/dashboard',
          dedupeKey: 'demo:agent-report',
        });
        if (report) {
          await db
            .update(notifications)
            .set({ isRead: true, readAt: new Date() })
            .where(eq(notifications.id, report.id));
        }
      }
      await notify(db, farmer.id, {
        type: 'admin_message',
        title: 'Welcome to Kiwo',
        body: 'Record your animals every day, even offline by dialling *347*754#. Your agent and the marketplace are one tap away.',
        priority: 'low',
        link: '/farmer/records',
        dedupeKey: 'demo:welcome',
      });
    },
  },
];
