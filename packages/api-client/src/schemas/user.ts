import {
  AGE_RANGES,
  FARM_MODES,
  GENDERS,
  LIVESTOCK_TYPES,
  NIGERIAN_STATES,
  NIN_VERIFICATION_STATUSES,
  ROLES,
  USER_LANGUAGES,
} from '@kiwo/domain';
import { z } from 'zod';
import { envelope } from './envelope';

/** People are male or female; `castrated` in GENDERS applies to livestock only. */
export const USER_GENDERS = GENDERS.filter(
  (g): g is 'male' | 'female' => g === 'male' || g === 'female',
) as ['male', 'female'];

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const roleSchema = oneOf(ROLES, 'Role');
export const userLanguageSchema = oneOf(USER_LANGUAGES, 'Language');
export const farmModeSchema = oneOf(FARM_MODES, 'Farm mode');
export const userGenderSchema = oneOf(USER_GENDERS, 'Gender');
export const ageRangeSchema = oneOf(AGE_RANGES, 'Age');
export const stateSchema = oneOf(NIGERIAN_STATES, 'State of residence');
export const livestockSchema = oneOf(LIVESTOCK_TYPES, 'Primary livestock');
export const ninStatusSchema = z.enum(NIN_VERIFICATION_STATUSES);

/**
 * The user as it leaves the server (spec §3). Used as the response schema, so a field that is not
 * listed here (password hash, OTPs, tokens, the raw NIN) can never be sent.
 */
export const publicUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, e.g. `+2348031234567`. */
  phone: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  language: userLanguageSchema,
  farmMode: farmModeSchema,
  picture: z.string().nullable(),
  gender: userGenderSchema.nullable(),
  age: ageRangeSchema.nullable(),
  stateOfResidence: stateSchema.nullable(),
  farmName: z.string().nullable(),
  primaryLivestock: livestockSchema.nullable(),
  totalLivestockCount: z.number().int(),
  /** The referral code given at sign-up, if any. */
  referralCode: z.string().nullable(),
  emailVerification: z.object({ isVerified: z.boolean() }),
  phoneVerification: z.object({ isVerified: z.boolean() }),
  NINData: z.object({
    /** Masked, e.g. `*******8901`; null when no NIN was submitted. */
    nin: z.string().nullable(),
    isVerified: z.boolean(),
    verificationStatus: ninStatusSchema,
    rejectionReason: z.string().nullable(),
  }),
  /** True for accounts created for someone else (e.g. by an agent) until they set a password. */
  mustChangePassword: z.boolean(),
  /** `pending`: an agent who signed up and waits for an admin's approval (ADR 0055). */
  status: z.enum(['active', 'suspended', 'pending']),
  /** The agent this farmer is attached to. */
  agentId: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});

/** `PATCH /users/profile` — spec §4: the language (and the farmer's dashboard mode). */
export const updateProfileBody = z.object({
  language: userLanguageSchema.optional(),
  farmMode: farmModeSchema.optional(),
});

export const userResponse = envelope(publicUser);
/** `GET /users/farmers/by-agent`: the farmers attached to the signed-in agent. */
export const farmersResponse = envelope(z.array(publicUser));

export type PublicUser = z.infer<typeof publicUser>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type UserResponse = z.infer<typeof userResponse>;
export type FarmersResponse = z.infer<typeof farmersResponse>;
