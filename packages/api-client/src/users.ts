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
});
