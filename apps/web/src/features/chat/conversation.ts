import type { ChatFeedback, ChatMessage } from '@kiwo/api-client';
import type { ChatPanelMessage } from '@kiwo/ui';

/** A question that got no answer: shown with the spec §8 error line, never stored. */
export interface FailedExchange {
  id: string;
  question: string;
}

/** The question on its way and the answer streaming in. */
export interface PendingExchange {
  question: string;
  answer: string;
}

/** A rating shown before the server confirmed it (reverted if the call fails). */
export interface FeedbackOverride {
  value: ChatFeedback | null;
  pending: boolean;
}

/** Spec §4: the same choice again clears the rating; the other choice replaces it. */
export const toggledFeedback = (current: ChatFeedback | null, pressed: ChatFeedback) =>
  current === pressed ? null : pressed;

export interface ConversationParts {
  welcome: string;
  errorText: string;
  history: readonly ChatMessage[];
  overrides: ReadonlyMap<string, FeedbackOverride>;
  failed: readonly FailedExchange[];
  pending: PendingExchange | null;
}

/**
 * The lines the panel shows: the welcome line (not rateable), the stored conversation with any
 * ratings in flight, failed questions with the error line, then the exchange in progress.
 */
export function panelMessages(parts: ConversationParts): ChatPanelMessage[] {
  const lines: ChatPanelMessage[] = [{ id: 'welcome', role: 'assistant', content: parts.welcome }];
  const history = parts.pending
    ? withoutStoredExchange(parts.history, parts.pending.question)
    : parts.history;
  for (const m of history) {
    const override = parts.overrides.get(m.messageId);
    lines.push(
      m.role === 'user'
        ? { id: m.messageId, role: 'user', content: m.content }
        : {
            id: m.messageId,
            role: 'assistant',
            content: m.content,
            feedback: override ? override.value : m.feedback,
            feedbackPending: override?.pending ?? false,
          },
    );
  }
  for (const f of parts.failed) {
    lines.push({ id: `${f.id}-q`, role: 'user', content: f.question });
    lines.push({ id: `${f.id}-e`, role: 'assistant', content: parts.errorText, kind: 'error' });
  }
  if (parts.pending) {
    lines.push({ id: 'pending-q', role: 'user', content: parts.pending.question });
    if (parts.pending.answer) {
      lines.push({ id: 'pending-a', role: 'assistant', content: parts.pending.answer });
    }
  }
  return lines;
}

/**
 * The server stores the exchange before the stream's last frame, so a conversation read can bring
 * it while the answer is still streaming in: the stored copy waits until the stream is done, so
 * the question and its answer are never on screen twice.
 */
function withoutStoredExchange(history: readonly ChatMessage[], question: string) {
  const asked = question.trim();
  const isQuestion = (m: ChatMessage | undefined) =>
    m?.role === 'user' && m.content.trim() === asked;
  const last = history.length - 1;
  if (isQuestion(history[last])) return history.slice(0, last);
  if (isQuestion(history[last - 1]) && history[last]?.role === 'assistant') {
    return history.slice(0, last - 1);
  }
  return history;
}
