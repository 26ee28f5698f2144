import { noiseReason } from '../noise.js';
import type { WhisperResponse } from '../protocol.js';

/**
 * The protocol-generic rules of a call's audio, as pure functions over plain data: token
 * buckets (rate limits with the caller's clock), `whisper_audio` chunks joined per `segmentId`,
 * one transcription at a time, and the `whisper_response` of a transcription (spec §5 noise).
 * The reference machine (`./machine.ts`) is built on them, and so is any server that needs more
 * rules around them (Kiwo's IVR: ADR 0035 addendum). No clock, socket or provider in here.
 */

/**
 * 16-bit mono PCM at the protocol's 16 kHz (`VOICE_SAMPLE_RATE`): bytes per second of speech.
 * Written out rather than imported: `constants.ts` carries DOM types, and `./server/core` must
 * type-check in a Node program without them.
 */
export const PCM_BYTES_PER_SECOND = 16_000 * 2;

/**
 * A token bucket as data: `capacity` tokens, refilled at `perSecond`. Taking n tokens spends
 * them if they are there, so a client can send a burst but not more than the rate over time.
 */
export interface Bucket {
  tokens: number;
  /** When the tokens were last counted (milliseconds of the caller's clock). */
  last: number;
}

export interface BucketSpec {
  capacity: number;
  perSecond: number;
}

/** A full bucket at `now`. */
export const fullBucket = (spec: BucketSpec, now: number): Bucket => ({
  tokens: spec.capacity,
  last: now,
});

export function takeTokens(
  bucket: Bucket,
  n: number,
  now: number,
  spec: BucketSpec,
): { ok: boolean; bucket: Bucket } {
  const tokens = Math.min(
    spec.capacity,
    bucket.tokens + ((now - bucket.last) / 1000) * spec.perSecond,
  );
  if (tokens < n) return { ok: false, bucket: { tokens, last: now } };
  return { ok: true, bucket: { tokens: tokens - n, last: now } };
}

/** A speech segment whose chunks are still arriving. */
export interface OpenSegment<L extends string = string> {
  /** By `chunkIndex`; `undefined` where a chunk has not arrived yet. */
  chunks: readonly (Uint8Array | undefined)[];
  bytes: number;
  count: number;
  received: number;
  /** The language of the segment's first chunk. */
  language: L;
}

/** Open segments by id, oldest first (the order they were started in). */
export type OpenSegments<L extends string = string> = readonly (readonly [
  string,
  OpenSegment<L>,
])[];

export interface Chunk<L extends string = string> {
  segmentId: string;
  chunkIndex: number;
  chunkCount: number;
  pcm: Uint8Array;
  language: L;
}

export interface SegmentLimits {
  /** Longest segment, in bytes of PCM. */
  maxBytes: number;
  /** Partly received segments kept; the oldest gives way, so a client cannot grow this. */
  maxOpen: number;
}

export type ChunkOutcome<L extends string = string> =
  | { type: 'partial' }
  | { type: 'complete'; pcm: Uint8Array; language: L }
  /** Longer than `maxBytes`: the segment is dropped. */
  | { type: 'tooLong' }
  /** A chunk outside `chunkCount`, repeated, or a count that changed: the chunk is refused. */
  | { type: 'invalid'; why: string };

export const CHUNK_PROBLEMS = {
  index: 'chunkIndex must be below chunkCount',
  repeated: 'chunk repeated or chunkCount changed',
} as const;

/**
 * One `whisper_audio` chunk: the segment is joined in `chunkIndex` order once `chunkCount`
 * chunks have arrived (`complete`, and it leaves the open segments).
 */
export function addChunk<L extends string>(
  segments: OpenSegments<L>,
  chunk: Chunk<L>,
  limits: SegmentLimits,
): { segments: OpenSegments<L>; outcome: ChunkOutcome<L> } {
  const { segmentId: id, chunkIndex: index, chunkCount: count } = chunk;
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count) {
    return { segments, outcome: { type: 'invalid', why: CHUNK_PROBLEMS.index } };
  }
  const found = segments.find(([key]) => key === id)?.[1];
  if (found && (found.count !== count || found.chunks[index] !== undefined)) {
    return { segments, outcome: { type: 'invalid', why: CHUNK_PROBLEMS.repeated } };
  }
  const chunks = found ? [...found.chunks] : Array.from({ length: count }, () => undefined);
  chunks[index] = chunk.pcm;
  const segment: OpenSegment<L> = {
    chunks,
    bytes: (found?.bytes ?? 0) + chunk.pcm.length,
    count,
    received: (found?.received ?? 0) + 1,
    language: found?.language ?? chunk.language,
  };
  const others = segments.filter(([key]) => key !== id);
  if (segment.bytes > limits.maxBytes) return { segments: others, outcome: { type: 'tooLong' } };
  if (segment.received === segment.count) {
    return {
      segments: others,
      outcome: {
        type: 'complete',
        pcm: join(segment.chunks, segment.bytes),
        language: segment.language,
      },
    };
  }
  const kept = found
    ? segments.map((entry) => (entry[0] === id ? ([id, segment] as const) : entry))
    : [...others, [id, segment] as const];
  return {
    segments: kept.slice(Math.max(0, kept.length - limits.maxOpen)),
    outcome: { type: 'partial' },
  };
}

function join(chunks: readonly (Uint8Array | undefined)[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    if (!chunk) continue;
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Transcriptions of one call: one runs, the others wait in arrival order. */
export interface TranscriptionQueue<J> {
  running: J | null;
  waiting: readonly J[];
}

export const emptyQueue = <J>(): TranscriptionQueue<J> => ({ running: null, waiting: [] });

/**
 * A finished segment asks to be transcribed: it starts when nothing runs, waits otherwise, and
 * is refused (`busy`) when `max` transcriptions are already running or waiting.
 */
export function enqueue<J>(
  queue: TranscriptionQueue<J>,
  job: J,
  max: number,
): { queue: TranscriptionQueue<J>; start: J | null; busy: boolean } {
  const queued = (queue.running ? 1 : 0) + queue.waiting.length;
  if (queued >= max) return { queue, start: null, busy: true };
  if (queue.running)
    return { queue: { ...queue, waiting: [...queue.waiting, job] }, start: null, busy: false };
  return { queue: { running: job, waiting: queue.waiting }, start: job, busy: false };
}

/**
 * The running transcription is done: the next waiting one starts — unless the call has ended,
 * when the waiting ones are dropped.
 */
export function dequeue<J>(
  queue: TranscriptionQueue<J>,
  ended: boolean,
): { queue: TranscriptionQueue<J>; start: J | null } {
  if (ended) return { queue: emptyQueue(), start: null };
  const [job = null, ...waiting] = queue.waiting;
  return { queue: { running: job, waiting }, start: job };
}

/**
 * The `whisper_response` of a transcription (spec §5): `{transcription}` for speech,
 * `{filtered: true, reason, transcription}` for nothing, a noise phrase or a lone filler — the
 * rule the browser client applies too (`noiseReason`).
 */
export function transcriptResponse(text: string): WhisperResponse {
  const reason = noiseReason(text);
  return reason ? { filtered: true, reason, transcription: text } : { transcription: text.trim() };
}
