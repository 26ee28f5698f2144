import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeVad, fakeAudio, fakeVad } from '../../test/fakes.js';
import { type IvrServer, startIvrServer } from '../../test/ivrServer.js';
import { createVoiceSession, type VoiceSession } from '../session.js';
import { pushToTalkButtonProps } from './usePushToTalk.js';

let server: IvrServer;
let session: VoiceSession;
let vad: FakeVad | undefined;

beforeEach(async () => {
  server = await startIvrServer();
  session = createVoiceSession({
    url: server.url,
    token: 't',
    pushToTalk: true,
    isSecureContext: () => true,
    audioFactory: fakeAudio,
    vadFactory: (callbacks) => {
      vad = fakeVad(callbacks);
      return vad;
    },
  });
  await session.start();
});
afterEach(async () => {
  await session.destroy();
  await server.close();
});

const event = (extra: Record<string, unknown> = {}) => {
  const e = { prevented: false, preventDefault: () => (e.prevented = true), ...extra };
  return e as typeof e & { key: string };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pushToTalkButtonProps', () => {
  it('holds with Space (repeats ignored) and releases on Space up, never clicking', async () => {
    const down = event({ key: ' ' });
    pushToTalkButtonProps(session, false).onKeyDown(down);
    await tick();
    expect(down.prevented).toBe(true);
    expect(session.getState().talking).toBe(true);
    const props = pushToTalkButtonProps(session, true);
    expect(props['aria-pressed']).toBe(true);
    props.onKeyDown(event({ key: ' ', repeat: true }));
    props.onKeyDown(event({ key: 'Enter' }));
    expect(vad?.start).toHaveBeenCalledTimes(2);
    const up = event({ key: ' ' });
    props.onKeyUp(up);
    expect(up.prevented).toBe(true);
    expect(session.getState().talking).toBe(false);
  });

  it('holds with the primary pointer, captured, and releases on up, cancel or blur', async () => {
    const captured: number[] = [];
    const target = { setPointerCapture: (id: number) => captured.push(id), focus: () => {} };
    const props = pushToTalkButtonProps(session, false);
    props.onPointerDown(event({ button: 2, pointerId: 1, currentTarget: target }));
    await tick();
    expect(session.getState().talking).toBe(false);
    props.onPointerDown(event({ button: 0, pointerId: 7, currentTarget: target }));
    await tick();
    expect(captured).toEqual([7]);
    expect(session.getState().talking).toBe(true);
    props.onPointerCancel(event());
    expect(session.getState().talking).toBe(false);
    props.onPointerDown(event({ button: 0 }));
    await tick();
    props.onBlur();
    expect(session.getState().talking).toBe(false);
  });
});
