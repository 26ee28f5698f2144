import { isEmail, isNigerianPhone, normalizeNigerianPhone, USER_LANGUAGES } from '@kiwo/domain';
import { z } from 'zod';
import { REPORT_FREQUENCIES } from '../constants';
import { envelope, errorEnvelope } from './envelope';
import { coded, nameText } from './fields';
import {
  ageRangeSchema,
  livestockSchema,
  ninStatusSchema,
  publicUser,
  roleSchema,
  stateSchema,
  userGenderSchema,
  userLanguageSchema,
} from './user';

export { REPORT_FREQUENCIES };

// ---- field rules (one message per field, shown next to the input) -------------------------

/** `''` and `null` from a form mean "not given" for optional fields. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
// Typed as a plain optional so clients see `string | undefined`, not `unknown`: the preprocess
// only widens what is accepted ('' and null), never what comes out.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const text = (label: string, max: number) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length only, no composition rules (NIST SP 800-63B). */
export const passwordField = (label = 'Password') =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

/** Any common Nigerian mobile form (`0803…`, `+234803…`, `234803…`), output as E.164. */
export const phoneField = z
  .string({ error: (i) => (i.input === undefined ? 'Phone is required' : 'Phone must be text') })
  .trim()
  .min(1, 'Phone is required')
  .max(24, 'Phone is too long')
  .refine(
    isNigerianPhone,
    coded('Enter a Nigerian mobile number such as 08031234567', { code: 'invalid_phone' }),
  )
  .transform((p) => normalizeNigerianPhone(p) ?? p);

/** Trimmed and lower-cased. */
export const emailField = z
  .string({ error: (i) => (i.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .refine(isEmail, coded('Please enter a valid email address', { code: 'invalid_email' }));

export const ninField = z
  .string({ error: (i) => (i.input === undefined ? 'NIN is required' : 'NIN must be text') })
  .trim()
  .refine(
    (v) => /^\d{11}$/.test(v),
    coded('NIN must be exactly 11 digits', { code: 'invalid_nin' }),
  );

export const otpField = z
  .string({ error: (i) => (i.input === undefined ? 'Code is required' : 'Code must be text') })
  .trim()
  .refine((v) => /^\d{6}$/.test(v), coded('Enter the 6-digit code', { code: 'invalid_otp' }));

export const identifierField = text('Phone or email', 254);
const userIdField = z.uuid({ error: 'User id is not valid' });

const livestockCount = z
  .number({ error: 'Total livestock count must be a number' })
  .int('Total livestock count must be a whole number')
  .min(0, 'Total livestock count cannot be negative')
  .max(10_000_000, 'Total livestock count is too large');

const pictureField = z
  .string({ error: 'Picture must be text' })
  .trim()
  .max(2048, 'Picture address is too long')
  .regex(/^https?:\/\/[^/\s]+\S*$/i, 'Picture must be an http(s) address');

// ---- requests -------------------------------------------------------------------------------

/**
 * `POST /auth/register` — spec §3 registration payload. Farmers need a phone (email optional);
 * agents and admins also need an email. The server additionally restricts admin email domains.
 */
export const registerBody = z
  .object({
    firstName: nameText('First name', 50),
    lastName: nameText('Last name', 50),
    email: optional(emailField),
    phone: phoneField,
    gender: optional(userGenderSchema),
    age: optional(ageRangeSchema),
    stateOfResidence: optional(stateSchema),
    farmName: optional(nameText('Farm name', 100)),
    primaryLivestock: optional(livestockSchema),
    totalLivestockCount: optional(livestockCount),
    password: passwordField(),
    role: optional(roleSchema),
    referralCode: optional(text('Referral code', 32)),
    nin: optional(ninField),
    language: optional(userLanguageSchema),
    /** An admin's invitation (ADR 0061): the account gets the invited role, already approved. */
    inviteToken: optional(z.string().max(100, 'This invitation link is not valid')),
  })
  .refine((body) => !(body.role && body.role !== 'farmer' && !body.email), {
    path: ['email'],
    message: 'Email is required',
    // Also checked when other fields are wrong, so the form shows every problem at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export const loginBody = z.object({
  identifier: identifierField,
  // Length-checked only: the policy is for new passwords; an over-long one never reaches argon2.
  password: z
    .string({
      error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text'),
    })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  /**
   * The device token an earlier login on this browser returned for this account (ADR 0024
   * addendum). Only its length is checked: a stale or foreign token is ignored, never a 400, so
   * a browser with an old one can still sign in.
   */
  deviceToken: optional(
    z
      .string({ error: 'Device token must be text' })
      .max(200, 'Device token must be at most 200 characters'),
  ),
});

export const forgotPasswordBody = z.object({ identifier: identifierField });
export const resetPasswordBody = z.object({ password: passwordField() });
export const verifyAdminEmailBody = z.object({ userId: userIdField, otp: otpField });
export const resendAdminOtpBody = z.object({ userId: userIdField });
export const otpBody = z.object({ otp: otpField });
export const validateNinBody = z.object({ nin: ninField });

export const updatePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
  newPassword: passwordField('New password'),
});

/** `PUT /auth/updatedetails`: only these keys are read; role, ids and verification flags are ignored. */
export const updateDetailsBody = z.object({
  firstName: optional(nameText('First name', 50)),
  lastName: optional(nameText('Last name', 50)),
  email: optional(emailField),
  phone: optional(phoneField),
  gender: optional(userGenderSchema),
  age: optional(ageRangeSchema),
  stateOfResidence: optional(stateSchema),
  farmName: optional(nameText('Farm name', 100)),
  primaryLivestock: optional(livestockSchema),
  totalLivestockCount: optional(livestockCount),
  picture: optional(pictureField),
});

/** `DELETE /auth/account`: the password again, so a stolen session alone cannot erase the account. */
export const deleteAccountBody = z.object(
  {
    password: z
      .string({
        error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text'),
      })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  },
  { error: 'Enter your password to delete the account' },
);

/** `POST /users/contact-changes/:changeId/confirm`: the code the new phone or email received. */
export const confirmContactChangeBody = z.object({ otp: otpField });

export const reportSettings = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, {
    error: `Frequency must be one of: ${REPORT_FREQUENCIES.join(', ')}`,
  }),
  channels: z.object(
    {
      email: z.boolean({ error: 'Email channel must be true or false' }),
      sms: z.boolean({ error: 'SMS channel must be true or false' }),
    },
    { error: 'Channels must be an object with email and sms' },
  ),
  language: z.enum(USER_LANGUAGES).optional(),
});

