export type {
  AiContinuationResponse,
  AiInterruptionPayload,
  AiInterruptionResponse,
  AiResponse,
  AiTextInputPayload,
  AuthenticatePayload,
  ClientToServerEvents,
  ServerToClientEvents,
  WhisperAudioPayload,
  WhisperResponse,
} from './protocol';
export { CLIENT_EVENTS, SERVER_EVENTS } from './protocol';
