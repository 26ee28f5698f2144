import type { BaseTranslation } from '../i18n-types';

/**
 * English: the USSD menu (*347*754#). Screens are sent as plain ASCII, at most 160 characters;
 * the server transliterates (hooked letters, tone marks) and the USSD test checks every screen.
 */
const ussd = {
  ussd: {
    main: 'Kiwo: Hi {name:string}\n1 Record today\n2 Record yesterday\n3 Summary today\n4 Request a call\n5 Settings',
    nav: '0 Back 00 Home',
    more: '98 More',
    confirmCancel: '1 Confirm 2 Cancel',
    today: 'today',
    yesterday: 'yesterday',
    chooseSection: 'Choose section ({day:string})',
    noSections: 'You have no active section. Add one in the Kiwo app.',
    enterPin: 'Enter your Kiwo PIN:',
    wrongPin: 'Wrong PIN. {left:number} {{try|tries}} left.',
    pinLocked: 'Too many wrong PINs. Try again in {minutes:number} minute{{s}}.',
    chooseField:
      '{section:string} {day:string}\n1 Deaths\n2 Feed (kg)\n3 Sales\n4 Expenses\n5 Vaccination\n6 Births',
    fieldEggs: '7 Eggs',
    fieldMilk: '7 Milk (litres)',
    askEggs: 'Eggs collected {day:string} in {section:string} (so far {now:string}):',
    askMilk: 'Milk {day:string} in {section:string}, litres (so far {now:string}):',
    confirmEggs:
      'Eggs {day:string} in {section:string}: {before:string} + {added:string} = {after:string}.',
    confirmMilk:
      'Milk {day:string} in {section:string}: {before:string} + {added:string} = {after:string} litres.',
    eggsTooMany: 'too many eggs for {hens:string} hens (at most {most:string})',
    askCause: 'Cause of the {count:number} death{{s}}?',
    askCrackedAny: 'Any cracked among the {eggs:string} eggs?\n1 No\n2 Yes',
    askCracked: 'How many of the {eggs:string} eggs are cracked?',
    confirmCause: 'Cause: {cause:string}.',
    confirmCracked: 'Cracked: {cracked:string}.',
    crackedTooMany: 'cracked eggs cannot be more than the {eggs:string} collected',
    askDeaths: 'Deaths {day:string} in {section:string} (so far {now:string}):',
    askFeed: 'Feed {day:string} in {section:string}, kg (so far {now:string}):',
    askSold: 'Number sold {day:string} from {section:string} (so far {now:string}):',
    askSalesAmount: 'Naira received for the {count:string} sold (e.g. 13500.50):',
    askExpenses: 'Expenses {day:string} for {section:string}, naira (so far {now:string}):',
    askVaccination: 'Vaccine or medicine given {day:string} in {section:string} (name):',
    askBirths: 'Births {day:string} in {section:string} (so far {now:string}):',
    confirmDeaths:
      'Deaths {day:string} in {section:string}: {before:string} + {added:string} = {after:string}.',
    confirmFeed:
      'Feed {day:string} in {section:string}: {before:string} + {added:string} = {after:string} kg.',
    confirmSales:
      'Sold {day:string} from {section:string}: {before:string} + {added:string} = {after:string}, N{naira:string} in all.',
    confirmExpenses:
      'Expenses {day:string} for {section:string}: N{before:string} + N{added:string} = N{after:string}.',
    confirmVaccination: 'Given {day:string} in {section:string}: {name:string}.',
    confirmBirths:
      'Births {day:string} in {section:string}: {before:string} + {added:string} = {after:string}.',
    saved: 'Saved. {section:string} has {count:number} animal{{s}}.',
    moreFor: '1 Record more for {section:string}',
    cancelled: 'Cancelled. Nothing was saved.',
    invalid: 'Invalid input.',
    notEnough: 'Not enough animals ({alive:number} alive).',
    notSaved: 'Not saved: {reason:string}',
    summary:
      'Today: {live:number} animal{{s}} alive, {deaths:number} death{{s}}, {sold:number} sold (N{naira:string}).',
    callWho: 'Request a call from\n1 Extension agent\n2 Vet',
    agent: 'an extension agent',
    vet: 'a vet',
    callConfirm: 'Request a call from {who:string}?',
    callDone: 'Request received. {who:string} will call you soon.',
    callSaved: 'Request saved, but no one could be told yet. Kiwo staff will see it.',
    settings: 'Settings\n1 Language\n2 Set PIN',
    chooseLanguage: 'Choose language\n1 English\n2 Hausa\n3 Yoruba\n4 Igbo',
    newPin: 'Choose a new 4-digit PIN:',
    repeatPin: 'Enter the new PIN again:',
    pinMismatch: 'The two PINs differ.',
    pinFormat: 'A PIN is 4 digits.',
    pinSet: 'PIN saved. Kiwo will ask for it before saving records.',
    welcome:
      'Welcome to Kiwo. This number is not registered.\n1 Register as a farmer\n2 Exit\n3 Language',
    askFirstName: 'Your first name:',
    askLastName: 'Your surname:',
    nameFormat: 'Use letters only (2 to 40).',
    chooseState: 'Your state',
    chooseLivestock: 'Your main livestock',
    registerConfirm: 'Register {name:string}, {state:string}, {livestock:string}?',
    registered: 'Welcome, {name:string}! {agent:string} will call to approve your account.',
    registeredNoAgent: 'Welcome, {name:string}! Kiwo staff will call to approve your account.',
    bye: 'Thank you for using Kiwo.',
    notFarmer: 'This service is for farmers. Please use the Kiwo app.',
    suspended: 'Your Kiwo account is suspended. Please contact Kiwo support.',
    error: 'Sorry, something went wrong. Please try again.',
  },
} satisfies BaseTranslation;

export default ussd;
