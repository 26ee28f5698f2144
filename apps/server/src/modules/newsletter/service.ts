import type { NewsletterRepository } from './repository';

export interface SubscribeResult {
  email: string;
  alreadySubscribed: boolean;
}

/** Addresses compare case-insensitively in practice, so one person gets one subscription. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    async subscribe(rawEmail: string): Promise<SubscribeResult> {
      const email = normaliseEmail(rawEmail);
      const created = await repository.addIfAbsent(email);
      return { email, alreadySubscribed: !created };
    },
  };
}
