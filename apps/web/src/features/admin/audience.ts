import type { AudienceQuery } from '@kiwo/api-client';

export type AudienceKind = 'role' | 'state' | 'roleState' | 'user';
export type AudienceRole = 'farmer' | 'agent' | 'admin';

/** The audience as the API takes it, or null while the choice is incomplete. */
export function audienceOf(
  kind: AudienceKind,
  role: AudienceRole,
  state: string,
  userId: string | null,
): AudienceQuery | null {
  if (kind === 'user') return userId ? { userId } : null;
  if (kind === 'role') return { role };
  if (!state) return null;
  return kind === 'state' ? { state: state as never } : { role, state: state as never };
}
