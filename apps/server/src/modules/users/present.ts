import type { PublicUser } from '@kiwo/api-client/schemas';
import type { UserRow } from './repository';

/** `*******8901`: the length of a NIN with only its last four digits shown. */
const maskNin = (last4: string | null) => (last4 ? `*******${last4}` : null);

/**
 * The row as the API shows it (spec §3 field names). The response schema strips anything else,
 * so this is the only way user data leaves the server.
 */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    role: row.role,
    language: row.language,
    farmMode: row.farmMode,
    picture: row.picture,
    gender: row.gender as PublicUser['gender'],
    age: row.age as PublicUser['age'],
    stateOfResidence: row.stateOfResidence as PublicUser['stateOfResidence'],
    farmName: row.farmName,
    primaryLivestock: row.primaryLivestock as PublicUser['primaryLivestock'],
    totalLivestockCount: row.totalLivestockCount,
    referralCode: row.referralCode,
    emailVerification: { isVerified: row.emailVerified },
    phoneVerification: { isVerified: row.phoneVerified },
    NINData: {
      nin: maskNin(row.ninLast4),
      isVerified: row.ninStatus === 'verified',
      verificationStatus: row.ninStatus,
      rejectionReason: row.ninRejectionReason,
    },
    mustChangePassword: row.mustChangePassword,
    status: row.status,
    agentId: row.agentId,
    createdAt: row.createdAt.toISOString(),
  };
}
