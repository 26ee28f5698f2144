export type { VoiceConnection, VoiceDialogLabels, VoiceDialogProps } from './VoiceDialog';
export { VoiceDialog } from './VoiceDialog';
export type { VoiceTranscriptLine } from './VoiceTranscript';
