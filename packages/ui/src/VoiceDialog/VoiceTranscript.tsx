import { useEffect, useId, useRef } from 'react';
import * as styles from './VoiceDialog.css';

/** One line of the conversation (spec §3 Transcript message). */
export interface VoiceTranscriptLine {
  text: string;
  type: 'user' | 'ai';
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Props of {@link VoiceTranscript}. */
export interface VoiceTranscriptProps {
  lines: readonly VoiceTranscriptLine[];
  /** Heading of the transcript, e.g. "Conversation". */
  heading: string;
  /** Shown while there are no lines. */
  emptyText: string;
  /** Speaker labels, e.g. "You" and "AI". */
  youLabel: string;
  aiLabel: string;
  formatTime: (timestamp: number) => string;
}

/**
 * The scrolling transcript (spec §2: max height 300 px, You/AI labels and times). A `log`
 * region, so new lines are announced politely; focusable so keyboard users can scroll it; it
 * follows the newest line.
 */
export function VoiceTranscript({
  lines,
  heading,
  emptyText,
  youLabel,
  aiLabel,
  formatTime,
}: VoiceTranscriptProps) {
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const count = lines.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a line is added.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.transcriptHeading}>
        {heading}
      </h3>
      <div
        ref={logRef}
        role="log"
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={styles.transcript}
      >
        {count === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ol className={styles.lines}>
            {lines.map((line, index) => (
              <li
                // Lines are only ever appended or cleared, so the position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={index}
                className={styles.line({ type: line.type })}
                data-type={line.type}
              >
                <div className={styles.lineMeta}>
                  <span className={styles.speaker}>
                    {line.type === 'user' ? youLabel : aiLabel}
                  </span>
                  <time className={styles.time} dateTime={new Date(line.timestamp).toISOString()}>
                    {formatTime(line.timestamp)}
                  </time>
                </div>
                <p className={styles.lineText}>{line.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
