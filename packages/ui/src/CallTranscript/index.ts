export type { CallTranscriptProps, CallTurn } from './CallTranscript';
export { CallTranscript } from './CallTranscript';
