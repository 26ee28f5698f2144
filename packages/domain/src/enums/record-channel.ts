import { isOneOf } from './guard';

/**
 * The channels a farm record change can come through (ADR 0026). `web` and `offline` edit the
 * day's totals (the form, sent at once or later from the phone's outbox); `agent` is any change
 * made by the farmer's extension agent; the event channels (`ussd`, `whatsapp`, `phone`) add
 * entries to the day's totals.
 */
export const RECORD_CHANNELS = ['web', 'offline', 'agent', 'ussd', 'whatsapp', 'phone'] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

export const isRecordChannel = (value: unknown): value is RecordChannel =>
  isOneOf(RECORD_CHANNELS, value);
