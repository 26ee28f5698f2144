import { isOneOf } from './guard';

/** Spec §3/§4: a batch is Active or Completed (capitalised, as stored). */
export const BATCH_STATUSES = ['Active', 'Completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const isBatchStatus = (value: unknown): value is BatchStatus =>
  isOneOf(BATCH_STATUSES, value);

/** Spec §3/§4: NIN verification starts `pending`. */
export const NIN_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type NinVerificationStatus = (typeof NIN_VERIFICATION_STATUSES)[number];

export const DEFAULT_NIN_VERIFICATION_STATUS: NinVerificationStatus = 'pending';

export const isNinVerificationStatus = (value: unknown): value is NinVerificationStatus =>
  isOneOf(NIN_VERIFICATION_STATUSES, value);
