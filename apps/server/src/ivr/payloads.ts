import { z } from 'zod';
import type { SpeechLanguage } from './speech/types';

/**
 * Client payloads of spec §7, checked before anything runs: a malformed one gets an `error`
 * event naming the event and the problem, never an exception in the process.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const LANGUAGES: readonly string[] = ['en', 'ha', 'yo', 'ig'];

/** The caller's language; anything else (a browser locale, a typo) falls back to English. */
const language = z
  .string()
  .max(35)
  .transform((l): SpeechLanguage => {
    const short = l.toLowerCase().slice(0, 2);
    return (LANGUAGES.includes(short) ? short : 'en') as SpeechLanguage;
  });

/** PostgreSQL cannot store U+0000 in text: such words would be answered but their turn lost. */
const NO_NUL = [
  (s: string) => !s.includes('\u0000'),
  'must not contain the NUL character',
] as const;

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(...NO_NUL)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'must not be empty');

export const authenticatePayload = z
  .object({ phoneNumber: z.string().max(32).optional() })
  .optional();

/**
 * Longest `audio` string accepted in one message: twice the client's 256 KiB chunks. Larger
 * messages up to IVR_MAX_MESSAGE_BYTES get this `error`; beyond that socket.io itself closes the
 * connection before any handler runs.
 */
export const MAX_AUDIO_CHARS = 512 * 1024;

export const whisperAudioPayload = z.object({
  audio: z
    .string()
    .min(4, 'must not be empty')
    .max(MAX_AUDIO_CHARS, `must be at most ${MAX_AUDIO_CHARS} base64 characters per message`)
    .refine((a) => a.length % 4 === 0 && BASE64.test(a), 'must be base64')
    .refine(
      (a) => ((a.length / 4) * 3 - (a.endsWith('==') ? 2 : a.endsWith('=') ? 1 : 0)) % 2 === 0,
      'must hold whole 16-bit samples',
    ),
  sampleRate: z.literal(16_000, { error: 'must be 16000' }),
  language,
  segmentId: z
    .string()
    .min(1)
    .max(64)
    .refine(...NO_NUL)
    .optional(),
  chunkIndex: z.number().int().min(0).max(99).optional(),
  chunkCount: z.number().int().min(1).max(100).optional(),
});

export const aiTextInputPayload = z.object({
  text: text(2000),
  language,
  useTTS: z.boolean().default(true),
});

export const aiInterruptionPayload = z.object({
  userInterruption: text(2000),
  previousAIResponse: z
    .string()
    .max(20_000)
    .refine(...NO_NUL)
    .default(''),
  language,
  useTTS: z.boolean().default(true),
  generateFiller: z.boolean().default(false),
});

/** `Invalid whisper_audio: audio must be base64` — the first problem, for the `error` event. */
export function parsePayload<T>(
  event: string,
  schema: z.ZodType<T>,
  payload: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')} ` : '';
  return { ok: false, message: `Invalid ${event}: ${where}${issue?.message ?? 'bad payload'}` };
}
