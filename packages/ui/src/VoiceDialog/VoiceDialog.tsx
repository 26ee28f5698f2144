import { type FormEvent, useState } from 'react';
import { ProgressBar, Button as RACButton } from 'react-aria-components';
import { Alert } from '../Alert';
import { Badge, type BadgeVariant } from '../Badge';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { DangerIcon } from '../Icon';
import { spinner } from '../Spinner/Spinner.css';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import { MicIcon, StopIcon } from './MicIcon';
import * as styles from './VoiceDialog.css';
import { VoiceTranscript, type VoiceTranscriptLine } from './VoiceTranscript';

/** Connection shown by the badge; an authenticated session counts as `connected`. */
export type VoiceConnection = 'disconnected' | 'connecting' | 'connected';

/** Every visible string of the dialog, already translated by the app. */
export interface VoiceDialogLabels {
  /** Dialog heading, e.g. "IVR Voice Interface". */
  title: string;
  /** Accessible name of the × button. */
  close: string;
  connected: string;
  disconnected: string;
  connecting: string;
  /** "HTTPS Required" and its text, shown when the page is not a secure context. */
  httpsTitle: string;
  httpsBody: string;
  /** Mic button captions: "Click to start conversation" / "Click to stop conversation". */
  startCaption: string;
  stopCaption: string;
  /** Caption while the microphone and model are being started. */
  starting: string;
  /** "AI is speaking". */
  aiSpeaking: string;
  /** The hint to tap Allow when a phone asks for the microphone. */
  mobileHint: string;
  /** Transcript heading, its empty text and the speaker labels ("You", "AI"). */
  transcript: string;
  transcriptEmpty: string;
  you: string;
  ai: string;
  /** "End Call". */
  endCall: string;
  /** The hold-to-talk switch ("Noisy place? Hold to talk") and its help text. */
  pushToTalk: string;
  pushToTalkHint: string;
  /** The hold button's name ("Hold to talk") and the line under it while held ("Release to send"). */
  holdToTalk: string;
  releaseToSend: string;
  /** The typed-question field's label ("Or type your question") and its button ("Send"). */
  typeLabel: string;
  send: string;
}

/** Props of {@link VoiceDialog}. Presentational: the app owns the voice session. */
export interface VoiceDialogProps extends Pick<DialogProps, 'isOpen' | 'onOpenChange'> {
  labels: VoiceDialogLabels;
  /** @default 'disconnected' */
  connection?: VoiceConnection;
  /** The status line (translated), e.g. "Ready to connect". */
  status: string;
  /** `error` lines are drawn in the danger colour with an icon. @default 'info' */
  statusKind?: 'info' | 'error';
  /** The conversation is on (microphone open): the button stops it. @default false */
  isListening?: boolean;
  /** The conversation is starting: the button shows progress and ignores presses. @default false */
  isStarting?: boolean;
  /** An AI answer is playing. @default false */
  isAiSpeaking?: boolean;
  /** The page is a secure context (HTTPS or localhost); otherwise the HTTPS warning shows. @default true */
  isSecure?: boolean;
  /** The conversation so far, oldest first. */
  transcript: readonly VoiceTranscriptLine[];
  /** Formats a transcript time (e.g. "14:05"). */
  formatTime: (timestamp: number) => string;
  /** The mic button: start when not listening, stop when listening. */
  onToggleListening: () => void;
  /** The End Call button. The app ends the session and closes the dialog. */
  onEndCall: () => void;
  /** Hold-to-talk mode is on: the hold button replaces the start/stop button. @default false */
  isPushToTalk?: boolean;
  /** Shows the hold-to-talk switch (labels `pushToTalk`, `pushToTalkHint`). */
  onPushToTalkChange?: (on: boolean) => void;
  /** Hold-to-talk: the button is held and the microphone captures (`aria-pressed`). @default false */
  isTalking?: boolean;
  /** Hold-to-talk: pointer down or Space down on the hold button. */
  onTalkPress?: () => void;
  /** Hold-to-talk: pointer up (or off the button) or Space up. */
  onTalkRelease?: () => void;
  /** Shows the typed-question field (labels `typeLabel`, `send`); gets the trimmed text. */
  onSendText?: (text: string) => void;
  /** The typed question can be sent now (e.g. the call is connected). @default true */
  canSendText?: boolean;
}

const badgeVariant: Record<VoiceConnection, BadgeVariant> = {
  connected: 'success',
  connecting: 'info',
  disconnected: 'neutral',
};

/**
 * The "IVR Voice Interface" dialog (spec §2): a 600 px modal with the HTTPS warning, the
 * Connected/Disconnected badge, the status line, a large start/stop microphone button with its
 * caption, the "AI is speaking" indicator, the phone hint, the transcript and End Call.
 */
