export type { UseVoiceSessionResult } from './useVoiceSession.js';
export { useVoiceSession } from './useVoiceSession.js';
