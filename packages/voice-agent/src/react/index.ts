export type { PushToTalkButtonProps } from './usePushToTalk.js';
export { pushToTalkButtonProps, usePushToTalk } from './usePushToTalk.js';
export type { UseVoiceSessionResult } from './useVoiceSession.js';
export { useVoiceSession } from './useVoiceSession.js';