export function VoiceDialog({
  labels,
  connection = 'disconnected',
  status,
  statusKind = 'info',
  isListening = false,
  isStarting = false,
  isAiSpeaking = false,
  isSecure = true,
  transcript,
  formatTime,
  onToggleListening,
  onEndCall,
  isPushToTalk = false,
  onPushToTalkChange,
  isTalking = false,
  onTalkPress,
  onTalkRelease,
  onSendText,
  canSendText = true,
  ...dialogProps
}: VoiceDialogProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '' || !canSendText) return;
    onSendText?.(typed);
    setText('');
  };
  const caption = isStarting
    ? labels.starting
    : isListening
      ? labels.stopCaption
      : labels.startCaption;
  return (
    <Dialog
      {...dialogProps}
      title={labels.title}
      closeLabel={labels.close}
      size="md"
      // A call is not abandoned by a stray tap beside the dialog or Escape: × and End Call end it.
      isDismissable={false}
      footer={
        <Button variant="destructive" onPress={onEndCall}>
          {labels.endCall}
        </Button>
      }
    >
      <div className={styles.body}>
        {!isSecure && (
          <Alert variant="warning" title={labels.httpsTitle}>
            {labels.httpsBody}
          </Alert>
        )}
        <div className={styles.statusRow}>
          <Badge variant={badgeVariant[connection]}>{labels[connection]}</Badge>
          <p role="status" className={styles.status({ kind: statusKind })} data-kind={statusKind}>
            {statusKind === 'error' && <DangerIcon size="sm" />} {status}
          </p>
        </div>
        {onPushToTalkChange && (
          <Switch
            isSelected={isPushToTalk}
            onChange={onPushToTalkChange}
            description={labels.pushToTalkHint}
          >
            {labels.pushToTalk}
          </Switch>
        )}
        <div className={styles.micArea}>
          {isPushToTalk ? (
            // Hold-to-talk (ADR 0069): a native button held by the primary
            // pointer (captured, so sliding off still releases here) or Space (repeats ignored,
            // no click); aria-pressed says the microphone is open.
            <button
              type="button"
              className={`${styles.micButton} ${styles.holdButton}`}
              aria-pressed={isTalking}
              data-pressed={isTalking || undefined}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                event.preventDefault();
                event.currentTarget.focus();
                try {
                  event.currentTarget.setPointerCapture(event.pointerId);
                } catch {
                  // A synthetic pointer (assistive tech, tests) has nothing to capture.
                }
                onTalkPress?.();
              }}
              onPointerUp={() => onTalkRelease?.()}
              onPointerCancel={() => onTalkRelease?.()}
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                if (!event.repeat) onTalkPress?.();
              }}
              onKeyUp={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                onTalkRelease?.();
              }}
              onBlur={() => isTalking && onTalkRelease?.()}
              onContextMenu={(event) => event.preventDefault()}
            >
              <span className={styles.micCircle({ listening: isTalking })}>
                {isStarting ? (
                  <ProgressBar isIndeterminate aria-label={labels.starting}>
                    <span className={spinner({ size: 'lg' })} />
                  </ProgressBar>
                ) : (
                  <MicIcon size="xl" />
                )}
              </span>
              <span>{labels.holdToTalk}</span>
            </button>
          ) : (
            <RACButton
              className={styles.micButton}
              onPress={onToggleListening}
              isPending={isStarting}
              data-listening={isListening || undefined}
            >
              <span className={styles.micCircle({ listening: isListening })}>
                {isStarting ? (
                  <ProgressBar isIndeterminate aria-label={labels.starting}>
                    <span className={spinner({ size: 'lg' })} />
                  </ProgressBar>
                ) : isListening ? (
                  <StopIcon size="xl" />
                ) : (
                  <MicIcon size="xl" />
                )}
              </span>
              <span>{caption}</span>
            </RACButton>
          )}
          {isPushToTalk && (
            <p className={styles.hint} aria-hidden="true">
              {isTalking ? labels.releaseToSend : '\u00a0'}
            </p>
          )}
          <div aria-live="polite">
            {isAiSpeaking && (
              <p className={styles.speaking}>
                <span className={styles.bars} aria-hidden="true">
                  <span className={styles.bar} />
                  <span className={styles.bar} />
                  <span className={styles.bar} />
                </span>
                {labels.aiSpeaking}
              </p>
            )}
          </div>
          <p className={styles.hint}>{labels.mobileHint}</p>
        </div>
        {onSendText && (
          <form className={styles.typeRow} onSubmit={submit}>
            <div className={styles.typeField}>
              <TextField label={labels.typeLabel} value={text} onChange={setText} />
            </div>
            <Button type="submit" isDisabled={!canSendText || text.trim() === ''}>
              {labels.send}
            </Button>
          </form>
        )}
        <VoiceTranscript
          lines={transcript}
          heading={labels.transcript}
          emptyText={labels.transcriptEmpty}
          youLabel={labels.you}
          aiLabel={labels.ai}
          formatTime={formatTime}
        />
      </div>
    </Dialog>
  );
}
