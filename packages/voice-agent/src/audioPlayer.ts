import { STATUS, type StatusMessage, VOICE_AUDIO_VOLUME } from './constants.js';

/** The few members of `HTMLAudioElement` the player uses; tests pass a plain object. */
export interface AudioElementLike {
  src: string;
  volume: number;
  currentTime: number;
  /** Seconds; NaN until known (HTMLMediaElement). Optional for test stand-ins. */
  readonly duration?: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
  removeAttribute(name: string): void;
  load(): void;
  onended: ((event: Event) => unknown) | null;
  onerror: ((event: Event | string) => unknown) | null;
}

export interface AudioPlayerOptions {
  /** Creates one element per answer. @default () => new Audio() */
  createAudio?: () => AudioElementLike;
  /** @default 0.8 */
  volume?: number;
  /** The answer played to its end. */
  onEnded?: () => void;
  /** "Audio playback failed" (the element failed) or "Failed to play audio" (play() refused). */
  onError?: (status: StatusMessage) => void;
}

export interface AudioPlayer {
  /** Plays a base64 MP3, replacing whatever was playing or paused. */
  play(base64Mp3: string): Promise<void>;
  /** Pauses and saves the position (barge-in). */
  pause(): void;
  /** Resumes from the saved position; false when there is nothing to resume. */
  resume(): Promise<boolean>;
  /** Stops and releases the current element; the saved position is forgotten. */
  stop(): void;
  readonly playing: boolean;
  /** Seconds into the answer where `pause()` stopped it, or null. */
  readonly savedPosition: number | null;
  /** Where the current answer stands: seconds played and its length (NaN when unknown). */
  progress(): { position: number; duration: number } | null;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/** AI answer playback with pause-and-save-position and resume-from-position (spec §4). */
export function createAudioPlayer(options: AudioPlayerOptions = {}): AudioPlayer {
  const createAudio = options.createAudio ?? (() => new Audio());
  let current: AudioElementLike | null = null;
  let savedPosition: number | null = null;

  const release = (el: AudioElementLike) => {
    el.onended = null;
    el.onerror = null;
    el.pause();
    // Drops the decoded data now instead of whenever the element is collected.
    el.removeAttribute('src');
    el.load();
  };

  const start = async (el: AudioElementLike) => {
    try {
      await el.play();
    } catch (error) {
      // A pause() or stop() before playback began rejects play() with AbortError: not a failure.
      if (el !== current || isAbort(error)) return;
      options.onError?.(STATUS.playFailed);
    }
  };

  return {
    async play(base64Mp3) {
      if (current) release(current);
      savedPosition = null;
      const el = createAudio();
      current = el;
      el.volume = options.volume ?? VOICE_AUDIO_VOLUME;
      el.onended = () => {
        if (el !== current) return;
        savedPosition = null;
        options.onEnded?.();
      };
      el.onerror = () => {
        if (el !== current) return;
        options.onError?.(STATUS.audioPlaybackFailed);
      };
      el.src = `data:audio/mpeg;base64,${base64Mp3}`;
      await start(el);
    },
    pause() {
      if (!current || current.paused) return;
      savedPosition = current.currentTime;
      current.pause();
    },
    async resume() {
      if (!current || savedPosition === null) return false;
      current.currentTime = savedPosition;
      savedPosition = null;
      await start(current);
      return true;
    },
    stop() {
      if (current) release(current);
      current = null;
      savedPosition = null;
    },
    get playing() {
      return current !== null && !current.paused;
    },
    get savedPosition() {
      return savedPosition;
    },
    progress() {
      if (!current) return null;
      return { position: savedPosition ?? current.currentTime, duration: current.duration ?? NaN };
    },
  };
}
