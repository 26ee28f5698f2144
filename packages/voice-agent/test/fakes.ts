import { vi } from 'vitest';
import type { AudioElementLike } from '../src/audioPlayer.js';
import type { VoiceActivityCallbacks, VoiceActivityDetector } from '../src/vad.js';

/** A stand-in for HTMLAudioElement: records calls; `end()` finishes playback. */
export function fakeAudio(play: () => Promise<void> = () => Promise.resolve()) {
  const el = {
    src: '',
    volume: 1,
    currentTime: 0,
    paused: true,
    loads: 0,
    onended: null as AudioElementLike['onended'],
    onerror: null as AudioElementLike['onerror'],
    play: vi.fn(async () => {
      el.paused = false;
      await play();
    }),
    pause: vi.fn(() => {
      el.paused = true;
    }),
    removeAttribute: vi.fn((name: string) => {
      if (name === 'src') el.src = '';
    }),
    load: vi.fn(() => {
      el.loads += 1;
    }),
    end() {
      el.paused = true;
      el.onended?.(new Event('ended'));
    },
  };
  return el;
}

export type FakeAudio = ReturnType<typeof fakeAudio>;

/** A VoiceActivityDetector whose callbacks the test fires by hand. */
export function fakeVad(callbacks: VoiceActivityCallbacks) {
  const vad = {
    callbacks,
    listening: false,
    destroyed: false,
    start: vi.fn(async () => {
      vad.listening = true;
    }),
    pause: vi.fn(async () => {
      vad.listening = false;
    }),
    destroy: vi.fn(async () => {
      vad.listening = false;
      vad.destroyed = true;
    }),
  } satisfies VoiceActivityDetector & Record<string, unknown>;
  return vad;
}

export type FakeVad = ReturnType<typeof fakeVad>;
