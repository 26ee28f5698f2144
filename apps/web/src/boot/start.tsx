import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { startServiceWorkerAfterLoad } from '../offline/boot';
import { localeStore, startLocale } from '../stores/locale';
import { startSession } from '../stores/session';
import { watchTheme } from '../stores/theme';

/** The app itself: React, the stores and the router (loaded by main.tsx, next to the screen). */
startServiceWorkerAfterLoad();
watchTheme();
void startLocale();
void startSession();

const render = () => {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds, so the first render of a whole
  // screen never holds a slow phone's main thread in one long task (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App bootLocale={localeStore.locale} />
      </StrictMode>,
    );
  });
};
// The entry is an async script: it may run before the parser has reached #root.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', render, { once: true });
} else {
  render();
}
