import { users } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { createPasswordHasher } from '../../lib/passwords';

export const DEMO_PASSWORD = 'kiwo-demo-2026';
export const DEMO_SEEDER = 'auth/demo-users';

/** Printed on start when they were just created, and listed in apps/server/CONTEXT.md. */
export const DEMO_ACCOUNTS = [
  { role: 'farmer', login: '08030000001' },
  { role: 'agent', login: '08030000002 or agent@kiwo.ng' },
  { role: 'admin', login: 'admin@kiwo.ng' },
] as const;

export const authSeeders: Seeder[] = [
  {
    name: DEMO_SEEDER,
    async run(db) {
      const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
      const common = { passwordHash, phoneVerified: true } as const;
      const [agent] = await db
        .insert(users)
        .values({
          ...common,
          firstName: 'Chinedu',
          lastName: 'Okafor',
          phone: '+2348030000002',
          email: 'agent@kiwo.ng',
          emailVerified: true,
          role: 'agent',
          stateOfResidence: 'Enugu',
        })
        .returning({ id: users.id });
      await db.insert(users).values([
        {
          ...common,
          firstName: 'Amina',
          lastName: 'Bello',
          phone: '+2348030000001',
          role: 'farmer',
          stateOfResidence: 'Kaduna',
          farmName: 'Bello Family Farm',
          primaryLivestock: 'poultry',
          totalLivestockCount: 250,
          gender: 'female',
          age: '26-35',
          agentId: agent?.id ?? null,
        },
        {
          ...common,
          firstName: 'Kiwo',
          lastName: 'Admin',
          phone: '+2348030000003',
          email: 'admin@kiwo.ng',
          emailVerified: true,
          role: 'admin',
          stateOfResidence: 'Lagos',
        },
      ]);
    },
  },
];
