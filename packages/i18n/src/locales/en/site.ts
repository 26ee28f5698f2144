import type { BaseTranslation } from '../i18n-types';

/** English: the public pages: landing, home sections, newsletter, privacy policy, API reference. */
const site = {
  landing: {
    headline: 'Keep your farm records. Grow your farm.',
    subtitle:
      'Kiwo helps livestock farmers record sales, deaths, feed and health every day, and turns them into advice.',
    getStartedFree: 'Get Started Free',
    goToDashboard: 'Go to Dashboard',
    callAgent: 'Call Our Agent',
    ussdBadge: 'No data? Dial {code:string}',
  },
  home: {
    valueRecords: 'Record a day’s sales, deaths and feed in under a minute',
    valueInsight: 'See what your numbers mean: trends, mortality and profit in naira',
    valueAdvice: 'Ask an AI vet in Hausa, Yorùbá, Igbo or English',
    imageAlt: 'Drawing of a farmer holding a phone beside a poultry pen',
    imageCaption: 'Your farm records, in your pocket and in your language.',
    callHint: 'Talk to our AI voice agent: {phone:string}',
    ussdTitle: 'No smartphone or data?',
    ussdBody: 'Dial {code:string} from any phone to record today’s farm data.',
    featuresTitle: 'Everything your farm needs',
    learnMore: 'Learn more',
    showLess: 'Show less',
    featureRecordsTitle: 'Digital farm records',
    featureRecordsBody: 'Pens, batches and animal sections with daily data entry.',
    featureRecordsMore:
      'Track your livestock batch by batch: sales, deaths, feed, water, weight, births, culling, health, medicine and vaccines. The app works offline and sends your records when the network returns.',
    featureAdviceTitle: 'AI veterinary advice',
    featureAdviceBody: 'Answers about your animals, any time, in your language.',
    featureAdviceMore:
      'Chat with the AI farming assistant in the app or on WhatsApp, or call the AI voice agent phone line in Hausa, Yorùbá and Igbo. It uses your own farm records and tells you when to see a vet.',
    featureAnalyticsTitle: 'Revenue and expense analytics',
    featureAnalyticsBody: 'Know if your farm is making money.',
    featureAnalyticsMore:
      'See revenue, expenses, mortality and feed trends in naira, week by week and month by month, and export your records to a spreadsheet.',
    featureMarketTitle: 'Markets and extension agents',
    featureMarketBody: 'Buy inputs, sell animals, get expert help.',
    featureMarketMore:
      'Find feed, drugs and equipment, sell your animals to buyers near you, and book a consultation with an extension agent who follows your farm in the Kiwo agents app.',
    farmerCardTitle: 'I’m a Farmer',
    farmerCardButton: 'Get Started Now',
    farmerBullet1: 'Free daily records for every pen and batch',
    farmerBullet2: 'Mortality, feed and profit worked out for you',
    farmerBullet3: 'AI vet advice by chat, WhatsApp or phone',
    farmerBullet4: 'Works offline, and by USSD on any phone',
    farmerBullet5: 'Sell animals and buy inputs in the marketplace',
    agentCardTitle: 'I’m an Extension Agent',
    agentCardButton: 'Join as Agent',
    agentBullet1: 'Register farmers in the field from your phone',
    agentBullet2: 'See every farmer’s records and reports in one place',
    agentBullet3: 'Know which farmers need a visit this week',
    agentBullet4: 'Get alerts when deaths rise on a farm',
    agentBullet5: 'File reports and answer consultations',
    offerTitle: 'Free for farmers: {price:string}',
    offerBody: 'The Kiwo farm app costs nothing. No card, no contract.',
    footerCompany: 'Company',
    footerProduct: 'Product',
    footerSupport: 'Support',
    footerLegal: 'Legal',
    footerSocial: 'Follow Kiwo',
    linkContact: 'Contact us by email',
    linkAbout: 'About Kiwo',
    linkCommunity: 'Farmer community',
    linkChatbot: 'WhatsApp chatbot',
    linkFarmersApp: 'Farmers app',
    linkAgentsApp: 'Extension agents app',
    linkVoiceAgent: 'AI voice agent',
    linkHelp: 'Chat with Us',
    linkUssd: 'Dial {code:string}',
    linkPrivacy: 'Privacy policy',
    copyright: '© {year:number} Kiwo. Made for Nigerian livestock farmers.',
  },
  newsletter: {
    title: 'Get farming tips in your inbox',
    description: 'News, prices and advice for livestock farmers. No spam.',
    emailLabel: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    invalidTitle: 'Invalid Email',
    invalidBody: 'Please enter a valid email address',
    successTitle: 'Successfully Subscribed!',
    successBody: 'You have successfully subscribed to our newsletter',
    alreadyTitle: 'Already subscribed',
    alreadyBody: 'This email is already on our newsletter list.',
    failedTitle: 'Subscription Failed',
    failedBody: 'Failed to subscribe. Please try again.',
    errorTitle: 'Subscription Error',
    errorBody: 'An error occurred. Please try again later.',
  },
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
