import type { NinVerificationStatus } from '@kiwo/domain';
import { encrypt, hmac } from '../../lib/crypto';

/**
 * The extension point for checking a NIN (e.g. an NIMC-licensed provider). It is called after the
 * NIN is stored; `pending` leaves the decision to a person (the admin review queue).
 */
export interface NinVerifier {
  readonly name: string;
  verify(input: {
    userId: string;
    nin: string;
    firstName: string;
    lastName: string;
  }): Promise<{ status: NinVerificationStatus; reason?: string }>;
}

/** The default: every submission waits for an admin to approve or reject it. */
export const adminReviewVerifier: NinVerifier = {
  name: 'admin-review',
  verify: async () => ({ status: 'pending' }),
};

/** The columns a NIN is stored as: ciphertext, a keyed look-up hash, the last four digits. */
export function sealNin(nin: string, keys: { ninEncryptionKey: Buffer; authSecret: Buffer }) {
  return {
    ninCiphertext: encrypt(keys.ninEncryptionKey, nin),
    ninLookup: ninLookup(nin, keys.authSecret),
    ninLast4: nin.slice(-4),
  };
}

export const ninLookup = (nin: string, authSecret: Buffer) => hmac(authSecret, `nin:${nin}`);
