import { StrictMode } from 'react';
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

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App bootLocale={localeStore.locale} />
    </StrictMode>,
  );
}
