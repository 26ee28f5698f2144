import type { BaseTranslation } from '../i18n-types';

/**
 * English: the WhatsApp chatbot's replies (server-only, ADR 0033). Button titles are at most
 * 20 characters and list rows 24 (the Cloud API refuses longer ones); keep translations short.
 */
const whatsapp = {
  whatsapp: {
    help: 'Hello {name:string}! Send me the day’s events in plain words, e.g. “2 died in House A”, “sold 3 broilers 13500”, “fed 25kg”. Ask any farming question, or send “today” or “this week” for your figures. Send “language” to change language.',
    unknownNumber:
      'Hello! This WhatsApp number is not on Kiwo yet. Register free at {url:string} or dial *347*754#, then message us again from this number.',
    suspended: 'Your Kiwo account is suspended. Please contact Kiwo support.',
    notFarmer:
      'This chat keeps farm records for farmers. Please use the Kiwo app for your account.',
    signupOffer:
      'Hello! This WhatsApp number is not on Kiwo yet. Would you like to sign up here in the chat? It takes a minute: your name, your state and your livestock.',
    signupYes: 'Sign up here',
    signupOtherWays: 'Other ways',
    signupLanguage: 'Language',
    signupAskName: 'What is your first and last name? (Send “cancel” at any time to stop.)',
    signupBadName: 'Please send your first name and last name, e.g. “Aisha Bello”.',
    signupAskState: 'Thank you, {name:string}. Which state do you farm in? e.g. Kaduna',
    signupBadState:
      'I do not know the state “{text:string}”. Please send one of the 36 states, e.g. “Kano”.',
    signupAskLivestock: 'What livestock do you mainly keep?',
    signupLivestockButton: 'Livestock',
    signupBadLivestock: 'Please choose your livestock from the list.',
    signupCode:
      '{name:string}, {state:string}, {livestock:string}. To create your Kiwo account, reply with this code: {code:string}',
    signupBadCode:
      'That is not the code. Please reply with the 6-digit code above, or send “cancel”.',
    signupTooManyTries:
      'Too many wrong codes, so the sign-up has stopped. Send any message to start again.',
    signupDone:
      'Welcome to Kiwo, {name:string}! Your account is ready. Send your records here, e.g. “2 died in House A”, or ask any farming question. To use the web app, open {url:string} and choose “Forgot password”.',
    signupTaken: 'This number already has a Kiwo account. Send any message to continue.',
    signupCancelled:
      'Sign-up cancelled. Nothing was saved. To register later: {url:string} or dial *347*754#.',
    agentHelp: 'Write for one of your farmers like this: “for Aisha Bello: 2 died in House A”.',
    agentNoFarmer:
      'None of your farmers is called “{name:string}”. Check the name, or register the farmer in the Kiwo app.',
    agentChooseFarmer: 'More than one of your farmers is called “{name:string}”. Which one?',
    agentFarmersButton: 'Choose farmer',
    agentFarmersTitle: 'Your farmers',
    agentForFarmer: 'For {farmer:string}: {text:string}',
    agentNotEntry:
      'For {farmer:string} I can only take the day’s records, e.g. “for {farmer:string}: 2 died in House A”.',
    botOff:
      'The Kiwo WhatsApp assistant is turned off for your account. Please use the Kiwo app or dial *347*754#, or contact Kiwo support.',
    noSections:
      'You have no active section yet. Add a batch and a section in the Kiwo app, then send your record again.',
    confirm: 'Add to today’s record for {section:string}: {what:string}?',
    entryDeaths: '{count:number} death(s)',
    entrySold: '{count:number} sold for ₦{naira:string}',
    entryFeed: '{kg:string} kg of feed',
    entryBirths: '{count:number} birth(s)',
    confirmButton: 'Confirm',
    cancelButton: 'Cancel',
    chooseSection: 'Which section is this for? {what:string}',
    sectionsButton: 'Choose section',
    sectionsTitle: 'Your sections',
    liveAnimals: '{count:number} alive',
    saved:
      'Saved ✅ {section:string} today: {deaths:number} death{{s}}, {sold:number} sold, {feed:string} kg feed. Alive now: {live:number}.',
    cancelled: 'Cancelled. Nothing was saved.',
    expired: 'That confirmation has expired, so nothing was saved. Please send the record again.',
    alreadyDone: 'That record was already handled.',
    notEnough: 'Not saved: {section:string} has only {alive:number} animal{{s}} alive.',
    notSaved: 'Not saved: the record could not be added. Please check it and try again.',
    reportToday:
      '📊 Today on your farm: {live:number} animal{{s}} alive, {deaths:number} death{{s}}, {sold:number} sold (₦{naira:string}), {feed:string} kg feed, ₦{expenses:string} spent.',
    reportWeek:
      '📊 Last 7 days: {deaths:number} death{{s}}, {sold:number} sold (₦{naira:string}), {feed:string} kg feed, ₦{expenses:string} spent. Animals alive now: {live:number}.',
    languageMenu: 'Choose your language:',
    languageButton: 'Languages',
    languageSet: 'Okay, I will answer in English from now on.',
    advisorFailed: 'I’m sorry, I could not answer just now. Please try again in a moment.',
    tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
    voiceNotHeard: 'I didn’t catch that. Please type your message.',
    voiceNotFound:
      'I could not get that voice note; it may have expired. Please send it again, or type your message.',
    voiceTooLarge:
      'That voice note is too long for me. Please send a shorter one (under a minute), or type your message.',
    voiceUnavailable: 'I cannot listen to voice notes right now. Please type your message.',
    csvCaption:
      'Your farm records (all days) as a spreadsheet file. Open it in Excel or Google Sheets.',
    csvEmpty:
      'You have no records to export yet. Send the day’s events first, e.g. “2 died in House A”.',
    csvFailed:
      'I could not send the file just now. Please try again later, or download it in the Kiwo app.',
    unsupported: 'I can read text messages only. Please type your message.',
  },
} satisfies BaseTranslation;

export default whatsapp;
