import { CHAT_MESSAGE_MAX, type ChatFeedback } from '@kiwo/api-client';
import { ChatPanel, type ChatPanelLabels } from '@kiwo/ui';
import { useEffect, useRef, useState } from 'react';
import { useChatFeedback, useChatHistory, useSendChat } from '../../data/chat';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import {
  type FailedExchange,
  type FeedbackOverride,
  type PendingExchange,
  panelMessages,
  toggledFeedback,
} from './conversation';
import { useKeyboardOpen } from './keyboard';

export interface ChatAssistantProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The AI farming assistant's conversation (spec §2, §4, §5, §8) in the ui `ChatPanel`. Loaded
 * lazily by `ChatButton` on the first open, so its code never reaches pages where nobody chats.
 */
export default function ChatAssistant({ id, isOpen, onClose }: ChatAssistantProps) {
  const { t, locale } = useI18n();
  const { user } = useAuth();
  const history = useChatHistory(true);
  const { trigger: sendChat } = useSendChat();
  const { trigger: saveFeedback } = useChatFeedback();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [failed, setFailed] = useState<FailedExchange[]>([]);
  const [overrides, setOverrides] = useState<ReadonlyMap<string, FeedbackOverride>>(new Map());
  const keyboardOpen = useKeyboardOpen(isOpen);
  const abort = useRef<AbortController | null>(null);
  const c = t.chat;

  // Leaving the signed-in area mid-answer: stop reading the stream.
  useEffect(() => () => abort.current?.abort(), []);

  const send = async (message: string) => {
    if (pending) return;
    const controller = new AbortController();
    abort.current = controller;
    setPending({ question: message, answer: '' });
    try {
      await sendChat({
        message,
        language: locale,
        signal: controller.signal,
        onToken: (text) => setPending((p) => p && { ...p, answer: p.answer + text }),
      });
    } catch {
      if (!controller.signal.aborted) {
        setFailed((list) => [...list, { id: `failed-${Date.now()}`, question: message }]);
      }
    } finally {
      setPending(null);
    }
  };

  const setOverride = (messageId: string, override: FeedbackOverride | null) =>
    setOverrides((map) => {
      const next = new Map(map);
      if (override) next.set(messageId, override);
      else next.delete(messageId);
      return next;
    });

  const rate = async (messageId: string, pressed: ChatFeedback) => {
    if (overrides.get(messageId)?.pending) return;
    const stored = history.data?.find((m) => m.messageId === messageId)?.feedback ?? null;
    const next = toggledFeedback(stored, pressed);
    // Shown at once, buttons disabled until the server answers; reverted if it fails (spec §4).
    setOverride(messageId, { value: next, pending: true });
    try {
      await saveFeedback({ messageId, feedback: next });
    } catch {
      toast({ title: c.feedbackFailed(), variant: 'destructive' });
    } finally {
      setOverride(messageId, null);
    }
  };

  const labels: ChatPanelLabels = {
    title: c.title(),
    close: c.close(),
    conversation: c.conversation(),
    you: c.you(),
    assistant: c.assistant(),
    thinking: c.thinking(),
    messageLabel: c.messageLabel(),
    placeholder: c.placeholder(),
    send: c.send(),
    hint: c.hint(),
    like: c.like(),
    dislike: c.dislike(),
  };

  return (
    <ChatPanel
      id={id}
      isOpen={isOpen}
      onClose={onClose}
      labels={labels}
      messages={panelMessages({
        welcome: c.welcome({ name: user?.firstName ?? '' }),
        errorText: c.error(),
        history: history.data ?? [],
        overrides,
        failed,
        pending,
      })}
      isThinking={pending !== null && pending.answer === ''}
      isSending={pending !== null}
      onSend={(message) => void send(message)}
      onFeedback={(messageId, value) => void rate(messageId, value)}
      keyboardOpen={keyboardOpen}
      notice={history.error ? c.historyFailed() : undefined}
      maxLength={CHAT_MESSAGE_MAX}
    />
  );
}
