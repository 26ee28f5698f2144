import { I18nProvider, ToastRegion } from '@kiwo/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import VoiceCall from '../features/voice/VoiceCall';
import { localeStore, setLocale, useI18n } from '../stores/locale';
import { toastQueue } from '../stores/toast';

function Call({ onClose }: { onClose: () => void }) {
  const { t, locale } = useI18n();
  return (
    <I18nProvider locale={locale}>
      <VoiceCall onClose={onClose} />
      <ToastRegion queue={toastQueue} closeLabel={t.toast.close()} aria-label={t.toast.region()} />
    </I18nProvider>
  );
}

/**
 * The app's voice dialog on the prerendered landing page: this module (React and the voice
 * client with it) is a separate chunk the island imports when a signed-in user first presses
 * "Talk to the AI vet". Each call mounts a fresh dialog; ending it unmounts everything.
 */
export async function mountVoiceCall(container: HTMLElement, onClose: () => void) {
  // The page's own strings are prerendered; the feature's come with the app's dictionary.
  await setLocale(localeStore.locale);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    onClose();
  };
  root.render(
    <StrictMode>
      <Call onClose={close} />
    </StrictMode>,
  );
  return { unmount: () => root.unmount() };
}
