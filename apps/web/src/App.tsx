import { LOADING_TEXT } from '@kiwo/i18n';
import { I18nProvider, RouterProvider, ToastRegion } from '@kiwo/ui';
import { useLocation } from 'wouter';
import { isLandingHref } from './routes/landing';
import { AppRouter } from './routes/Router';
import { useI18n, useLocaleReady } from './stores/locale';
import { toastQueue } from './stores/toast';

function Shell() {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  return (
    // react-aria formats dates and numbers for the language as written in Nigeria: en-NG reads
    // 26/11/2026, not the 11/26/2026 of plain `en` (ADR 0046).
    <I18nProvider locale={`${locale}-NG`}>
      {/* react-aria links navigate through wouter, so ui stays router-free; `/` is the
          prerendered landing page, reached by a full page load. */}
      <RouterProvider
        navigate={(to) => (isLandingHref(to) ? window.location.assign(to) : navigate(to))}
      >
        <AppRouter />
        <ToastRegion
          queue={toastQueue}
          closeLabel={t.toast.close()}
          aria-label={t.toast.region()}
        />
      </RouterProvider>
    </I18nProvider>
  );
}

/** Waits for the active dictionary (spec §4: "Loading..." until translations are ready). */
export function App({ bootLocale }: { bootLocale: keyof typeof LOADING_TEXT }) {
  const ready = useLocaleReady();
  if (!ready) return <p aria-busy="true">{LOADING_TEXT[bootLocale]}</p>;
  return <Shell />;
}
