import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pcmToWav } from '../../src/ivr/speech/wav';

/** Spitch's voices per language (its API refuses a voice of another language with a 422). */
const VOICES: Record<string, string[]> = {
  en: ['john', 'jude', 'lina', 'lucy', 'henry', 'kani'],
  ha: ['amina', 'aliyu', 'hasan', 'zainab'],
  yo: ['sade', 'segun', 'femi', 'funmi'],
  ig: ['ngozi', 'amara', 'obinna', 'ebuka'],
};

interface SpitchRequest {
  path: string;
  auth: string | undefined;
  /** Multipart fields (transcriptions) or the JSON body (speech). */
  fields: Record<string, string>;
  /** The uploaded `content` file's bytes (transcriptions). */
  file: Buffer | undefined;
}

/**
 * A local stand-in speaking Spitch's protocol: `POST /v1/transcriptions` (multipart `content`,
 * `language`, `model` → `{ request_id, text }`), `POST /v1/speech` (JSON `language`, `text`,
 * `voice` → WAV bytes), `Authorization: Bearer`, FastAPI error bodies (`{ detail }`) with 401,
 * 422 and scripted 429 / 500. The WAV it speaks carries the text as its samples, so a test can
 * tell which words an audio file holds (`spokenText`).
 */
export async function startSpitch(apiKey: string) {
  const requests: SpitchRequest[] = [];
  const failures: number[] = [];
  /** What the caller "said" in each language's recordings. */
  const transcripts: Record<string, string> = {};

  const server = createServer((req, res) => {
    void handle(req).then(
      ({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: 'Internal Server Error' }));
      },
    );
  });
  const json = (status: number, value: unknown) => ({
    status,
    type: 'application/json',
    body: JSON.stringify(value),
  });

  async function handle(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const record: SpitchRequest = {
      path,
      auth: req.headers.authorization,
      fields: {},
      file: undefined,
    };
    requests.push(record);
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return json(401, { detail: 'Invalid or missing API key' });
    }
    const failure = failures.shift();
    if (failure === 429) return json(429, { detail: 'Rate limit exceeded. Try again later.' });
    if (failure) return json(failure, { detail: 'Internal Server Error' });
    if (req.method === 'POST' && path === '/v1/transcriptions') {
      const form = await new Request('http://spitch.local', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: raw,
      }).formData();
      for (const [key, value] of form) {
        if (typeof value === 'string') record.fields[key] = value;
        else record.file = Buffer.from(await value.arrayBuffer());
      }
      const language = record.fields.language ?? '';
      if (!record.file)
        return json(422, { detail: [{ loc: ['body', 'content'], msg: 'Field required' }] });
      if (!VOICES[language]) {
        return json(422, {
          detail: [{ loc: ['body', 'language'], msg: 'Input should be yo, en, ha, ig or am' }],
        });
      }
      return json(200, { request_id: randomUUID(), text: transcripts[language] ?? '' });
    }
    if (req.method === 'POST' && path === '/v1/speech') {
      const body = JSON.parse(raw.toString('utf8')) as Record<string, string>;
      record.fields = body;
      const { language = '', text = '', voice = '' } = body;
      if (!VOICES[language]?.includes(voice)) {
        return json(422, {
          detail: [{ loc: ['body', 'voice'], msg: `Voice ${voice} does not speak ${language}` }],
        });
      }
      return {
        status: 200,
        type: 'audio/wav',
        body: pcmToWav(Buffer.from(`${language}:${text}`, 'utf8'), 16_000),
      };
    }
    return json(404, { detail: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    transcripts,
    /** The next requests answer these statuses (429, 500…) before succeeding. */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The `language:text` a WAV from the stand-in carries. */
export const spokenText = (wav: Buffer) => wav.subarray(44).toString('utf8');
