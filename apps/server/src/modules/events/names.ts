/**
 * The closed lists a product event is made of (ADR 0052). Nothing outside them is stored: a
 * client sending another value gets a 400, and the server's own calls are typed by them.
 */
const EVENT_NAMES = [
  // Recorded by the server itself.
  'login_failed',
  'signup',
  'signup_failed',
  'record_saved',
  'offline_sync',
  'chat_used',
  'voice_used',
  'ussd_completed',
  'ussd_abandoned',
  // Sent by the web app (POST /events).
  'page_view',
  'form_error',
  'offline_queued',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

const EVENT_CHANNELS = [
  'web',
  'offline',
  'agent',
  'ussd',
  'whatsapp',
  'sms',
  'phone',
  'voice',
] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

const EVENT_ROLES = ['farmer', 'agent', 'admin', 'vet', 'anonymous'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

type EventLanguage = 'en' | 'ha' | 'yo' | 'ig';

/** A stored account language (`hausa`) as the event's two-letter code. */
export const LANGUAGE_CODES: Record<string, EventLanguage> = {
  english: 'en',
  hausa: 'ha',
  yoruba: 'yo',
  igbo: 'ig',
  en: 'en',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
};
