import useSWRMutation from 'swr/mutation';
import { api } from './api';

/** `POST /newsletter/subscribe` as an SWR mutation (writes never go through a plain fetch). */
export const useNewsletterSubscribe = () =>
  useSWRMutation('newsletter/subscribe', (_key: string, { arg }: { arg: string }) =>
    api.newsletter.subscribe(arg),
  );
