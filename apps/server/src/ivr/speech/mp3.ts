/**
 * MPEG audio frame headers (the sync word, version, layer, bit rate and sample rate of
 * ISO/IEC 11172-3 / 13818-3). Used to check that a provider really returned MP3 and, in tests,
 * that the audio is playable frame after frame.
 */

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};

export interface Mp3Frame {
  offset: number;
  length: number;
  bitrateKbps: number;
  sampleRate: number;
}

/** The Layer III frame header at `offset`, or null. */
function frameAt(buf: Buffer, offset: number): Mp3Frame | null {
  if (offset + 4 > buf.length) return null;
  const b1 = buf[offset + 1] ?? 0;
  const b2 = buf[offset + 2] ?? 0;
  if (buf[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (b1 >> 1) & 0b11; // 1 = Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrateKbps = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[version]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, length, bitrateKbps, sampleRate };
}

/** Skips an ID3v2 tag at the start, if any. */
function audioStart(buf: Buffer): number {
  if (buf.length >= 10 && buf.toString('latin1', 0, 3) === 'ID3') {
    const size =
      ((buf[6] ?? 0) << 21) | ((buf[7] ?? 0) << 14) | ((buf[8] ?? 0) << 7) | (buf[9] ?? 0);
    return 10 + size;
  }
  return 0;
}

/** Every frame from the start of the audio, stopping at the first byte that is not a frame. */
export function mp3Frames(buf: Buffer): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = audioStart(buf);
  for (;;) {
    const frame = frameAt(buf, offset);
    if (!frame || frame.length <= 4) break;
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

/** True when the bytes start (after any ID3 tag) with two consecutive Layer III frames. */
export const isMp3 = (buf: Buffer): boolean => mp3Frames(buf).length >= 2;
