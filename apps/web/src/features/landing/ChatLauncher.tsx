import type { Translator } from '@kiwo/i18n';
import { ChatIcon, CloseIcon } from '@kiwo/ui';
import { whatsAppLink } from '../../config';
import { CHAT_CONTACT_ID, CHAT_ROOT_ID } from '../../landing-island/contract';
import * as chrome from './chrome.css';
import * as styles from './landing.css';

/**
 * The floating chat button of the prerendered page (spec §2). Signed-out visitors get the
 * WhatsApp contact panel below; signed-in users get the React assistant, whose code the island
 * downloads only when the button is pressed, into `CHAT_ROOT_ID`.
 */
export function ChatLauncher({ t }: { t: Translator }) {
  return (
    <>
      <div id={CHAT_ROOT_ID} />
      <section
        id={CHAT_CONTACT_ID}
        role="dialog"
        aria-labelledby="chat-contact-title"
        className={chrome.chatPanel}
        hidden
      >
        <div className={chrome.chatHeader}>
          <h2 id="chat-contact-title" className={chrome.chatTitle}>
            {t.chat.signedOutTitle()}
          </h2>
          <button
            type="button"
            className={chrome.iconButton}
            aria-label={t.chat.close()}
            data-island="chat-close"
          >
            <CloseIcon />
          </button>
        </div>
        <p>{t.chat.signedOutBody()}</p>
        <a
          className={styles.action.primary}
          href={whatsAppLink(t.chat.whatsAppGreeting())}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.chat.whatsApp()}
        </a>
      </section>
      <button
        type="button"
        className={chrome.fab}
        aria-label={t.chat.title()}
        aria-expanded="false"
        aria-controls={CHAT_CONTACT_ID}
        data-island="chat-button"
      >
        <ChatIcon size="lg" />
      </button>
    </>
  );
}
