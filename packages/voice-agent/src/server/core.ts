/**
 * `./server/core`: the pure rules of a call on the server — the reference call machine and the
 * audio rules it is built on — without the socket adapter and without DOM types, so a server
 * that wires its own providers and rules around them (Kiwo's IVR, ADR 0035 addendum) imports
 * only this. `./server` re-exports it with `attachVoiceServer`.
 */
export { EVENTS_BEFORE_AUTH, eventBucketSpec, GATE_ERRORS, gateMessage } from './gate.js';
export type {
  ServerCallConfig,
  ServerCallEffect,
  ServerCallEvent,
  ServerCallState,
} from './machine.js';
export { initialServerCallState, SERVER_ERRORS, serverCallTransition } from './machine.js';
export {
  addChunk,
  type Bucket,
  type BucketSpec,
  CHUNK_PROBLEMS,
  type Chunk,
  type ChunkOutcome,
  dequeue,
  emptyQueue,
  enqueue,
  fullBucket,
  type OpenSegment,
  type OpenSegments,
  PCM_BYTES_PER_SECOND,
  type SegmentLimits,
  type TranscriptionQueue,
  takeTokens,
  transcriptResponse,
} from './utterances.js';
