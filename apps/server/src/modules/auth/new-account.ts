import { randomBytes } from 'node:crypto';
import type { registerBody } from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { PasswordHasher } from '../../lib/passwords';
import { insertDefaultPen } from '../pens';
import { createUsersRepository, type UserRow, type UsersRepository } from '../users';
import { asConflict, conflict } from './identity';
import { sealNin } from './nin';

type NewUser = Parameters<UsersRepository['insert']>[0];

/** What a person gives at sign-up, whichever way they sign up (web, agent, WhatsApp). */
export type AccountFields = Omit<z.output<typeof registerBody>, 'password' | 'role'>;

/**
 * The one place a new account's row is spelled out (web sign-up, an agent's registration, the
 * WhatsApp chat): the spec §3 fields, the NIN sealed, and what the way of signing up adds.
 */
export function accountRow(
  input: AccountFields,
  passwordHash: string,
  keys: Parameters<typeof sealNin>[1],
  extra: Pick<NewUser, 'role' | 'agentId' | 'mustChangePassword' | 'phoneVerified' | 'status'> = {},
): NewUser {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    email: input.email ?? null,
    passwordHash,
    language: input.language ?? 'english',
    gender: input.gender ?? null,
    age: input.age ?? null,
    stateOfResidence: input.stateOfResidence ?? null,
    farmName: input.farmName ?? null,
    primaryLivestock: input.primaryLivestock ?? null,
    totalLivestockCount: input.totalLivestockCount ?? 0,
    referralCode: input.referralCode ?? null,
    ...(input.nin ? { ...sealNin(input.nin, keys), ninSubmittedAt: new Date() } : {}),
    role: extra.role ?? 'farmer',
    ...extra,
  };
}

/** A farmer's account and (spec §3) their default pen, in the caller's transaction. */
export async function insertFarmer(users: UsersRepository, tx: Db, row: NewUser) {
  const user = await users.insert(row, tx);
  await insertDefaultPen(tx, user, { startingStock: true });
  return user;
}

/**
 * A farmer signed up in the WhatsApp chat (ADR 0049): the number Meta delivered the messages
 * from is the phone (verified: the code came back from it), a password nobody knows (they set
 * one on the web with "forgot password" by SMS), the same duplicate checks as web sign-up.
 */
export async function registerByWhatsApp(
  deps: { db: Database; passwords: PasswordHasher; secrets: Parameters<typeof sealNin>[1] },
  input: Pick<
    AccountFields,
    'firstName' | 'lastName' | 'phone' | 'stateOfResidence' | 'primaryLivestock' | 'language'
  >,
): Promise<UserRow> {
  const users = createUsersRepository(deps.db);
  const clash = conflict(await users.taken({ phone: input.phone }));
  if (clash) throw clash;
  const passwordHash = await deps.passwords.hash(randomBytes(24).toString('base64url'));
  try {
    return await deps.db.transaction((tx) =>
      insertFarmer(
        users,
        tx,
        accountRow(input, passwordHash, deps.secrets, {
          mustChangePassword: true,
          phoneVerified: true,
        }),
      ),
    );
  } catch (error) {
    throw asConflict(error);
  }
}
