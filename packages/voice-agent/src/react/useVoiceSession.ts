import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { STATUS } from '../constants.js';
import {
  createVoiceSession,
  type VoiceSession,
  type VoiceSessionOptions,
  type VoiceSessionState,
} from '../session.js';

export interface UseVoiceSessionResult {
  state: VoiceSessionState;
  /** The live session, or null before the effect ran or while `options` is null. */
  session: VoiceSession | null;
}

const IDLE: VoiceSessionState = {
  connection: 'disconnected',
  listening: false,
  aiSpeaking: false,
  status: STATUS.readyToConnect,
  transcript: [],
  pushToTalk: false,
  talking: false,
};
const noSubscription = () => () => {};

/**
 * One voice session for as long as the component is mounted (and `options` is not null): it is
 * created and connected in an effect and destroyed on unmount, so React StrictMode's extra
 * mount/unmount only creates and destroys one more idle session. A new session starts when `url`,
 * `token` or `language` change; `pushToTalk` switches the live session's mode; other options
 * (factories, callbacks) are read when it is created.
 */
export function useVoiceSession(options: VoiceSessionOptions | null): UseVoiceSessionResult {
  const latest = useRef(options);
  latest.current = options;
  const [session, setSession] = useState<VoiceSession | null>(null);
  const enabled = options !== null;
  const url = options?.url;
  const token = options?.token;
  const language = options?.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: url, token and language pick the session; the rest is read from the ref on purpose.
  useEffect(() => {
    const current = latest.current;
    if (!enabled || current === null) return;
    const created = createVoiceSession(current);
    setSession(created);
    created.connect();
    return () => {
      setSession(null);
      void created.destroy();
    };
  }, [enabled, url, token, language]);

  // Push-to-talk can be switched during a call (a noisy place): the same session changes mode.
  const pushToTalk = options?.pushToTalk ?? false;
  useEffect(() => {
    if (session && session.getState().pushToTalk !== pushToTalk) session.setPushToTalk(pushToTalk);
  }, [session, pushToTalk]);

  const subscribe = useCallback(
    (listener: () => void) => (session ? session.subscribe(listener) : noSubscription()),
    [session],
  );
  const getSnapshot = useCallback(() => session?.getState() ?? IDLE, [session]);
  const state = useSyncExternalStore(subscribe, getSnapshot, () => IDLE);
  return { state, session };
}
