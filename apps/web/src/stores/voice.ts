import { useSnapshot } from 'valtio';
import { persisted, VOICE_SETTINGS_KEY } from './persist';

/**
 * The voice call's settings on this phone (ADR 0069): hold to talk is chosen for a place (a
 * market, a generator), so the next call on the same phone starts the way the last one ended,
 * whoever is signed in.
 */
export const voiceSettings = persisted(VOICE_SETTINGS_KEY, { pushToTalk: false }, { device: true });

export const useVoiceSettings = () => useSnapshot(voiceSettings);

export const setPushToTalkSetting = (on: boolean) => {
  voiceSettings.pushToTalk = on;
};
