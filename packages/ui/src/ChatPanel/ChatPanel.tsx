import { useEffect, useRef } from 'react';
import { FloatingPanel } from '../FloatingPanel';
import { ChatComposer } from './ChatComposer';
import { type ChatFeedbackValue, ChatMessages, type ChatPanelMessage } from './ChatMessages';
import * as styles from './ChatPanel.css';

/** Every visible text of the panel, already translated. */
export interface ChatPanelLabels {
  /** Heading and accessible name, e.g. "AI farming assistant". */
  title: string;
  /** The × button, e.g. "Close chat". */
  close: string;
  /** Name of the message log, e.g. "Conversation". */
  conversation: string;
  /** Speaker names read before each line, e.g. "You", "AI assistant". */
  you: string;
  assistant: string;
  /** Spec §2: "AI is thinking...". */
  thinking: string;
  messageLabel: string;
  placeholder: string;
  send: string;
  /** e.g. "Enter to send · Shift+Enter for a new line". */
  hint: string;
  like: string;
  dislike: string;
}

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** Id, referenced by the floating button's `aria-controls`. */
  id?: string;
  labels: ChatPanelLabels;
  /** The conversation, oldest first (the welcome line included). */
  messages: readonly ChatPanelMessage[];
  /** Waiting for the first piece of an answer: shows the "AI is thinking..." line. */
  isThinking: boolean;
  /** An answer is pending or streaming in: sending is blocked. */
  isSending: boolean;
  onSend: (text: string) => void;
  /** A like or dislike button was pressed; the app decides set, switch or clear. */
  onFeedback: (messageId: string, value: ChatFeedbackValue) => void;
  /**
   * The on-screen keyboard is open (the app measures the viewport): the hint line folds away
   * and the message box is kept in view.
   * @default false
   */
  keyboardOpen?: boolean;
  /** A problem to show above the message box (e.g. "Could not load your earlier messages."). */
  notice?: string | undefined;
  /** Longest message in characters. */
  maxLength?: number;
}

/**
 * The AI farming assistant (spec §2): a non-modal {@link FloatingPanel} (full screen on phones,
 * a floating card on larger screens) with the conversation as a log, like/dislike toggles on
 * each answer, and a message box where Enter sends and Shift+Enter adds a line. Presentational:
 * the app owns the conversation, the calls and the keyboard detection.
 */
export function ChatPanel({
  isOpen,
  onClose,
  id,
  labels,
  messages,
  isThinking,
  isSending,
  onSend,
  onFeedback,
  keyboardOpen = false,
  notice,
  maxLength,
}: ChatPanelProps) {
  const footerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The keyboard covers the bottom of the screen: bring the message box back into view.
    if (keyboardOpen) footerRef.current?.scrollIntoView?.({ block: 'end' });
  }, [keyboardOpen]);

  return (
    <FloatingPanel
      id={id}
      isOpen={isOpen}
      onClose={onClose}
      title={labels.title}
      closeLabel={labels.close}
      footer={
        <div ref={footerRef} data-keyboard-open={keyboardOpen || undefined}>
          {notice && (
            <p role="alert" className={styles.notice}>
              {notice}
            </p>
          )}
          <ChatComposer
            labels={labels}
            isSending={isSending}
            onSend={onSend}
            maxLength={maxLength}
          />
        </div>
      }
    >
      <ChatMessages
        messages={messages}
        isThinking={isThinking}
        labels={labels}
        onFeedback={onFeedback}
      />
    </FloatingPanel>
  );
}
