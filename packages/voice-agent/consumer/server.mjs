// @ts-check
// The reference server with stand-in providers: serves the built page and the voice protocol on
// one port. `transcribe` is a stand-in (no offline speech recogniser ships with the package);
// `synthesize` speaks with espeak-ng + lame when installed, silence otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { attachVoiceServer } from '@kiwo/voice-agent/server';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 5199);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
};

const http = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    const clean = path.replace(/\.\.+/g, '');
    const file = join('dist', clean.endsWith('/') ? `${clean}index.html` : clean);
    const body = readFileSync(file);
    if (path.startsWith('/vad/')) console.log(`served ${path}`);
    res.setHeader(
      'Content-Type',
      TYPES[/** @type {keyof TYPES} */ (extname(file))] ?? 'application/octet-stream',
    );
    res.end(body);
  } catch {
    res.statusCode = 404;
    res.end('not found');
  }
});

/** @param {string} text */
function speak(text) {
  try {
    const wav = execFileSync('espeak-ng', ['--stdout', '-s', '150', text]);
    return new Uint8Array(execFileSync('lame', ['--quiet', '-', '-'], { input: wav }));
  } catch {
    // 2 s of silent MPEG-1 Layer III frames: plays everywhere, needs no encoder.
    const frame = 417;
    const mp3 = new Uint8Array(77 * frame);
    for (let f = 0; f < 77; f++) mp3.set([0xff, 0xfb, 0x90, 0xc4], f * frame);
    return mp3;
  }
}

const io = new Server(http, { transports: ['websocket'] });
const voice = attachVoiceServer(io, {
  authenticate: ({ token }) => (token === 'demo-token' ? { id: 'demo-user' } : null),
  // Stand-in recogniser: the test's microphone says a ~4 s question and a short "okay okay".
  transcribe: async ({ pcm }) => (pcm.length >= 4 * 32_000 ? 'My goats are coughing' : 'Okay.'),
  respond: async ({ text, previousAIResponse }) =>
    previousAIResponse
      ? `About "${text}": give them clean water too.`
      : `About "${text}": keep the coughing goats apart from the rest of the herd, give them ` +
        'clean water and fresh feed every morning, keep their pen dry and open to the air, and ' +
        'call a vet today if any of them has a fever or stops eating for more than a day.',
  synthesize: async (text) => speak(text),
});

http.listen(port, '127.0.0.1', () => console.log(`reference server on http://127.0.0.1:${port}`));
process.on('SIGTERM', () => {
  // A graceful restart: calls are closed by the server, and clients come back by themselves.
  voice.close();
  io.close(() => process.exit(0));
});
