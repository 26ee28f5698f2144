export const ROLES = ['farmer', 'agent', 'admin', 'vet'] as const;
export type Role = (typeof ROLES)[number];

/** Spec §3: an unknown or missing role counts as farmer. */
export const roleOf = (value: unknown): Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? (value as Role)
    : 'farmer';

export const dashboardPath = (role: unknown): string => `/${roleOf(role)}/dashboard`;
