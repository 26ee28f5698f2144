import type { Translator } from '@kiwo/i18n';
import { PhoneIcon } from '@kiwo/ui';
import * as styles from './landing.css';

/**
 * "Talk to the AI vet" on the prerendered page's AI advice card, for signed-in users only
 * (`data-show-for="member"`). The island downloads the voice dialog — React, the voice client
 * and, once the call starts, the VAD model — only when it is pressed (ADR 0014).
 */
export function VoiceLauncher({ t }: { t: Translator }) {
  return (
    <button
      type="button"
      className={styles.action.secondary}
      data-show-for="member"
      data-island="voice-button"
    >
      <PhoneIcon />
      {t.voice.open()}
    </button>
  );
}
