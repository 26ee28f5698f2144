import type { MicVAD, RealTimeVADOptions } from '@ricky0123/vad-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS } from './constants.js';
import {
  createMicVad,
  type VadLibrary,
  type VoiceActivityCallbacks,
  VoiceStartError,
  waitForLibrary,
} from './vad.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in for vad-web's MicVAD that behaves like 0.0.31 where it matters. */
function fakeLibrary(behaviour: { newFails?: boolean; startFails?: boolean } = {}) {
  const instances: FakeMicVad[] = [];
  class FakeMicVad {
    listening = false;
    started = 0;
    destroyed = false;
    stream: MediaStream | null = null;
    model = { release: vi.fn(async () => undefined) };
    constructor(readonly options: Partial<RealTimeVADOptions>) {}
    start = vi.fn(async () => {
      this.started += 1;
      if (behaviour.startFails) throw new Error('worklet 404');
      this.stream = (await this.options.getStream?.()) ?? null;
      this.listening = true;
    });
    pause = vi.fn(async () => {
      this.listening = false;
      for (const t of this.stream?.getTracks() ?? []) t.stop();
    });
    destroy = vi.fn(async () => {
      // The real one throws when start() never ran.
      if (!this.stream) throw new Error('MicVAD has null stream');
      if (this.listening) await this.pause();
      this.destroyed = true;
    });
  }
  const library: VadLibrary = {
    MicVAD: {
      new: vi.fn(async (options: Partial<RealTimeVADOptions>) => {
        if (behaviour.newFails) throw new Error('model 404');
        const vad = new FakeMicVad(options);
        instances.push(vad);
        return vad as unknown as MicVAD;
      }),
    },
  };
  return { library, instances };
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

const callbacks = (): VoiceActivityCallbacks => ({
  onSpeechStart: vi.fn(),
  onSpeechEnd: vi.fn(),
  onVADMisfire: vi.fn(),
});

describe('createMicVad', () => {
  it('configures MicVAD with the spec thresholds, our asset path and the microphone constraints', async () => {
    const { library, instances } = fakeLibrary();
    const { stream } = fakeStream();
    const getUserMedia = vi.fn(async () => stream);
    const vad = createMicVad(callbacks(), {
      loadLibrary: async () => library,
      getUserMedia,
      assetBasePath: '/static/vad/',
    });
    await vad.start();
    expect(instances[0]?.options).toMatchObject({
      model: 'v5',
      positiveSpeechThreshold: 0.8,
      negativeSpeechThreshold: 0.2,
      minSpeechMs: 800,
      preSpeechPadMs: 300,
      redemptionMs: 1200,
      baseAssetPath: '/static/vad/',
      onnxWASMBasePath: '/static/vad/',
      startOnLoad: false,
    });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: {
        channelCount: 1,
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    });
    expect(instances[0]?.stream).toBe(stream);
  });

  it('defaults the asset path to the absolute /vad/', async () => {
    const { library, instances } = fakeLibrary();
    const vad = createMicVad(callbacks(), {
      loadLibrary: async () => library,
      getUserMedia: async () => fakeStream().stream,
    });
    await vad.start();
    expect(instances[0]?.options.baseAssetPath).toBe('/vad/');
  });

  it('starts once when start() is called twice (React StrictMode)', async () => {
    const { library, instances } = fakeLibrary();
    const vad = createMicVad(callbacks(), {
      loadLibrary: async () => library,
      getUserMedia: async () => fakeStream().stream,
    });
    await Promise.all([vad.start(), vad.start()]);
    await vad.start();
    expect(library.MicVAD.new).toHaveBeenCalledOnce();
    expect(instances[0]?.started).toBe(1);
  });

  it('destroy() before start() is safe, and start() after it does nothing', async () => {
    const { library } = fakeLibrary();
    const vad = createMicVad(callbacks(), { loadLibrary: async () => library });
    await vad.destroy();
    await vad.destroy();
    await vad.start();
    expect(library.MicVAD.new).not.toHaveBeenCalled();
  });

  it('destroy() during start() tears the VAD down once it is up, and silences callbacks', async () => {
    const { library, instances } = fakeLibrary();
    const cb = callbacks();
    const vad = createMicVad(cb, {
      loadLibrary: async () => library,
      getUserMedia: async () => fakeStream().stream,
    });
    const started = vad.start();
    const destroyed = vad.destroy();
    await Promise.all([started, destroyed]);
    expect(instances[0]?.destroyed).toBe(true);
    instances[0]?.options.onSpeechStart?.();
    expect(cb.onSpeechStart).not.toHaveBeenCalled();
  });

  it('pauses (releasing the mic), resumes and destroys', async () => {
    const { library, instances } = fakeLibrary();
    const { stream, track } = fakeStream();
    const cb = callbacks();
    const vad = createMicVad(cb, {
      loadLibrary: async () => library,
      getUserMedia: async () => stream,
    });
    await vad.start();
    instances[0]?.options.onSpeechEnd?.(new Float32Array(3));
    expect(cb.onSpeechEnd).toHaveBeenCalledWith(new Float32Array(3));
    await vad.pause();
    expect(track.stop).toHaveBeenCalled();
    await vad.start();
    expect(instances[0]?.start).toHaveBeenCalledTimes(2);
    await vad.destroy();
    expect(instances[0]?.destroy).toHaveBeenCalledOnce();
  });

  it('maps failures to the spec status lines', async () => {
    const denied = createMicVad(callbacks(), {
      loadLibrary: async () => fakeLibrary().library,
      getUserMedia: async () => {
        throw new DOMException('denied', 'NotAllowedError');
      },
    });
    await expect(denied.start()).rejects.toMatchObject({ status: STATUS.micDenied });

    const noMic = createMicVad(callbacks(), {
      loadLibrary: async () => fakeLibrary().library,
      getUserMedia: async () => {
        throw new DOMException('Requested device not found', 'NotFoundError');
      },
    });
    await expect(noMic.start()).rejects.toMatchObject({
      status: STATUS.startFailed('Requested device not found'),
    });

    const { stream, track } = fakeStream();
    const badModel = createMicVad(callbacks(), {
      loadLibrary: async () => fakeLibrary({ newFails: true }).library,
      getUserMedia: async () => stream,
    });
    await expect(badModel.start()).rejects.toMatchObject({ status: STATUS.vadInitFailed });
    expect(track.stop).toHaveBeenCalled();

    const { library, instances } = fakeLibrary({ startFails: true });
    const badWorklet = createMicVad(callbacks(), {
      loadLibrary: async () => library,
      getUserMedia: async () => fakeStream().stream,
    });
    await expect(badWorklet.start()).rejects.toMatchObject({
      status: STATUS.voiceDetectionFailed,
    });
    expect(instances[0]?.model.release).toHaveBeenCalled();
  });
});

describe('waitForLibrary (20 tries of 500 ms)', () => {
  it('returns as soon as the library loads', async () => {
    await expect(waitForLibrary(async () => 'lib')).resolves.toBe('lib');
  });

  it('retries a failed load on the next try', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('lib');
    const result = waitForLibrary(load);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('lib');
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after 10 seconds with the spec message', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<string>(() => {}));
    const result = waitForLibrary(load);
    const outcome = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(VoiceStartError);
    expect((error as VoiceStartError).status.text).toBe(
      'VAD library failed to load after 10 seconds',
    );
    expect(load).toHaveBeenCalledOnce();
  });
});
