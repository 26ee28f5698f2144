import type { Seeder } from '../../db/seed';
import { createNewsletterRepository } from './repository';

export const newsletterSeeders: Seeder[] = [
  {
    name: 'newsletter/demo-subscribers',
    async run(db) {
      const repository = createNewsletterRepository(db);
      for (const email of ['amina.bello@example.com', 'chinedu.okafor@example.com']) {
        await repository.addIfAbsent(email);
      }
    },
  },
];
