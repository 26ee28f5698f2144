import { ChatIcon, FloatingActionButton } from '@kiwo/ui';
import { type ComponentType, useState } from 'react';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import type { ChatAssistantProps } from './ChatAssistant';

const PANEL_ID = 'kiwo-chat';

const loadAssistant = () => import('./ChatAssistant');

/** The panel the button opens and closes: the assistant, or a signed-out visitor's contact. */
export type ChatPanelProps = ChatAssistantProps;

/**
 * The floating button of the AI farming assistant (spec §2): it opens and closes the panel.
 * The panel's code (conversation, streaming, ratings) is a separate chunk fetched on the first
 * press. Signed-out visitors get `SignedOutPanel` instead (the public layout passes the
 * WhatsApp contact, `WhatsAppPanel.tsx`; the signed-in shell has no signed-out visitor).
 */
export function ChatButton({ SignedOutPanel }: { SignedOutPanel?: ComponentType<ChatPanelProps> }) {
  const { t } = useI18n();
  const { token } = useAuth();
  const [Assistant, setAssistant] = useState<ComponentType<ChatAssistantProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const preload = () => {
    if (token) loadAssistant().catch(() => {});
  };

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    if (!token || Assistant) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const module = await loadAssistant();
      setAssistant(() => module.default);
      setOpen(true);
    } catch {
      toast({ title: t.chat.loadFailed(), variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {token && Assistant ? (
        <Assistant id={PANEL_ID} isOpen={open} onClose={() => setOpen(false)} />
      ) : (
        SignedOutPanel && (
          <SignedOutPanel id={PANEL_ID} isOpen={open && !token} onClose={() => setOpen(false)} />
        )
      )}
      <FloatingActionButton
        aria-label={t.chat.title()}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        isPending={loading}
        // Signed in, the assistant's chunk starts on intent so it is usually in by the press.
        onHoverStart={preload}
        onFocus={preload}
        onPressStart={preload}
        onPress={() => void toggle()}
      >
        <ChatIcon size="lg" />
      </FloatingActionButton>
    </>
  );
}
