import { isLocale } from '@kiwo/i18n';
import { landingApi } from './api';
import { closeChat, watchChat } from './chat';
import { AUTH_KEY, LANGUAGE_KEY } from './contract';
import {
  chooseLanguage,
  onPageSwap,
  rememberLanguage,
  showLanguage,
  syncLanguage,
} from './language';
import { watchLogout } from './logout';
import { watchMenus } from './menu';
import { watchNewsletter } from './newsletter';
import { clearLocalSession, currentSession, saveUser, showSession } from './session';
import { applyTheme, chooseTheme, storedTheme, watchTheme } from './theme';
import { watchToastShortcut } from './toast';
import { endVoiceCall, watchVoice } from './voice';

/**
 * The landing page's island (ADR 0014): the few interactive parts of the prerendered page —
 * language and theme menus, newsletter form, chat button, signed-in navbar — in plain DOM code.
 * Every listener is delegated from `document`, so a language swap that replaces the page needs
 * no re-binding.
 */

/** Spec §4 Session: a stored token is checked; a failed check clears the session. */
async function checkSession() {
  if (!currentSession()) return;
  try {
    const user = await landingApi.me();
    saveUser(user);
    showSession();
    await syncLanguage();
  } catch {
    clearLocalSession();
    showSession();
  }
}

/** Other tabs: a sign-in or sign-out, or a language picked there, shows here too. */
function followOtherTabs() {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_KEY || event.key === null) showSession();
    if (event.key === LANGUAGE_KEY && isLocale(event.newValue)) {
      rememberLanguage(event.newValue);
      void showLanguage(event.newValue).catch(() => {});
    }
  });
}

/**
 * After load, off the first paint: spec §1's clean-up of old service workers and, for a
 * signed-in user, Kiwo's own offline worker (ADR 0012, offline/register.ts). A visitor does
 * not get the worker: its precache is the whole app (~300 KB gzip), a metered download for
 * someone who may never sign up; the app registers it on their first visit inside.
 */
async function serviceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  const { startServiceWorker, SW_URL } = await import('../offline/register');
  if (currentSession()) return startServiceWorker();
  const { unregisterOldServiceWorkers } = await import('../boot/serviceWorkers');
  await unregisterOldServiceWorkers((script) => new URL(script, location.href).pathname === SW_URL);
}

const afterLoad = () => void serviceWorkers().catch(() => {});

watchTheme();
showSession();
watchMenus((menu, value) => {
  if (menu === 'theme') chooseTheme(value);
  else void chooseLanguage(value);
});
watchNewsletter();
watchChat();
watchVoice();
watchLogout();
watchToastShortcut();
followOtherTabs();
onPageSwap({
  before: () => {
    closeChat();
    endVoiceCall();
  },
  after: () => {
    applyTheme(storedTheme());
    showSession();
  },
});
void syncLanguage();
void checkSession();
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
