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
