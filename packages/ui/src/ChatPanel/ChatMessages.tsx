import { useEffect, useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import { visuallyHidden } from '../shared/styles.css';
import { ThumbDownIcon, ThumbUpIcon } from './ChatIcons';
import * as styles from './ChatPanel.css';

/** A rating of an assistant message (spec §3 Chat message `feedback`). */
export type ChatFeedbackValue = 'like' | 'dislike';

/** One line of the conversation as the panel shows it. */
export interface ChatPanelMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Plain text, shown as typed or generated (never interpreted as HTML). */
  content: string;
  /**
   * The current rating; `undefined` means the message cannot be rated (the welcome line, a
   * local error line, an answer still streaming in).
   */
  feedback?: ChatFeedbackValue | null;
  /** A feedback call for this message is on its way: its buttons are disabled. */
  feedbackPending?: boolean;
  /** `error`: the spec §8 failure line, styled as a problem. @default 'normal' */
  kind?: 'normal' | 'error';
}

export interface ChatMessagesProps {
  messages: readonly ChatPanelMessage[];
  /** Show the "AI is thinking..." line at the end. */
  isThinking: boolean;
  labels: {
    conversation: string;
    you: string;
    assistant: string;
    thinking: string;
    like: string;
    dislike: string;
  };
  onFeedback: (messageId: string, value: ChatFeedbackValue) => void;
}

/**
 * The conversation as a `log` (new lines are announced politely), oldest first, following the
 * newest line — also while an answer streams in. Each rateable assistant line has two toggle
 * buttons (`aria-pressed`).
 */
export function ChatMessages({ messages, isThinking, labels, onFeedback }: ChatMessagesProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const progress = `${messages.length}:${last?.content.length ?? 0}:${isThinking}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow every new line and streamed piece.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [progress]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div role="log" aria-label={labels.conversation} tabIndex={0} className={styles.log}>
      <ol className={styles.list}>
        {messages.map((m) => (
          <li key={m.id} className={styles.item({ role: m.role })} data-role={m.role}>
            <span className={visuallyHidden}>
              {`${m.role === 'user' ? labels.you : labels.assistant}: `}
            </span>
            <p className={styles.bubble({ role: m.role, kind: m.kind ?? 'normal' })}>{m.content}</p>
            {m.role === 'assistant' && m.feedback !== undefined && (
              <div className={styles.feedback}>
                {(['like', 'dislike'] as const).map((value) => (
                  <ToggleButton
                    key={value}
                    className={styles.feedbackButton}
                    aria-label={value === 'like' ? labels.like : labels.dislike}
                    isSelected={m.feedback === value}
                    isDisabled={m.feedbackPending}
                    onChange={() => onFeedback(m.id, value)}
                  >
                    {value === 'like' ? <ThumbUpIcon /> : <ThumbDownIcon />}
                  </ToggleButton>
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {isThinking && (
        <p role="status" className={styles.thinking}>
          {labels.thinking}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
