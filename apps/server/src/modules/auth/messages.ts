import { OTP_TTL_SECONDS } from './otp';
import { RESET_TTL_MINUTES } from './reset-tokens';

const minutes = OTP_TTL_SECONDS / 60;

/** Outbound texts. Each returns the secret too, so it can be masked everywhere but the wire. */
export const messages = {
  adminOtp: (firstName: string, code: string) => ({
    subject: 'Your Kiwo admin verification code',
    text:
      `Hello ${firstName},\n\nYour Kiwo admin verification code is ${code}.\n` +
      `It expires in ${minutes} minutes and can be used once.\n\n` +
      'If you did not create a Kiwo admin account, ignore this email.',
    secrets: [code],
  }),
  emailOtp: (firstName: string, code: string) => ({
    subject: 'Verify your Kiwo email address',
    text:
      `Hello ${firstName},\n\nYour Kiwo email verification code is ${code}.\n` +
      `It expires in ${minutes} minutes.`,
    secrets: [code],
  }),
  phoneOtp: (code: string) => ({
    text: `Your Kiwo verification code is ${code}. It expires in ${minutes} minutes.`,
    secrets: [code],
  }),
  resetEmail: (firstName: string, link: string) => ({
    subject: 'Reset your Kiwo password',
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your Kiwo account.\n` +
      `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new one:\n\n${link}\n\n` +
      'If it was not you, ignore this email: your password stays the same.',
    secrets: [link],
  }),
  resetSms: (link: string) => ({
    text: `Kiwo: reset your password within ${RESET_TTL_MINUTES} minutes at ${link}`,
    secrets: [link],
  }),
};

/** `a***@kiwo.ng`, `+234803****001`: enough to recognise, not enough to harvest. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  return `${address.slice(0, 7)}****${address.slice(-3)}`;
}
