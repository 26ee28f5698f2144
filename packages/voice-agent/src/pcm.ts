import {
  VOICE_MAX_CHUNK_BASE64_CHARS,
  VOICE_MIN_SPEECH_SAMPLES,
  VOICE_SAMPLE_RATE,
} from './constants.js';

/** True when a speech segment is too short to send (spec §5: under 8000 samples at 16 kHz). */
export function shouldSkip(
  samples: ArrayLike<number>,
  minSamples: number = VOICE_MIN_SPEECH_SAMPLES,
): boolean {
  return samples.length < minSamples;
}

/**
 * Linear-interpolation resampling to `toRate` (16 kHz by default). The VAD already delivers
 * 16 kHz, so this only runs for other sources; returns the input itself when the rates match.
 */
export function resample(
  input: Float32Array,
  fromRate: number,
  toRate: number = VOICE_SAMPLE_RATE,
): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('sample rates must be positive');
  if (fromRate === toRate || input.length === 0) return input;
  const ratio = fromRate / toRate;
  const length = Math.max(1, Math.round(input.length / ratio));
  const output = new Float32Array(length);
  const last = input.length - 1;
  for (let i = 0; i < length; i++) {
    const position = i * ratio;
    const left = Math.min(Math.floor(position), last);
    const right = Math.min(left + 1, last);
    const fraction = position - left;
    output[i] = (input[left] ?? 0) * (1 - fraction) + (input[right] ?? 0) * fraction;
  }
  return output;
}

/**
 * Float samples in [-1, 1] to signed 16-bit little-endian PCM bytes. Values are clamped; the
 * asymmetric scale (0x8000 below zero, 0x7fff above) maps -1 and 1 onto the full range.
 */
export function floatTo16BitPcm(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return bytes;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding; no `Buffer` and no `btoa` string building, so any size works. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    line +=
      ALPHABET.charAt((n >> 18) & 63) +
      ALPHABET.charAt((n >> 12) & 63) +
      (b === undefined ? '=' : ALPHABET.charAt((n >> 6) & 63)) +
      (c === undefined ? '=' : ALPHABET.charAt(n & 63));
    // Flush now and then so the string concatenation stays cheap on long recordings.
    if (line.length >= 8192) {
      parts.push(line);
      line = '';
    }
  }
  parts.push(line);
  return parts.join('');
}

/** Samples per chunk so one chunk's base64 stays within `maxBase64Chars` (whole samples only). */
export function samplesPerChunk(maxBase64Chars: number = VOICE_MAX_CHUNK_BASE64_CHARS): number {
  // 4 base64 chars carry 3 bytes; 2 bytes a sample. Round down to a multiple of 3 bytes *and* of
  // 2 bytes (6 bytes = 3 samples) so no chunk but the last needs padding.
  const samples = Math.floor(maxBase64Chars / 8) * 3;
  if (samples < 3) throw new RangeError('maxBase64Chars must allow at least 3 samples');
  return samples;
}

export interface EncodeOptions {
  /** Sample rate of `samples`; resampled to 16 kHz when different. @default 16000 */
  inputSampleRate?: number;
  /** @default 262144 (256 KiB) */
  maxChunkBase64Chars?: number;
}

/**
 * A speech segment as the base64 16-bit PCM chunks of `whisper_audio` messages, in order. Each
 * chunk decodes on its own (chunks split on whole samples).
 */
export function encodeSpeech(samples: Float32Array, options: EncodeOptions = {}): string[] {
  const pcm = resample(samples, options.inputSampleRate ?? VOICE_SAMPLE_RATE);
  const step = samplesPerChunk(options.maxChunkBase64Chars);
  const chunks: string[] = [];
  for (let start = 0; start < pcm.length; start += step) {
    chunks.push(bytesToBase64(floatTo16BitPcm(pcm.subarray(start, start + step))));
  }
  return chunks;
}
