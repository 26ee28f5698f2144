import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VOICE_SETTINGS_KEY } from './persist';
import { MemoryStorage } from './testing-storage';

/** The store as a freshly loaded page reads it from this phone's storage. */
async function openPage() {
  vi.resetModules();
  return import('./voice');
}

/** valtio saves after the change, in a microtask. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hold to talk is remembered on this phone (ADR 0069)', () => {
  beforeAll(() => {
    Object.assign(globalThis, {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
    });
  });

  it('is off on a phone that never chose; the choice is there at the next page load', async () => {
    const first = await openPage();
    expect(first.voiceSettings.pushToTalk).toBe(false);
    first.setPushToTalkSetting(true);
    await saved();
    expect((await openPage()).voiceSettings.pushToTalk).toBe(true);
    (await openPage()).setPushToTalkSetting(false);
    await saved();
    expect((await openPage()).voiceSettings.pushToTalk).toBe(false);
  });

  it('outlives a sign-out: it belongs to the phone, not to the session', async () => {
    const voice = await openPage();
    const session = await import('./session');
    voice.setPushToTalkSetting(true);
    await saved();
    localStorage.setItem('farm-storage', '{"state":{}}');
    session.clearLocalSession();
    await saved();
    expect(voice.voiceSettings.pushToTalk).toBe(true);
    expect(localStorage.getItem('farm-storage')).toBeNull();
    expect((await openPage()).voiceSettings.pushToTalk).toBe(true);
  });

  it('a corrupt entry starts with hold to talk off, never an error', async () => {
    localStorage.setItem(VOICE_SETTINGS_KEY, '{not json');
    expect((await openPage()).voiceSettings.pushToTalk).toBe(false);
  });
});
