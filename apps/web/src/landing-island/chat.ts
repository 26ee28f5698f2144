import { CHAT_ASSISTANT_ID, CHAT_CONTACT_ID, CHAT_ROOT_ID } from './contract';
import { currentSession } from './session';
import { strings } from './strings';
import { showToast } from './toast';

/**
 * The floating chat button (spec §2). Signed out: the WhatsApp contact panel that is already in
 * the page. Signed in: the app's React assistant, downloaded on the first press only (React,
 * react-aria and the chat code never reach a visitor who does not chat).
 */
interface Assistant {
  setOpen: (open: boolean) => void;
  unmount: () => void;
}

let assistant: Assistant | null = null;
let loading = false;
let open = false;

const fab = () => document.querySelector<HTMLButtonElement>('[data-island="chat-button"]');
const contactPanel = () => document.getElementById(CHAT_CONTACT_ID);

function setOpen(next: boolean, returnFocus = false) {
  open = next;
  const button = fab();
  button?.setAttribute('aria-expanded', String(next));
  if (assistant) {
    button?.setAttribute('aria-controls', CHAT_ASSISTANT_ID);
    assistant.setOpen(next);
    return;
  }
  const panel = contactPanel();
  if (!panel) return;
  panel.hidden = !next;
  if (next) panel.querySelector<HTMLElement>('a, button')?.focus();
  else if (returnFocus) button?.focus();
}

async function toggle() {
  if (open) {
    setOpen(false);
    return;
  }
  if (!currentSession() || assistant) {
    setOpen(true);
    return;
  }
  if (loading) return;
  loading = true;
  const button = fab();
  if (button) button.disabled = true;
  try {
    const root = document.getElementById(CHAT_ROOT_ID);
    const { mountChat } = await import('./chatApp');
    if (root) assistant = await mountChat(root, () => setOpen(false, true));
    setOpen(true);
  } catch {
    showToast([strings().chatLoadFailed, ''], 'destructive');
  } finally {
    loading = false;
    if (button) button.disabled = false;
  }
}

/** Before a language swap replaces the page: the React root goes with it. */
export function closeChat() {
  assistant?.unmount();
  assistant = null;
  open = false;
}

export function watchChat() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-island="chat-button"]')) void toggle();
    else if (target.closest('[data-island="chat-close"]')) setOpen(false, true);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open && !assistant) setOpen(false, true);
  });
}
