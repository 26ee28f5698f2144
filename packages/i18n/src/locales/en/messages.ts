import type { BaseTranslation } from '../i18n-types';

/**
 * English: what Kiwo sends outside the app, by SMS and email. SMS are sent in GSM-7 (the server
 * transliterates hooked letters and tone marks, ADR 0037), so one segment is 160 characters:
 * keep each text short enough that a typical code, name or excerpt still fits.
 */
const messages = {
  messages: {
    sms: {
      phoneOtp:
        'Your Kiwo verification code is {code:string}. It expires in {minutes:number} minute{{s}}.',
      reset: 'Kiwo: reset your password within {minutes:number} minute{{s}} at {link:string}',
      contactCode:
        "Kiwo: {code:string} is the code to make this number the login of {name:string}'s account. It expires in {minutes:number} minute{{s}}.",
      consultationAnswered: 'Kiwo: your question "{topic:string}" has an answer: {message:string}',
      consultationAssigned: 'Kiwo: {name:string} is looking at your request "{topic:string}".',
      consultationReply: 'Kiwo: {name:string} replied about "{topic:string}": {message:string}',
      adminMessage: 'Kiwo notice: {title:string}. {message:string}',
      layRateDrop:
        'Kiwo alert: lay rate in {section:string} fell from {from:string}% to {to:string}% on {date:string}.',
      highMortality:
        'Kiwo alert: {count:string} deaths in {section:string} on {date:string} ({rate:string}% of the animals).',
      ussdSaved:
        'Kiwo: your record for {section:string} on {date:string} is saved. {count:number} animal{{s}} alive.',
      stockLow:
        'Kiwo alert: {days:string} days of {item:string} left at your current use. Buy more soon.',
      medicineLow:
        'Kiwo alert: only {left:string} {unit:string} of {item:string} left, less than one more dose. Buy more soon.',
      optOutHint: 'Reply STOP to end alerts.',
      stopped: 'Kiwo: you will get no more SMS alerts. Turn them on again in the app settings.',
    },
    email: {
      greeting: 'Hello {name:string},',
      emailOtpSubject: 'Verify your Kiwo email address',
      emailOtpBody: 'Your Kiwo email verification code is {code:string}.',
      adminOtpSubject: 'Your Kiwo admin verification code',
      adminOtpBody: 'Your Kiwo admin verification code is {code:string}.',
      adminOtpIgnore: 'If you did not create a Kiwo admin account, ignore this email.',
      expires: 'It expires in {minutes:number} minute{{s}}.',
      expiresOnce: 'It expires in {minutes:number} minute{{s}} and can be used once.',
      resetSubject: 'Reset your Kiwo password',
      resetIntro: 'Someone asked to reset the password of your Kiwo account.',
      resetAction: 'Open this link within {minutes:number} minute{{s}} to choose a new one:',
      resetIgnore: 'If it was not you, ignore this email: your password stays the same.',
      contactCodeSubject: 'Confirm your new Kiwo email address',
      contactCodeBody: 'Enter {code:string} to make this address the login of your Kiwo account.',
      contactCodeIgnore:
        'It expires in {minutes:number} minute{{s}}. If you did not ask for this, ignore this email.',
      changeSubjectPhone: 'Your Kiwo login phone number is being changed',
      changeSubjectEmail: 'Your Kiwo login email address is being changed',
      changeRequested:
        'Kiwo: hello {name:string}, {who:string} asked to change your login {what:string} to {masked:string}. It changes only after the code sent there is entered. If this was not you, call your agent or Kiwo support.',
      phoneNumber: 'phone number',
      emailAddress: 'email address',
      you: 'you',
      footer: 'Kiwo, livestock records for Nigerian farmers',
    },
    /** Names of the default pen every farmer gets, and of the batch and section that hold the
     * animals a farmer counted at sign-up: created in the farmer's language, then theirs to rename. */
    farmSetup: {
      startingBatch: 'Animals at sign-up',
      startingSection: 'Main group',
      /** A second cause of a day's deaths from another channel, kept in the day's notes (ADR 0074). */
      causeAlsoGiven: 'cause of death also given: {cause:string} ({deaths:number})',
      defaultPen: 'Main Pen',
      defaultPenDescription: 'Primary livestock pen',
    },
  },
} satisfies BaseTranslation;

export default messages;
