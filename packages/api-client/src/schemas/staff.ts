import { z } from 'zod';
import { envelope } from './envelope';
import { stateSchema } from './user';

// Staff invitations and vets' states (ADR 0061).

export const INVITE_ROLES = ['agent', 'vet'] as const;
export const inviteRoleSchema = z.enum(INVITE_ROLES, { error: 'Role must be agent or vet' });

/** A vet serves at least one state; an agent's invitation carries none. */
const statesField = z
  .array(stateSchema, { error: 'States must be a list of Nigerian states' })
  .max(37, 'At most 37 states')
  .transform((states) => [...new Set(states)]);
// The refinements below also run when a field is already invalid (`when`, for one answer with
// every field's error), so they look at `states` only when it is a list.
const hasNoStates = (states: unknown) => Array.isArray(states) && states.length === 0;

/** `POST /admin/invites`. */
export const createInviteBody = z
  .object({ role: inviteRoleSchema, states: statesField.default([]) })
  .refine((b) => b.role !== 'vet' || !hasNoStates(b.states), {
    path: ['states'],
    message: 'Choose at least one state for the vet',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export const invite = z.object({
  id: z.string(),
  role: inviteRoleSchema,
  states: z.array(z.string()),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
/** The link is returned once, when the invitation is made; only its hash is kept. */
export const createdInvite = invite.extend({ link: z.string(), token: z.string() });
export const createdInviteResponse = envelope(createdInvite);
export const invitesResponse = envelope(z.array(invite));

/** `GET /auth/invites/:token`: what the sign-up page shows before the form. */
export const inviteTokenParams = z.object({
  token: z
    .string()
    .min(20, 'This invitation link is not valid')
    .max(100, 'This invitation link is not valid'),
});
export const invitePreviewResponse = envelope(
  z.object({ role: inviteRoleSchema, states: z.array(z.string()), expiresAt: z.string() }),
);

/** `PUT /admin/vets/:id/states`. */
export const vetStatesBody = z
  .object({ states: statesField })
  .refine((b) => !hasNoStates(b.states), {
    path: ['states'],
    message: 'Choose at least one state for the vet',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export const vetStatesParams = z.object({ id: z.uuid({ error: 'Vet not found' }) });
export const vetStatesResponse = envelope(z.object({ states: z.array(z.string()) }));

export type CreateInviteBody = z.input<typeof createInviteBody>;
export type Invite = z.infer<typeof invite>;
export type CreatedInvite = z.infer<typeof createdInvite>;
export type InvitePreview = z.infer<typeof invitePreviewResponse>['data'];
