export type { ErrorEnvelope } from './envelope';
export { envelope, errorEnvelope } from './envelope';
export type { NewsletterSubscribeBody, NewsletterSubscribeResponse } from './newsletter';
export { newsletterSubscribeBody, newsletterSubscribeResponse } from './newsletter';
