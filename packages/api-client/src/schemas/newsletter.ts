import { z } from 'zod';

/** POST /newsletter/subscribe — spec §5: non-empty, contains "@"; server checks a real address shape. */
export const newsletterSubscribeBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Please enter a valid email address'),
});

/** Spec §7: response `status` (boolean) and `message`. */
export const newsletterSubscribeResponse = z.object({
  success: z.boolean(),
  status: z.boolean(),
  message: z.string(),
  data: z.object({ email: z.string(), alreadySubscribed: z.boolean() }).nullable(),
});

export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>;
