import type { BaseTranslation } from '../i18n-types';

/** English: the public pages a browser shows: privacy policy, API reference. */
const site = {
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: November 2026',
    intro:
      'Kiwo keeps records for livestock farmers, their extension agents and the people who run Kiwo. This notice explains, in plain words, what we collect, why, and your rights under the Nigeria Data Protection Act 2023.',
    collectTitle: 'What we collect',
    collectBody:
      'Your name, phone number and (if you give it) email; your state, age range and farm details; your National Identification Number (NIN) if you choose to verify it; the farm records you or your agent enter; your chats with the AI assistant and voice calls to the AI vet; and basic technical logs.',
    whyTitle: 'Why we use it',
    whyBody:
      'To run your account and keep your farm records, to give advice based on your own figures, to let your extension agent support you, to verify your identity when you ask, and to keep Kiwo safe. We rely on your consent and on our agreement to provide the service.',
    ninTitle: 'Your NIN',
    ninBody:
      'Giving your NIN is optional. We store it encrypted, show it only masked, and use it only to verify who you are.',
    shareTitle: 'Who sees it',
    shareBody:
      'You, the extension agent you are registered with, and authorised Kiwo staff. Companies that send our SMS and email or run our AI service process data for us under contract. We never sell your data.',
    keepTitle: 'How long we keep it',
    keepBody:
      'For as long as you have an account. When you delete your account, your personal data and farm records are removed at once; technical logs are kept for at most 90 days.',
    rightsTitle: 'Your rights',
    rightsBody:
      'You can see and correct your data in Settings, withdraw consent, and delete your account at any time. You may also complain to the Nigeria Data Protection Commission.',
    securityTitle: 'How we protect it',
    securityBody:
      'Passwords are stored only as secure hashes, sessions can be ended at any time, and the NIN is encrypted. Access is limited to the people who need it.',
    contactTitle: 'Contact',
    contactBody: 'Questions about your data? Write to us at {email:string}.',
  },
  apiDocs: {
    title: 'Kiwo API reference',
    intro:
      'Partners can connect their systems to Kiwo over this JSON API. Every answer carries the fields success, message and data; send the session token as a Bearer header.',
    download: 'Download the OpenAPI document',
    method: 'Method',
    path: 'Address',
    summary: 'What it does',
    body: 'Request fields',
    failed: 'Could not load the API reference.',
  },
} satisfies BaseTranslation;

export default site;
