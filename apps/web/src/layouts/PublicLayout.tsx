import type { ReactNode } from 'react';
import { ChatButton } from '../features/chat/ChatButton';
import { WhatsAppPanel } from '../features/chat/WhatsAppPanel';
import { useI18n } from '../stores/locale';
import * as styles from './layout.css';
import { Navbar } from './Navbar';

/** Pages outside the signed-in area: the top navbar, then the page (spec §2 Layout). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t.app.skipToContent()}
      </a>
      <Navbar />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {/* Spec §2: signed-out visitors get the WhatsApp contact instead of the assistant. */}
      <ChatButton SignedOutPanel={WhatsAppPanel} />
    </>
  );
}
