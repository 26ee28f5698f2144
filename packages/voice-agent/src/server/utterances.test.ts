import { describe, expect, it } from 'vitest';
import {
  addChunk,
  CHUNK_PROBLEMS,
  dequeue,
  emptyQueue,
  enqueue,
  fullBucket,
  type OpenSegments,
  takeTokens,
  transcriptResponse,
} from './utterances.js';

const LIMITS = { maxBytes: 10, maxOpen: 2 };
const chunk = (segmentId: string, chunkIndex: number, chunkCount: number, bytes: number[]) => ({
  segmentId,
  chunkIndex,
  chunkCount,
  pcm: Uint8Array.from(bytes),
  language: 'en',
});

describe('token bucket (fake clock)', () => {
  const spec = { capacity: 4, perSecond: 2 };

  it('allows a burst of the capacity, then the refill rate', () => {
    let bucket = fullBucket(spec, 0);
    for (let i = 0; i < 4; i++) {
      const take = takeTokens(bucket, 1, 0, spec);
      expect(take.ok).toBe(true);
      bucket = take.bucket;
    }
    expect(takeTokens(bucket, 1, 0, spec).ok).toBe(false);
    // Half a second refills one token at two a second, not more.
    const later = takeTokens(bucket, 1, 500, spec);
    expect(later.ok).toBe(true);
    expect(takeTokens(later.bucket, 1, 500, spec).ok).toBe(false);
    // A long pause refills to the capacity only.
    expect(takeTokens(later.bucket, 5, 60_000, spec).ok).toBe(false);
    expect(takeTokens(later.bucket, 4, 60_000, spec).ok).toBe(true);
  });
});

describe('segments', () => {
  it('joins chunks in index order with the first chunk’s language, whatever the arrival', () => {
    let segments: OpenSegments = [];
    const first = addChunk(segments, { ...chunk('s', 1, 2, [3, 4]), language: 'ha' }, LIMITS);
    expect(first.outcome).toEqual({ type: 'partial' });
    segments = first.segments;
    const last = addChunk(segments, chunk('s', 0, 2, [1, 2]), LIMITS);
    expect(last.outcome).toEqual({
      type: 'complete',
      pcm: Uint8Array.from([1, 2, 3, 4]),
      language: 'ha',
    });
    expect(last.segments).toEqual([]);
  });

  it('refuses a chunk outside its count, a repeated chunk and a changed count', () => {
    expect(addChunk([], chunk('s', 2, 2, [1]), LIMITS).outcome).toEqual({
      type: 'invalid',
      why: CHUNK_PROBLEMS.index,
    });
    const { segments } = addChunk([], chunk('s', 0, 3, [1]), LIMITS);
    expect(addChunk(segments, chunk('s', 0, 3, [1]), LIMITS).outcome).toEqual({
      type: 'invalid',
      why: CHUNK_PROBLEMS.repeated,
    });
    expect(addChunk(segments, chunk('s', 1, 4, [1]), LIMITS).outcome).toEqual({
      type: 'invalid',
      why: CHUNK_PROBLEMS.repeated,
    });
    // The refused chunks left the open segment as it was.
    expect(addChunk(segments, chunk('s', 1, 3, [1]), LIMITS).segments[0]?.[1].received).toBe(2);
  });

  it('drops a segment longer than the limit', () => {
    const { segments } = addChunk([], chunk('s', 0, 2, [1, 1, 1, 1, 1, 1]), LIMITS);
    const over = addChunk(segments, chunk('s', 1, 2, [1, 1, 1, 1, 1]), LIMITS);
    expect(over.outcome).toEqual({ type: 'tooLong' });
    expect(over.segments).toEqual([]);
  });

  it('keeps the newest open segments; one being filled keeps its place', () => {
    let segments: OpenSegments = [];
    segments = addChunk(segments, chunk('a', 0, 3, [1]), LIMITS).segments;
    segments = addChunk(segments, chunk('b', 0, 3, [1]), LIMITS).segments;
    segments = addChunk(segments, chunk('a', 1, 3, [1]), LIMITS).segments;
    expect(segments.map(([id]) => id)).toEqual(['a', 'b']);
    segments = addChunk(segments, chunk('c', 0, 3, [1]), LIMITS).segments;
    expect(segments.map(([id]) => id)).toEqual(['b', 'c']);
  });
});

describe('transcription queue', () => {
  it('runs one, lets the next wait, refuses beyond the maximum, and drops waiting at the end', () => {
    let queue = emptyQueue<string>();
    const a = enqueue(queue, 'a', 2);
    expect(a.start).toBe('a');
    queue = a.queue;
    const b = enqueue(queue, 'b', 2);
    expect(b).toMatchObject({ start: null, busy: false });
    queue = b.queue;
    expect(enqueue(queue, 'c', 2)).toMatchObject({ start: null, busy: true, queue });
    const next = dequeue(queue, false);
    expect(next.start).toBe('b');
    expect(next.queue).toEqual({ running: 'b', waiting: [] });
    expect(dequeue(b.queue, true)).toEqual({ queue: emptyQueue(), start: null });
  });
});

describe('transcriptResponse', () => {
  it('passes speech, trimmed, and marks noise with its spec §5 reason', () => {
    expect(transcriptResponse(' my goats are coughing ')).toEqual({
      transcription: 'my goats are coughing',
    });
    expect(transcriptResponse('Um.')).toEqual({
      filtered: true,
      reason: 'filler',
      transcription: 'Um.',
    });
    expect(transcriptResponse('')).toEqual({ filtered: true, reason: 'empty', transcription: '' });
  });
});
