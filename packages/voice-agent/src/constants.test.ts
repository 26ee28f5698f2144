import { describe, expect, it } from 'vitest';
import * as c from './constants.js';
import { STATUS, type StatusMessage } from './constants.js';

describe('voice constants (spec §9)', () => {
  it('match the spec', () => {
    expect(c.VOICE_PING_INTERVAL_MS).toBe(20_000);
    expect(c.VOICE_MERGE_PAUSE_MS).toBe(5_000);
    expect(c.VOICE_MIN_SPEECH_SAMPLES).toBe(8_000);
    expect(c.VOICE_SAMPLE_RATE).toBe(16_000);
    expect(c.VAD_POSITIVE_SPEECH_THRESHOLD).toBe(0.8);
    expect(c.VAD_NEGATIVE_SPEECH_THRESHOLD).toBe(0.2);
    expect(c.VAD_MIN_SPEECH_MS).toBe(800);
    expect(c.VAD_PRE_SPEECH_PAD_MS).toBe(300);
    expect(c.VAD_REDEMPTION_MS).toBe(1_200);
    expect(c.VOICE_AUDIO_VOLUME).toBe(0.8);
    expect(c.VOICE_LIBRARY_WAIT_TRIES * c.VOICE_LIBRARY_WAIT_INTERVAL_MS).toBe(10_000);
    expect(c.VOICE_DUPLICATE_WINDOW_MS).toBe(2_000);
    expect(c.VOICE_CONNECT_TIMEOUT_MS).toBe(20_000);
    expect([c.VOICE_RECONNECT_DELAY_MIN_MS, c.VOICE_RECONNECT_DELAY_MAX_MS]).toEqual([
      1_000, 5_000,
    ]);
    expect(c.MICROPHONE_CONSTRAINTS).toMatchObject({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    // A chunk stays well under socket.io's 1 MB default message limit.
    expect(c.VOICE_MAX_CHUNK_BASE64_CHARS).toBeLessThanOrEqual(1_000_000 / 2);
  });
});

describe('STATUS catalogue (spec §8)', () => {
  it('has every voice status line, word for word', () => {
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(STATUS)) {
      const line: StatusMessage = typeof value === 'function' ? value('{message}') : value;
      expect(line.key).toBe(key);
      texts[key] = line.text;
    }
    expect(Object.values(texts).sort()).toEqual(
      [
        'Ready to connect',
        'Authentication failed: {message}',
        'Speech processing failed, try again',
        'AI processing failed, try again',
        'Interruption processing failed, try again',
        'Continuation failed, try again',
        'Failed to connect to IVR system',
        'Connection error: {message}',
        'Disconnected from IVR system',
        'Reconnecting…',
        'Microphone access denied. Please enable microphone in browser settings.',
        'VAD library failed to load after 10 seconds',
        'VAD initialization failed',
        'Failed to initialize voice detection',
        'Failed to start conversation: {message}',
        'Audio playback failed',
        'Failed to play audio',
        'Audio processing failed',
        'Connected to IVR system',
        'Session started - Click microphone to speak',
        'Listening... Speak now',
        'Got that... Continue if you have more to say',
        'Processing...',
        'Ready when you are...',
        'Conversation stopped.',
        'Hold the button and speak',
      ].sort(),
    );
  });

  it('separates info from errors and carries the message parameter', () => {
    expect(STATUS.connected.kind).toBe('info');
    expect(STATUS.conversationStopped.kind).toBe('info');
    expect(STATUS.disconnected.kind).toBe('error');
    expect(STATUS.authFailed('bad token')).toEqual({
      key: 'authFailed',
      kind: 'error',
      text: 'Authentication failed: bad token',
      message: 'bad token',
    });
    expect(STATUS.connectionError('timeout').text).toBe('Connection error: timeout');
  });
});
