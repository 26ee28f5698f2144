import { LIVESTOCK_TYPES } from '@kiwo/domain';
import { z } from 'zod';
import {
  CONSULTATION_ANSWER_MAX,
  CONSULTATION_DESCRIPTION_MAX,
  CONSULTATION_KINDS,
  CONSULTATION_PHOTO_MAX_BYTES,
  CONSULTATION_PHOTO_TYPES,
  CONSULTATION_STATUSES,
  CONSULTATION_TOPIC_MAX,
  CONSULTATION_URGENCIES,
} from '../constants';
import { pagination } from './agent';
import { envelope } from './envelope';
import { wholeNumber } from './fields';
import { roleSchema } from './user';

export {
  CONSULTATION_ANSWER_MAX,
  CONSULTATION_DESCRIPTION_MAX,
  CONSULTATION_KINDS,
  CONSULTATION_PHOTO_MAX_BYTES,
  CONSULTATION_PHOTO_TYPES,
  CONSULTATION_STATUSES,
  CONSULTATION_TOPIC_MAX,
  CONSULTATION_URGENCIES,
};

// Consultations (ADR 0015): farmers and agents ask for an extension or a vet consultation; admins
// assign, answer and close them.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const text = (label: string, min: number, max: number, tooShort?: string) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(min, tooShort ?? `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const consultationKindSchema = z.enum(CONSULTATION_KINDS, {
  error: 'Kind must be extension or vet',
});
export const consultationStatusSchema = z.enum(CONSULTATION_STATUSES, {
  error: `Status must be one of: ${CONSULTATION_STATUSES.join(', ')}`,
});
export const consultationUrgencySchema = z.enum(CONSULTATION_URGENCIES, {
  error: 'Urgency must be low, medium or high',
});

/** Base64 characters of a file of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
const PHOTO_TOO_BIG = `The photo must be at most ${CONSULTATION_PHOTO_MAX_BYTES / 1_000_000} MB`;

/** A photo sent inline: the server also checks the bytes really are that image type. */
export const consultationPhotoInput = z.object({
  mimeType: z.enum(CONSULTATION_PHOTO_TYPES, {
    error: 'The photo must be a JPEG, PNG or WebP image',
  }),
  dataBase64: z
    .string({ error: 'The photo is missing' })
    .min(1, 'The photo is missing')
    .max(base64Length(CONSULTATION_PHOTO_MAX_BYTES), PHOTO_TOO_BIG)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The photo is not valid base64'),
});

/** `POST /consultations`. */
export const createConsultationBody = z.object({
  kind: consultationKindSchema,
  topic: text('Topic', 3, CONSULTATION_TOPIC_MAX, 'Topic must be at least 3 characters'),
  livestockType: z.enum(LIVESTOCK_TYPES, {
    error: `Livestock must be one of: ${LIVESTOCK_TYPES.join(', ')}`,
  }),
  description: text(
    'Description',
    10,
    CONSULTATION_DESCRIPTION_MAX,
    'Describe the problem in at least 10 characters',
  ),
  urgency: consultationUrgencySchema.default('medium'),
  photo: consultationPhotoInput.optional(),
});

const person = z.object({ id: z.string(), name: z.string(), role: roleSchema });

export const consultation = z.object({
  id: z.string(),
  kind: consultationKindSchema,
  /** `ussd`: a call request from *347*754# (topic and description are generic). */
  channel: z.enum(['ussd', 'app', 'phone']),
  topic: z.string(),
  livestockType: z.string().nullable(),
  description: z.string(),
  urgency: consultationUrgencySchema,
  status: consultationStatusSchema,
  hasPhoto: z.boolean(),
  asker: person.extend({ phone: z.string(), state: z.string().nullable() }),
  assignee: person.nullable(),
  /** The latest answer. */
  answer: z.string().nullable(),
  closeNote: z.string().nullable(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** When staff first answered (the admins' time-to-first-answer, ADR 0061), or null. */
  firstAnsweredAt: z.string().nullable(),
});

export const consultationReply = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  /** True for the asker's own message in the thread (a reply to a follow-up question). */
  fromAsker: z.boolean(),
  createdAt: z.string(),
});

export const consultationDetail = consultation.extend({
  /** Every answer, oldest first. */
  replies: z.array(consultationReply),
  /** `data:` URL of the photo, or null. */
  photo: z.string().nullable(),
});

export const consultationResponse = envelope(consultationDetail);
export const consultationsResponse = envelope(z.array(consultation)).extend({ pagination });
export const consultationParams = z.object({
  id: z.uuid({ error: 'Consultation not found' }),
});

const pageQuery = {
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
};

/** `GET /consultations/mine`. */
export const myConsultationsQuery = z.object({
  kind: optional(consultationKindSchema),
  status: optional(consultationStatusSchema),
  ...pageQuery,
});

/** `GET /admin/consultations`: `search` matches the topic or the asker's name or phone. */
export const adminConsultationsQuery = myConsultationsQuery.extend({
  urgency: optional(consultationUrgencySchema),
  search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
});

export const assignConsultationBody = z.object({
  assigneeId: z.uuid({ error: 'Choose a staff member' }),
});
export const answerConsultationBody = z.object({
  answer: text('Answer', 1, CONSULTATION_ANSWER_MAX),
});
/** `POST /consultations/:id/reply`: the asker answers a follow-up question (ADR 0061). */
export const replyConsultationBody = z.object({
  message: text('Message', 1, CONSULTATION_ANSWER_MAX),
});
/**
 * `POST /consultations/:id/reassign`: its assignee hands it to another agent or vet, or with
 * `assigneeId: null` back to the queue for an admin to assign.
 */
export const reassignConsultationBody = z.object({
  assigneeId: z.uuid({ error: 'Staff member not found' }).nullable(),
});
export const closeConsultationBody = z.object({
  note: optional(z.string().trim().max(500, 'Note must be at most 500 characters')),
});

/** `GET /admin/staff`: admins and agents a consultation can be assigned to. */
export const staffQuery = z.object({
  search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
});
export const staffMember = person.extend({ phone: z.string() });
export const staffResponse = envelope(z.array(staffMember));
/** `GET /admin/consultations/first-answer`: the median time-to-first-answer (ADR 0061). */
export const firstAnswerResponse = envelope(
  z.object({
    days: z.number().int(),
    /** Null when nothing was answered in the period. */
    medianSeconds: z.number().int().nullable(),
    answered: z.number().int(),
    waiting: z.number().int(),
  }),
);

export type FirstAnswerFigures = z.infer<typeof firstAnswerResponse>['data'];
export type ConsultationKind = z.infer<typeof consultationKindSchema>;
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;
export type ConsultationUrgency = z.infer<typeof consultationUrgencySchema>;
export type ConsultationPhotoInput = z.infer<typeof consultationPhotoInput>;
export type CreateConsultationBody = z.input<typeof createConsultationBody>;
export type Consultation = z.infer<typeof consultation>;
export type ConsultationReply = z.infer<typeof consultationReply>;
export type ConsultationDetail = z.infer<typeof consultationDetail>;
export type MyConsultationsQuery = z.input<typeof myConsultationsQuery>;
export type AdminConsultationsQuery = z.input<typeof adminConsultationsQuery>;
export type AssignConsultationBody = z.input<typeof assignConsultationBody>;
export type AnswerConsultationBody = z.input<typeof answerConsultationBody>;
export type CloseConsultationBody = z.input<typeof closeConsultationBody>;
export type ReplyConsultationBody = z.input<typeof replyConsultationBody>;
export type StaffMember = z.infer<typeof staffMember>;
