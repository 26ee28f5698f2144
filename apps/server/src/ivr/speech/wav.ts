/** A 44-byte RIFF header + PCM: mono, 16-bit little-endian. */
export function pcmToWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * The sample rate and PCM data of a mono 16-bit WAV (espeak-ng's output). espeak-ng writing to
 * stdout leaves the sizes at 0xFFFFFFFF, so the data runs to the end of the buffer.
 */
export function readWav(wav: Buffer): { sampleRate: number; pcm: Buffer } {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF') {
    throw new Error('not a WAV file');
  }
  let sampleRate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') sampleRate = wav.readUInt32LE(at + 12);
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size);
      return { sampleRate, pcm: wav.subarray(at + 8, end - ((end - at - 8) % 2)) };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/**
 * Band-limited resampling of 16-bit mono PCM (windowed sinc, cut-off below the lower Nyquist
 * frequency), so that going down from espeak-ng's 22 050 Hz or up from a phone's 8 kHz does not
 * fold high frequencies back into the speech band: aliasing makes a recogniser mis-hear. No sox
 * or ffmpeg needed.
 */
export function resample(pcm: Buffer, from: number, to: number): Buffer {
  if (from === to) return pcm;
  const input = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const length = Math.floor((input.length * to) / from);
  const out = Buffer.alloc(length * 2);
  const cutoff = (0.9 * Math.min(from, to)) / 2 / from; // cycles per input sample
  const half = 16; // taps on each side
  for (let i = 0; i < length; i++) {
    const x = (i * from) / to;
    const centre = Math.floor(x);
    let sum = 0;
    let weight = 0;
    for (let j = centre - half + 1; j <= centre + half; j++) {
      const d = x - j;
      const sinc = d === 0 ? 1 : Math.sin(2 * Math.PI * cutoff * d) / (2 * Math.PI * cutoff * d);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * d) / half); // Hann
      const w = sinc * window;
      sum += (input[j] ?? 0) * w;
      weight += w;
    }
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sum / weight))), i * 2);
  }
  return out;
}
