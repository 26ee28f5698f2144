import { Badge, type BadgeVariant } from '../Badge';
import { Link } from '../Link';
import * as styles from './CallTranscript.css';

/** One turn of a phone call: what the caller said or keyed, and what was said back. */
export interface CallTurn {
  /** Stable key (e.g. the turn's time and position). */
  id: string;
  /** When, formatted, e.g. "26 Nov 2026, 10:42". */
  when: string;
  /** Machine-readable time for `<time dateTime>`. */
  dateTime: string;
  /** What kind of turn, translated (e.g. "Question", "Recorded"), and its badge colour. */
  kind: string;
  tone?: BadgeVariant;
  /** What the caller said (as heard) or keyed; empty when nothing was heard. */
  caller: string;
  /** What the line answered, in the caller's language. */
  answer: string;
  /** The gateway's recording of the caller, when there is one (http/https only). */
  recordingUrl?: string | null | undefined;
}

/** Props of {@link CallTranscript}. */
export interface CallTranscriptProps {
  turns: readonly CallTurn[];
  /** Accessible name of the list, e.g. "Transcript of the call". */
  'aria-label': string;
  /** Who each side is, e.g. "Caller" and "Kiwo". */
  callerLabel: string;
  answerLabel: string;
  /** Shown for a caller turn with no words, e.g. "(nothing heard)". */
  nothingLabel: string;
  /** The recording link's text, e.g. "Listen to the recording". */
  recordingLabel: string;
  /** Shown when the call has no turn. */
  emptyLabel: string;
}

const playable = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? url : undefined;

/**
 * A phone call's transcript, oldest first: each turn with its kind and time, the caller's words
 * (or keys) and the answer, and the caller's recording as a link. An ordered list with a
 * description list per turn, so screen readers hear "Caller … Kiwo …" in order.
 */
export function CallTranscript({
  turns,
  'aria-label': label,
  callerLabel,
  answerLabel,
  nothingLabel,
  recordingLabel,
  emptyLabel,
}: CallTranscriptProps) {
  if (turns.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {turns.map((turn) => {
        const recording = playable(turn.recordingUrl);
        return (
          <li key={turn.id} className={styles.turn}>
            <div className={styles.head}>
              <Badge variant={turn.tone ?? 'neutral'}>{turn.kind}</Badge>
              <time className={styles.when} dateTime={turn.dateTime}>
                {turn.when}
              </time>
            </div>
            <dl className={styles.lines}>
              <dt className={styles.who}>{callerLabel}</dt>
              <dd className={styles.said}>{turn.caller || nothingLabel}</dd>
              <dt className={styles.who}>{answerLabel}</dt>
              <dd className={styles.said}>{turn.answer}</dd>
            </dl>
            {recording && (
              <Link href={recording} target="_blank" rel="noreferrer">
                {recordingLabel}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
