import { stringsFor } from '../messages';
import { OTP_TTL_SECONDS } from './otp';
import { RESET_TTL_MINUTES } from './reset-tokens';

const minutes = OTP_TTL_SECONDS / 60;

/** Whom a text speaks to: their language, and their gender for Hausa's forms (ADR 0053). */
interface Reader {
  language: unknown;
  gender?: unknown;
}

/**
 * Outbound texts, in the user's language from packages/i18n (`messages` part); SMS go out in
 * GSM-7 (ADR 0037). Each returns the secret too, so it can be masked everywhere but the wire,
 * and its kind for the outbound queue's records.
 */
export const messages = {
  async adminOtp(reader: Reader, firstName: string, code: string) {
    const e = (await stringsFor(reader.language, reader.gender)).email;
    return {
      subject: e.adminOtpSubject(),
      text:
        `${e.greeting({ name: firstName })}\n\n${e.adminOtpBody({ code })}\n` +
        `${e.expiresOnce({ minutes })}\n\n${e.adminOtpIgnore()}`,
      secrets: [code],
      kind: 'otp',
    };
  },
  async emailOtp(reader: Reader, firstName: string, code: string) {
    const e = (await stringsFor(reader.language, reader.gender)).email;
    return {
      subject: e.emailOtpSubject(),
      text: `${e.greeting({ name: firstName })}\n\n${e.emailOtpBody({ code })}\n${e.expires({ minutes })}`,
      secrets: [code],
      kind: 'otp',
    };
  },
  async phoneOtp(reader: Reader, code: string) {
    const s = (await stringsFor(reader.language, reader.gender)).sms;
    return { text: s.phoneOtp({ code, minutes }) as string, secrets: [code], kind: 'otp' };
  },
  async resetEmail(reader: Reader, firstName: string, link: string) {
    const e = (await stringsFor(reader.language, reader.gender)).email;
    return {
      subject: e.resetSubject(),
      text:
        `${e.greeting({ name: firstName })}\n\n${e.resetIntro()}\n` +
        `${e.resetAction({ minutes: RESET_TTL_MINUTES })}\n\n${link}\n\n${e.resetIgnore()}`,
      secrets: [link],
      kind: 'reset',
    };
  },
  async resetSms(reader: Reader, link: string) {
    const s = (await stringsFor(reader.language, reader.gender)).sms;
    return {
      text: s.reset({ minutes: RESET_TTL_MINUTES, link }) as string,
      secrets: [link],
      kind: 'reset',
    };
  },
};

/** `a***@kiwo.ng`, `+234803****001`: enough to recognise, not enough to harvest. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  return `${address.slice(0, 7)}****${address.slice(-3)}`;
}
