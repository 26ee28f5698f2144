import type { Http } from './http';
import type { PublicUser, UpdateProfileBody } from './schemas/user';

type Envelope<T> = { success: boolean; message: string; data: T };

/** `/users/*` calls of spec §7. */
export const userCalls = (http: Http) => ({
  /** Spec §7 `PATCH /users/profile` (language, farm mode). */
  updateProfile: async (body: UpdateProfileBody) =>
    (
      await http<Envelope<PublicUser>>('PATCH', '/users/profile', {
        body,
        defaultMessage: 'Update failed',
      })
    ).data,
  /**
   * Finishes a phone or email change with the code the new contact received (the user, or the
   * agent or admin who asked for it). Answers the user with the new contact.
   */
  confirmContactChange: async (changeId: string, otp: string) =>
    (
      await http<Envelope<PublicUser>>(
        'POST',
        `/users/contact-changes/${encodeURIComponent(changeId)}/confirm`,
        { body: { otp }, defaultMessage: 'Failed to verify the code' },
      )
    ).data,
});
