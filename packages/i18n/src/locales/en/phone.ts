import type { BaseTranslation } from '../i18n-types';

/**
 * English: the phone line (Africa's Talking Voice, ADR 0043). Spoken, never shown: numbers and
 * keys as a caller hears them; each language's `chooseLanguage` is said in its own language.
 */
const phone = {
  phone: {
    welcome: 'Welcome to Kiwo, the AI vet for your farm.',
    welcomeBack: 'Welcome back to Kiwo.',
    chooseLanguage: 'For English, press 1.',
    askQuestion: 'Ask your question after the beep. Press the hash key when you finish.',
    notCaught: "I didn't catch that, and I will not guess. You can ask again, or use the keypad.",
    readBack: 'You asked: {question:string}. If that is right, press 1. To ask again, press 2.',
    notHeard: "I didn't catch that. Please ask again after the beep.",
    speechUnavailable:
      'Sorry, I cannot hear questions in this language right now. Please try again later.',
    advisorFailed: 'Sorry, the vet cannot answer right now. Please try again in a few minutes.',
    register:
      'To get advice about your own farm, register with Kiwo: dial star 347 star 754 hash, or ask a Kiwo agent.',
    afterAnswer:
      "To ask another question, press 1. For today's summary, press 2. To record today's deaths or feed, press 3. To ask your agent to call you back, press 4. To change the language, press 9. To end the call, press 0.",
    callRequested: 'Your request is sent. Your agent or a Kiwo adviser will call you back soon.',
    callNobody: 'Sorry, nobody can take your request right now. Please try again later.',
    summary:
      'Today on your farm: {live:number} animal{{s}} alive, {deaths:number} death{{s}}, {sold:number} sold for {naira:string} naira.',
    invalidChoice: 'That key is not one of the choices.',
    goodbye: 'Thank you for calling Kiwo. Goodbye.',
    farmerMenu:
      "To ask the vet a question, press 1. For today's summary, press 2. To record today's deaths or feed, press 3. To ask your agent to call you back, press 4. To change the language, press 9. To end the call, press 0.",
    enterPin: 'To record, enter your four-digit Kiwo PIN.',
    wrongPin: 'Wrong PIN. {left:number} {{try|tries}} left.',
    pinLocked: 'Too many wrong PINs. Nothing can be recorded for {minutes:number} minute{{s}}.',
    noPin: 'To record by phone, first set a Kiwo PIN in the app settings or by USSD.',
    noSections: 'You have no active house to record for. Add one in the Kiwo app.',
    chooseRecord: 'To record deaths, press 1. To record feed, press 2.',
    chooseSection: 'Which house?',
    sectionChoice: 'For {section:string}, press {key:number}.',
    askDeaths: 'Enter the number of deaths today in {section:string}, then press the hash key.',
    askFeed:
      'Enter the feed given today in {section:string}, in kilograms, then press the hash key. For a decimal point, press star.',
    invalidAmount: 'That is not an amount I can record.',
    confirmDeaths:
      'You are adding {added:string} deaths to {section:string} today. Press 1 to confirm, 2 to cancel.',
    confirmFeed:
      'You are adding {added:string} kilograms of feed to {section:string} today. Press 1 to confirm, 2 to cancel.',
    savedDeaths:
      'Saved. {section:string} now has {alive:number} animal{{s}} alive and {total:string} deaths today.',
    savedFeed: 'Saved. {section:string} has {total:string} kilograms of feed today.',
    cancelled: 'Cancelled. Nothing was saved.',
    notEnough: 'Only {alive:number} animal{{s}} are alive in {section:string}. Nothing was saved.',
    notSaved: 'Sorry, that could not be saved. Nothing was changed.',
  },
} satisfies BaseTranslation;

export default phone;
