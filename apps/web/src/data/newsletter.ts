import { newsletterCalls } from '@kiwo/api-client';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { newsletter: newsletterCalls(http) };

/** `POST /newsletter/subscribe` as an SWR mutation (writes never go through a plain fetch). */
export const useNewsletterSubscribe = () =>
  useSWRMutation('newsletter/subscribe', (_key: string, { arg }: { arg: string }) =>
    api.newsletter.subscribe(arg),
  );
