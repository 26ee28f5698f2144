export type { UseVoiceSessionResult } from './useVoiceSession';
export { useVoiceSession } from './useVoiceSession';
