import { I18nProvider, ToastRegion } from '@kiwo/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ChatAssistant from '../features/chat/ChatAssistant';
import { localeStore, setLocale, useI18n } from '../stores/locale';
import { toastQueue } from '../stores/toast';
import { CHAT_ASSISTANT_ID } from './contract';

function Assistant({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  return (
    <I18nProvider locale={locale}>
      <ChatAssistant id={CHAT_ASSISTANT_ID} isOpen={isOpen} onClose={onClose} />
      <ToastRegion queue={toastQueue} closeLabel={t.toast.close()} aria-label={t.toast.region()} />
    </I18nProvider>
  );
}

/**
 * The app's AI assistant mounted on the prerendered landing page: this module (and React with
 * it) is a separate chunk the island imports when a signed-in user first presses the chat
 * button.
 */
export async function mountChat(container: HTMLElement, onClose: () => void) {
  // The page's own strings are prerendered; the feature's come with the app's dictionary.
  await setLocale(localeStore.locale);
  const root = createRoot(container);
  const render = (isOpen: boolean) =>
    root.render(
      <StrictMode>
        <Assistant isOpen={isOpen} onClose={onClose} />
      </StrictMode>,
    );
  return { setOpen: render, unmount: () => root.unmount() };
}
