import { type KeyboardEvent, useId, useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { visuallyHidden } from '../shared/styles.css';
import { SendIcon } from './ChatIcons';
import * as styles from './ChatPanel.css';

export interface ChatComposerProps {
  labels: { messageLabel: string; placeholder: string; send: string; hint: string };
  /** A reply is pending: nothing can be sent until it arrives. */
  isSending: boolean;
  onSend: (text: string) => void;
  /** Longest message, in characters. */
  maxLength?: number;
}

/**
 * The message box (spec §5): Enter sends, Shift+Enter starts a new line; a blank message (after
 * trimming) or one sent while a reply is pending is never sent. The draft clears once sent.
 */
export function ChatComposer({ labels, isSending, onSend, maxLength }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const canSend = draft.trim() !== '' && !isSending;

  const send = () => {
    if (!canSend) return;
    onSend(draft.trim());
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter confirming an IME composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.row}>
        <TextField
          className={styles.textField}
          value={draft}
          onChange={setDraft}
          maxLength={maxLength}
          aria-describedby={hintId}
        >
          <Label className={visuallyHidden}>{labels.messageLabel}</Label>
          <TextArea
            className={styles.textArea}
            rows={2}
            placeholder={labels.placeholder}
            onKeyDown={onKeyDown}
          />
        </TextField>
        <Button
          type="submit"
          className={styles.sendButton}
          aria-label={labels.send}
          isDisabled={!canSend}
        >
          <SendIcon />
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {labels.hint}
      </p>
    </form>
  );
}
