import { createVoiceSession } from '@kiwo/voice-agent';

const el = (id: string) => document.getElementById(id) as HTMLElement;
const session = createVoiceSession({
  url: '', // the reference server on this page's origin; or 'https://voice.example.org'
  token: 'demo-token', // your user's session token; the server's `authenticate` checks it
  language: 'en',
  vad: { assetBasePath: '/vad/' }, // where voiceAgentAssets() serves the VAD files
});
session.subscribe(() => {
  const { connection, status, transcript } = session.getState();
  el('connection').textContent = connection;
  el('status').textContent = status.text; // or translate by status.key
  el('transcript').replaceChildren(
    ...transcript.map((m) =>
      Object.assign(document.createElement('li'), { textContent: `${m.type}: ${m.text}` }),
    ),
  );
});
session.onLatency(({ ms }) => console.info(`answer audio ${ms} ms after speech end`));
session.connect();
el('start').onclick = () => void session.start();
el('stop').onclick = () => void session.stop();
el('send').onclick = () => session.sendText((el('text') as HTMLInputElement).value);
