import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { hmac, randomOtp, sameDigest } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';

export type OtpPurpose = 'admin_email' | 'email' | 'phone';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;

export const INVALID_CODE = 'Invalid or expired code. Please request a new one.';
export const TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please request a new code.';

/**
 * Six-digit one-time codes: 10 minutes, single use, 5 attempts, stored as an HMAC keyed with
 * AUTH_SECRET. Issuing a code voids the user's earlier codes for the same purpose.
 */
export function createOtpService(db: Database, key: Buffer) {
  const digest = (userId: string, purpose: OtpPurpose, code: string) =>
    hmac(key, `otp:${purpose}:${userId}:${code}`);

  return {
    async issue(userId: string, purpose: OtpPurpose, tx: Db = db): Promise<string> {
      const code = randomOtp();
      await tx
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        );
      await tx.insert(otpCodes).values({
        userId,
        purpose,
        codeHash: digest(userId, purpose, code),
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      });
      return code;
    },

    /**
     * Consumes the code or throws a 400 on the `otp` field. Every try counts, right or wrong, so
     * the sixth try fails even with the right code.
     */
    async verify(userId: string, purpose: OtpPurpose, code: string): Promise<void> {
      const [current] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!current || current.expiresAt.getTime() <= Date.now())
        throw fieldError('otp', INVALID_CODE, 400, { code: 'invalid_code' });

      // Atomic: two parallel guesses cannot both slip under the limit.
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, current.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ attempts: otpCodes.attempts });
      if (!counted) throw fieldError('otp', TOO_MANY_ATTEMPTS);

      if (!sameDigest(current.codeHash, digest(userId, purpose, code))) {
        const left = OTP_MAX_ATTEMPTS - counted.attempts;
        throw fieldError(
          'otp',
          left > 0
            ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
            : TOO_MANY_ATTEMPTS,
        );
      }
      const [consumed] = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (!consumed) throw fieldError('otp', INVALID_CODE, 400, { code: 'invalid_code' });
    },
  };
}
