import { z } from 'zod';
import { envelope, errorEnvelope } from './envelope';
import { countField, optional, section, text } from './farm';
import { recordChannelSchema } from './records';

// Setup you can correct (ADR 0045): count corrections and moves between sections.

/** `offline` when the outbox sends the change later; the form's own send is `web` (ADR 0026). */
export const setupWriteHeaders = z.object({
  'x-record-channel': optional(
    z.enum(['web', 'offline'], { error: 'X-Record-Channel must be web or offline' }),
  ),
});

/**
 * `POST /sections/:sectionId/count-corrections`. `from` is the live count the farmer saw: if a
 * record or another correction moved it since, the correction is refused (409) rather than
 * overwriting what the other writer did.
 */
export const countCorrectionBody = z.object({
  from: countField('The count you saw'),
  to: countField('Correct count'),
  reason: text('Reason', 200),
});

/** `POST /sections/:sectionId/moves`: animals into another section of the same farm. */
export const moveAnimalsBody = z.object({
  toSectionId: z.uuid({ error: 'Section to move to not found' }),
  count: countField('Animals to move').min(1, 'Move at least 1 animal'),
  reason: optional(text('Reason', 200)),
});

export const sectionChange = z.object({
  id: z.string(),
  kind: z.enum(['correction', 'move_in', 'move_out', 'rename', 'batch_rename', 'pen_rename']),
  at: z.string(),
  channel: recordChannelSchema,
  actor: z.object({
    /** Null once the account is deleted. */
    id: z.string().nullable(),
    name: z.string().nullable(),
    role: z.string(),
  }),
  countBefore: z.number().int(),
  countAfter: z.number().int(),
  reason: z.string().nullable(),
  /** The other side of a move. */
  otherSection: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A rename (of the section, its batch or its pen): the names before and after. */
  names: z.object({ before: z.string(), after: z.string() }).nullable(),
});

export const sectionChanges = z.object({
  sectionId: z.string(),
  /** Newest first. */
  changes: z.array(sectionChange),
});

/** 409: the count moved since `from` (details hold the section now), or the batch is completed. */
export const countConflictResponse = errorEnvelope.extend({
  details: z.object({ current: section }).optional(),
});

export const sectionMove = z.object({ from: section, to: section });

export const sectionChangesResponse = envelope(sectionChanges);
export const sectionMoveResponse = envelope(sectionMove);

export type CountCorrectionBody = z.input<typeof countCorrectionBody>;
export type MoveAnimalsBody = z.input<typeof moveAnimalsBody>;
export type SectionChange = z.infer<typeof sectionChange>;
export type SectionChanges = z.infer<typeof sectionChanges>;
export type SectionMove = z.infer<typeof sectionMove>;

// Deleting a pen, batch or section with Undo (ADR 0045 addendum).

export const deletionParams = z.object({ deletionId: z.uuid({ error: 'Deleted item not found' }) });

const deletionKind = z.enum(['pen', 'batch', 'section']);

const actorOf = z.object({
  /** Null once the account is deleted. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  role: z.string(),
});

/**
 * One delete, as the farm's change history shows it: what (kind, id, name), who, through which
 * channel, when; and its restore, once undone. `restoreUntil` is when Undo stops working.
 */
export const deletion = z.object({
  id: z.string(),
  kind: deletionKind,
  itemId: z.string(),
  name: z.string(),
  at: z.string(),
  channel: recordChannelSchema,
  actor: actorOf,
  restoreUntil: z.string(),
  restored: z.object({ at: z.string(), channel: recordChannelSchema, actor: actorOf }).nullable(),
});

export const deletionResponse = envelope(deletion);
export const deletionsResponse = envelope(z.object({ deletions: z.array(deletion) }));

export type Deletion = z.infer<typeof deletion>;
