import { OTP_TTL_SECONDS } from '../auth/otp';

const minutes = OTP_TTL_SECONDS / 60;
const label = (kind: 'phone' | 'email') => (kind === 'phone' ? 'phone number' : 'email address');

/** Outbound texts of a login contact change (ADR 0025); the code is masked everywhere but the wire. */
export const contactMessages = {
  newContactCode: (firstName: string, kind: 'phone' | 'email', code: string) => ({
    subject: 'Confirm your new Kiwo email address',
    text:
      kind === 'phone'
        ? `Kiwo: ${code} is the code to make this number the login of ${firstName}'s account. It expires in ${minutes} minutes.`
        : `Hello ${firstName},\n\nEnter ${code} to make this address the login of your Kiwo account.\n` +
          `It expires in ${minutes} minutes. If you did not ask for this, ignore this email.`,
  }),
  changeRequested: (firstName: string, kind: 'phone' | 'email', masked: string, who: string) => ({
    subject: `Your Kiwo login ${label(kind)} is being changed`,
    text:
      `Kiwo: hello ${firstName}, ${who} asked to change your login ${label(kind)} to ${masked}. ` +
      'It changes only after the code sent there is entered. If this was not you, call your agent or Kiwo support.',
  }),
};
