import { FloatingPanel, Link } from '@kiwo/ui';
import { whatsAppLink } from '../../config';
import { useChatNumber } from '../../data/whatsapp';
import { useI18n } from '../../stores/locale';
import type { ChatPanelProps } from './ChatButton';

/**
 * Spec §2: a signed-out visitor's chat button opens the WhatsApp contact instead of the
 * assistant. Only the public layout passes it to `ChatButton`: the signed-in shell, where every
 * visitor has a session, does not load it (ADR 0042).
 */
export function WhatsAppPanel({ id, isOpen, onClose }: ChatPanelProps) {
  const { t } = useI18n();
  const number = useChatNumber();
  return (
    <FloatingPanel
      id={id}
      isOpen={isOpen}
      onClose={onClose}
      title={t.chat.signedOutTitle()}
      closeLabel={t.chat.close()}
    >
      <p>{t.chat.signedOutBody()}</p>
      <Link
        variant="primary"
        href={whatsAppLink(t.chat.whatsAppGreeting(), number)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.chat.whatsApp()}
      </Link>
    </FloatingPanel>
  );
}
