import { stringsFor } from '../messages';
import { OTP_TTL_SECONDS } from './otp';

const minutes = OTP_TTL_SECONDS / 60;

/**
 * Outbound texts of a login contact change (ADR 0025), in the account owner's language from
 * packages/i18n; the code is masked everywhere but the wire.
 */
export const contactMessages = {
  async newContactCode(
    language: unknown,
    firstName: string,
    kind: 'phone' | 'email',
    code: string,
  ) {
    const { sms, email } = await stringsFor(language);
    return {
      subject: email.contactCodeSubject() as string,
      text:
        kind === 'phone'
          ? (sms.contactCode({ code, name: firstName, minutes }) as string)
          : `${email.greeting({ name: firstName })}\n\n${email.contactCodeBody({ code })}\n` +
            email.contactCodeIgnore({ minutes }),
    };
  },
  /** `who` undefined: the owner asked themself. */
  async changeRequested(
    language: unknown,
    firstName: string,
    kind: 'phone' | 'email',
    masked: string,
    who: string | undefined,
  ) {
    const { email } = await stringsFor(language);
    return {
      subject: (kind === 'phone'
        ? email.changeSubjectPhone()
        : email.changeSubjectEmail()) as string,
      text: email.changeRequested({
        name: firstName,
        who: who ?? email.you(),
        what: kind === 'phone' ? email.phoneNumber() : email.emailAddress(),
        masked,
      }) as string,
    };
  },
};
