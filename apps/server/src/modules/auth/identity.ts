import type { FieldProblem } from '@kiwo/api-client/schemas';
import { isEmail, normalizeNigerianPhone } from '@kiwo/domain';
import { AppError, fieldError } from '../../lib/errors';
import { type UserRow, type UsersRepository, uniqueViolation } from '../users';

/** A login identifier as stored: E.164 phone, or trimmed lower-case email; else the raw text. */
export function normalizeIdentifier(identifier: string): {
  kind: 'phone' | 'email' | 'unknown';
  value: string;
} {
  const phone = normalizeNigerianPhone(identifier);
  if (phone) return { kind: 'phone', value: phone };
  const email = identifier.trim().toLowerCase();
  if (isEmail(email)) return { kind: 'email', value: email };
  return { kind: 'unknown', value: email };
}

export async function findByIdentifier(
  users: UsersRepository,
  identifier: string,
): Promise<UserRow | undefined> {
  const id = normalizeIdentifier(identifier);
  if (id.kind === 'phone') return users.findByPhone(id.value);
  if (id.kind === 'email') return users.findByEmail(id.value);
  return undefined;
}

const PHONE_TAKEN = 'An account with this phone number already exists';
const EMAIL_TAKEN = 'An account with this email address already exists';
export const NIN_TAKEN = 'This NIN is already linked to another account';

/** 409 naming every field that collides with another account. */
export function conflict(taken: {
  phone: boolean;
  email: boolean;
  nin: boolean;
}): AppError | undefined {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldProblem> = {};
  if (taken.phone) {
    fields.phone = PHONE_TAKEN;
    fieldCodes.phone = { code: 'phone_taken' };
  }
  if (taken.email) {
    fields.email = EMAIL_TAKEN;
    fieldCodes.email = { code: 'email_taken' };
  }
  if (taken.nin) fields.nin = NIN_TAKEN;
  const first = Object.values(fields)[0];
  return first ? new AppError(409, first, { fields, fieldCodes }) : undefined;
}

/** A unique violation raised by a concurrent write, as the same 409; other errors unchanged. */
export function asConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (!constraint) return error;
  if (constraint.includes('phone'))
    return fieldError('phone', PHONE_TAKEN, 409, { code: 'phone_taken' });
  if (constraint.includes('email'))
    return fieldError('email', EMAIL_TAKEN, 409, { code: 'email_taken' });
  if (constraint.includes('nin')) return fieldError('nin', NIN_TAKEN, 409);
  return new AppError(409, 'This account already exists');
}

/** Admin accounts only with an address in ADMIN_EMAIL_DOMAINS (spec §5, enforced here too). */
export function checkAdminEmail(email: string | undefined, domains: readonly string[]) {
  const domain = email?.split('@')[1]?.toLowerCase();
  if (!email || !domain || !domains.includes(domain)) {
    throw fieldError('email', `Admin accounts need an email address at ${domains.join(' or ')}`);
  }
}
