import { VOICE_ROOT_ID } from './contract';
import { currentSession } from './session';
import { strings } from './strings';
import { showToast } from './toast';

/**
 * The AI advice card's "Talk to the AI vet" button (signed-in users): opens the app's voice
 * dialog, downloaded on the press, and returns focus to the button when the call ends.
 */
let call: { unmount: () => void } | null = null;
let loading = false;

const button = () => document.querySelector<HTMLButtonElement>('[data-island="voice-button"]');

async function open() {
  if (call || loading || !currentSession()) return;
  const root = document.getElementById(VOICE_ROOT_ID);
  if (!root) return;
  loading = true;
  const trigger = button();
  if (trigger) trigger.disabled = true;
  try {
    const { mountVoiceCall } = await import('./voiceApp');
    call = await mountVoiceCall(root, () => {
      call = null;
      button()?.focus();
    });
  } catch {
    showToast([strings().voiceLoadFailed, ''], 'destructive');
  } finally {
    loading = false;
    if (trigger) trigger.disabled = false;
  }
}

/** Before a language swap replaces the page, or at logout: the call ends with it. */
export function endVoiceCall() {
  call?.unmount();
  call = null;
}

export function watchVoice() {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-island="voice-button"]')) void open();
  });
}
