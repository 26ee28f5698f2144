export { envelope, errorEnvelope } from './envelope';
export type { ErrorEnvelope } from './envelope';
export { newsletterSubscribeBody, newsletterSubscribeResponse } from './newsletter';
export type { NewsletterSubscribeBody, NewsletterSubscribeResponse } from './newsletter';
