import type { BaseTranslation } from '../i18n-types';

/**
 * English: the CSV files the server writes (records, marketplace, the admin console's lists), in
 * the reader's language. The record columns reuse the daily record form's labels (`farm`); these
 * are the rest. Server-only (ADR 0033): no browser screen shows them.
 */
const csvFiles = {
  csv: {
    records: {
      date: 'Date',
      section: 'Section',
      feedAmount: 'Feed Amount (kg)',
      feedType: 'Feed Type',
      waterConsumption: 'Water Consumption (L)',
      healthStatus: 'Health Status',
      temperature: 'Temperature (°C)',
      weather: 'Weather',
      mortality: 'Mortality',
      newBirths: 'New Births',
      weight: 'Weight (kg)',
      culling: 'Culling',
      salesNaira: 'Sales (NGN)',
      expenses: 'Expenses (NGN)',
      numberSold: 'Number Sold',
      notes: 'Notes',
      medicationGiven: 'Medication Given',
      vaccination: 'Vaccination',
      eggsCollected: 'Eggs Collected',
      eggsCracked: 'Eggs Cracked',
      milkLitres: 'Milk (L)',
      mortalityCause: 'Cause of Death',
      cullingReason: 'Culling Reason',
      fileName: '{name:string} records',
      enteredBy: 'Entered By',
      channel: 'Channel',
    },
    listings: {
      fileName: 'kiwo-marketplace',
      title: 'Title',
      transactionType: 'Transaction Type',
      category: 'Category',
      price: 'Price (NGN)',
      quantity: 'Quantity',
      unit: 'Unit',
      location: 'Location',
      status: 'Status',
      seller: 'Seller',
      contactPhone: 'Contact Phone',
      negotiable: 'Negotiable',
      description: 'Description',
      createdAt: 'Created At',
    },
    /** The admin console's newsletter list. */
    newsletter: {
      fileName: 'kiwo-newsletter-subscribers',
      email: 'Email',
      subscribedAt: 'Subscribed at',
    },
    /** The admin console's USSD sessions, one row a session. */
    ussdSessions: {
      fileName: 'kiwo-ussd-sessions',
      sessionId: 'Session',
      phone: 'Phone',
      user: 'User',
      startedAt: 'Started at',
      durationMs: 'Duration (ms)',
      steps: 'Steps',
      menu: 'Menu',
      outcome: 'Outcome',
      completed: 'Completed',
      status: 'Gateway status',
      inputs: 'Inputs',
    },
  },
} satisfies BaseTranslation;

export default csvFiles;
