import { isOneOf } from './guard';

/**
 * Spec §1/§3: the roles, each with its own route prefix (`/farmer`, `/agent`, `/admin`, `/vet`).
 * A vet answers vet consultations for the farmers of their states and signs up only through an
 * admin's invitation (ADR 0061).
 */
export const ROLES = ['farmer', 'agent', 'admin', 'vet'] as const;
export type Role = (typeof ROLES)[number];

const DEFAULT_ROLE: Role = 'farmer';

export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);

/** Spec §3: "role (farmer|agent|admin; default farmer when unknown)". Exact match, no case folding. */
export const normalizeRole = (value: unknown): Role => (isRole(value) ? value : DEFAULT_ROLE);
