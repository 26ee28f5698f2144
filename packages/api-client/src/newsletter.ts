import type { Http } from './http';
import type { NewsletterSubscribeResponse } from './schemas/newsletter';

/** Spec §7 `POST /newsletter/subscribe`. */
export const newsletterCalls = (http: Http) => ({
  subscribe: (email: string) =>
    http<NewsletterSubscribeResponse>('POST', '/newsletter/subscribe', {
      body: { email },
      defaultMessage: 'An error occurred. Please try again later.',
    }),
});
