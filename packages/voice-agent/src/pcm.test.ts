import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  bytesToBase64,
  encodeSpeech,
  floatTo16BitPcm,
  resample,
  samplesPerChunk,
  shouldSkip,
} from './pcm.js';

describe('floatTo16BitPcm', () => {
  it('writes signed 16-bit little-endian with clamping', () => {
    const bytes = floatTo16BitPcm(new Float32Array([0, 1, -1, 0.5, -0.5, 2, -2]));
    expect([...bytes]).toEqual([
      0x00,
      0x00, // 0
      0xff,
      0x7f, // 1 -> 32767
      0x00,
      0x80, // -1 -> -32768
      0x00,
      0x40, // 0.5 -> 16384 (16383.5 rounded)
      0x00,
      0xc0, // -0.5 -> -16384
      0xff,
      0x7f, // 2 clamped
      0x00,
      0x80, // -2 clamped
    ]);
  });
});

describe('bytesToBase64', () => {
  it('matches the standard encoding, padding included', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new Uint8Array([0x66]))).toBe('Zg==');
    expect(bytesToBase64(new Uint8Array([0x66, 0x6f]))).toBe('Zm8=');
    expect(bytesToBase64(new Uint8Array([0x66, 0x6f, 0x6f]))).toBe('Zm9v');
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('+//+');
  });

  it('agrees with Node on a long random buffer', () => {
    const bytes = new Uint8Array(100_003);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) & 0xff;
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('resample', () => {
  it('returns the input untouched at 16 kHz', () => {
    const input = new Float32Array([0.1, 0.2]);
    expect(resample(input, 16_000)).toBe(input);
  });

  it('halves 32 kHz and interpolates 8 kHz', () => {
    expect([...resample(new Float32Array([0, 0.5, 1, 0.5]), 32_000)]).toEqual([0, 1]);
    expect([...resample(new Float32Array([0, 1]), 8_000)]).toEqual([0, 0.5, 1, 1]);
    expect(resample(new Float32Array(48_000), 48_000)).toHaveLength(16_000);
  });

  it('rejects a bad rate', () => {
    expect(() => resample(new Float32Array(1), 0)).toThrow(RangeError);
  });
});

describe('shouldSkip (spec §5: under 8000 samples)', () => {
  it('skips 7999 samples and keeps 8000', () => {
    expect(shouldSkip(new Float32Array(7_999))).toBe(true);
    expect(shouldSkip(new Float32Array(8_000))).toBe(false);
  });
});

describe('encodeSpeech', () => {
  it('encodes exact bytes', () => {
    expect(encodeSpeech(new Float32Array([0, 1, -1]))).toEqual(['AAD/fwCA']);
  });

  it('splits into chunks of whole samples under the limit, in order', () => {
    expect(samplesPerChunk()).toBe(98_304);
    expect(samplesPerChunk(16)).toBe(6);
    const samples = new Float32Array(14).map((_, i) => i / 100);
    const chunks = encodeSpeech(samples, { maxChunkBase64Chars: 16 });
    expect(chunks.map((c) => c.length)).toEqual([16, 16, 8]);
    const joined = Buffer.concat(chunks.map((c) => Buffer.from(c, 'base64')));
    expect(joined.equals(Buffer.from(floatTo16BitPcm(samples)))).toBe(true);
  });

  it('keeps every chunk of 60 s of speech within 256 KiB of base64', () => {
    const chunks = encodeSpeech(new Float32Array(16_000 * 60).fill(0.25));
    expect(chunks).toHaveLength(10);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(256 * 1024);
    expect(chunks[0]).toHaveLength(256 * 1024);
  });

  it('resamples 48 kHz input to 16 kHz before encoding', () => {
    const chunks = encodeSpeech(new Float32Array(48_000), { inputSampleRate: 48_000 });
    expect(Buffer.from(chunks.join(''), 'base64')).toHaveLength(32_000);
  });
});