// ---- responses ------------------------------------------------------------------------------

export const authData = z.object({
  user: publicUser,
  token: z.string(),
  /** Login only: keep it for this account on this browser and send it with the next login. */
  deviceToken: z.string().optional(),
});

/** Spec §3 "Admin verification data". `otpCode` is filled only with the development outbox. */
export const adminVerificationData = z.object({
  requiresEmailVerification: z.literal(true),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  emailSent: z.boolean(),
  otpCode: z.string().nullable(),
});

/** Code sent: where to (masked), how, for how long, and the code itself only in development. */
export const otpSentData = z.object({
  sentTo: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The message left (or was stored in the development outbox). */
  sent: z.boolean(),
  /** Same as `sent` for email codes (spec §3 admin verification data); false for SMS. */
  emailSent: z.boolean(),
  expiresInSeconds: z.number().int(),
  otpCode: z.string().nullable(),
});

/**
 * A login phone or email change waiting for the code sent to the new contact (ADR 0025). Until
 * it is confirmed the old contact stays the login.
 */
export const pendingContactChange = z.object({
  id: z.string(),
  kind: z.enum(['phone', 'email']),
  /** The new contact, masked. */
  sentTo: z.string(),
  sent: z.boolean(),
  expiresInSeconds: z.number().int(),
  /** Only with the development switch DEV_SHOW_CODES (never in production). */
  otpCode: z.string().nullable(),
});

export const verificationStatusData = z.object({
  email: z.object({ isVerified: z.boolean() }),
  phone: z.object({ isVerified: z.boolean() }),
  nin: z.object({
    status: ninStatusSchema,
    isVerified: z.boolean(),
  }),
});

/** Login error details for an unverified admin (403): where to send them next. */
export const loginErrorDetails = z.object({
  requiresEmailVerification: z.literal(true),
  userId: z.string(),
  email: z.string(),
});

/** The error envelope of `POST /auth/login`: 403 for an unverified admin carries `details`. */
export const loginErrorEnvelope = errorEnvelope.extend({ details: loginErrorDetails.optional() });

export const authResponse = envelope(authData);
export const registerResponse = envelope(z.union([authData, adminVerificationData]));
export const tokenResponse = envelope(z.object({ token: z.string() }));
/**
 * A details update: `data` is the saved user (the old login contact still), `contactChanges` the
 * changes awaiting the new contact's code (beside `data`, like `pagination`).
 */
export const userUpdateResponse = envelope(publicUser).extend({
  contactChanges: z.array(pendingContactChange),
});
export const userDataResponse = envelope(z.object({ user: publicUser }));
export const otpSentResponse = envelope(otpSentData);
export const verificationStatusResponse = envelope(verificationStatusData);
export const reportSettingsResponse = envelope(reportSettings);
/** Responses that carry no data (logout, forgot password, account deletion). */
export const emptyResponse = envelope(z.null());

export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type VerifyAdminEmailBody = z.input<typeof verifyAdminEmailBody>;
export type ResendAdminOtpBody = z.input<typeof resendAdminOtpBody>;
export type OtpBody = z.input<typeof otpBody>;
export type ValidateNinBody = z.input<typeof validateNinBody>;
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;
export type UpdateDetailsBody = z.input<typeof updateDetailsBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export type ConfirmContactChangeBody = z.input<typeof confirmContactChangeBody>;
export type PendingContactChange = z.infer<typeof pendingContactChange>;
export type UserUpdateResponse = z.infer<typeof userUpdateResponse>;
export type ReportSettings = z.infer<typeof reportSettings>;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export type AuthData = z.infer<typeof authData>;
export type AdminVerificationData = z.infer<typeof adminVerificationData>;
export type OtpSentData = z.infer<typeof otpSentData>;
export type VerificationStatusData = z.infer<typeof verificationStatusData>;
export type LoginErrorDetails = z.infer<typeof loginErrorDetails>;
export type LoginErrorEnvelope = z.infer<typeof loginErrorEnvelope>;
export type AuthResponse = z.infer<typeof authResponse>;
export type RegisterResponse = z.infer<typeof registerResponse>;
export type TokenResponse = z.infer<typeof tokenResponse>;
export type UserDataResponse = z.infer<typeof userDataResponse>;
export type OtpSentResponse = z.infer<typeof otpSentResponse>;
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponse>;
export type ReportSettingsResponse = z.infer<typeof reportSettingsResponse>;
export type EmptyResponse = z.infer<typeof emptyResponse>;
