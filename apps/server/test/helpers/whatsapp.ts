import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta's Graph API (WhatsApp Cloud API), answering like the live one:
 * `POST /{version}/{phone-number-id}/messages` with a Bearer token (200 with `contacts` and
 * `messages[0].id`; 401 `OAuthException` code 190 for a wrong token; 400 code 100 for a missing
 * parameter), `GET /{version}/{media-id}` (the media URL) and the download itself (404 once the
 * URL has expired, 401 without the token), `POST /{version}/{phone-number-id}/media` (multipart
 * `messaging_product`, `type`, `file` → `{ id }`; uploaded files can be sent back by id), the
 * `audio`, `document` and `template` message shapes checked as Meta checks them, and the 24-hour
 * window: a free-form message to a number whose customer service window is closed
 * (`closeWindow`) is refused with 131047 (Re-engagement message), a template is not. A test
 * scripts the next answers (`fail`, e.g. 429 code 130429) or stops the server (`down`). Also:
 * webhook bodies serialised and signed the way Meta does it.
 */

export const WA = {
  verifyToken: 'verify-token-0123456789',
  appSecret: 'app-secret-0123456789abcdef',
  accessToken: 'EAAGtest0123456789',
  phoneNumberId: '106540352242922',
  version: 'v23.0',
  businessNumber: '2348000000001',
};

export interface GraphRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** A multipart upload's file. */
  file?: { bytes: Buffer; type: string; name: string } | undefined;
}

export interface Scripted {
  status: number;
  body: unknown;
}

/** Meta's error body, as its Graph API sends it. */
export const graphError = (status: number, code: number, message: string, details?: string) => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUv',
    },
  },
});

export async function startGraphApi() {
  const requests: GraphRequest[] = [];
  const script: Scripted[] = [];
  let server: Server | undefined;
  let port = 0;
  let n = 0;
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  /** Media whose download URL has expired (Meta's last five minutes). */
  const expired = new Set<string>();
  /** Numbers whose 24-hour customer service window is closed. */
  const closed = new Set<string>();
  let uploads = 0;

  const answer = (req: GraphRequest): Scripted => {
    if (req.headers.authorization !== `Bearer ${WA.accessToken}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const messagesPath = `/${WA.version}/${WA.phoneNumberId}/messages`;
    if (req.method === 'POST' && req.path === messagesPath) {
      for (const field of ['messaging_product', 'to', 'type']) {
        if (!req.body[field]) {
          return graphError(400, 100, `(#100) The parameter ${field} is required.`);
        }
      }
      const type = String(req.body.type);
      const part = req.body[type] as Record<string, unknown> | undefined;
      if (!part) return graphError(400, 100, `(#100) Param ${type} is required.`);
      if ((type === 'audio' || type === 'document') && !part.id && !part.link) {
        return graphError(400, 100, `(#100) Param ${type}['id'] or ${type}['link'] is required.`);
      }
      if ((type === 'audio' || type === 'document') && part.id && !media.has(String(part.id))) {
        return graphError(400, 131053, 'Media upload error', 'The media id does not exist.');
      }
      if (type === 'document' && !part.filename) {
        return graphError(400, 100, "(#100) Param document['filename'] is required.");
      }
      if (type === 'template') {
        const language = (part.language as { code?: unknown } | undefined)?.code;
        if (!part.name || !language) {
          return graphError(
            400,
            100,
            "(#100) Param template['name'] and ['language'] are required.",
          );
        }
      }
      const to = String(req.body.to);
      if (type !== 'template' && closed.has(to)) {
        return graphError(
          400,
          131047,
          'Re-engagement message',
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
        );
      }
      const id = `wamid.HBgN${to}FQIAERgS${(++n).toString(16).padStart(16, '0').toUpperCase()}AA==`;
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id }],
        },
      };
    }
    if (req.method === 'POST' && req.path === `/${WA.version}/${WA.phoneNumberId}/media`) {
      if (req.body.messaging_product !== 'whatsapp' || !req.file) {
        return graphError(400, 100, '(#100) The parameter messaging_product is required.');
      }
      const id = String(7_000_000_000_000_000 + ++uploads);
      media.set(id, { bytes: req.file.bytes, mimeType: String(req.body.type ?? req.file.type) });
      return { status: 200, body: { id } };
    }
    const mediaId = new RegExp(`^/${WA.version}/(\\d+)$`).exec(req.path)?.[1];
    if (req.method === 'GET' && mediaId) {
      const file = media.get(mediaId);
      if (!file)
        return graphError(400, 100, 'Unsupported get request. Object with ID does not exist');
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          url: `http://127.0.0.1:${port}/download/${mediaId}`,
          mime_type: file.mimeType,
          sha256: createHmac('sha256', '').update(file.bytes).digest('hex'),
          file_size: file.bytes.length,
          id: mediaId,
        },
      };
    }
    return graphError(400, 100, 'Unknown path components');
  };

  const start = async () => {
    if (server) return;
    const next = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      let body: Record<string, unknown> = {};
      let file: GraphRequest['file'];
      if (String(req.headers['content-type']).startsWith('multipart/form-data')) {
        const form = await new Request('http://graph.local', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: raw,
        }).formData();
        for (const [key, value] of form) {
          if (typeof value === 'string') body[key] = value;
          else {
            const blob = value as File;
            file = {
              bytes: Buffer.from(await blob.arrayBuffer()),
              type: blob.type,
              name: blob.name,
            };
          }
        }
      } else {
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      const download = /^\/download\/(\d+)$/.exec(path)?.[1];
      if (download) {
        // Meta's CDN: the token is required, and an old URL is gone.
        const authorized = req.headers.authorization === `Bearer ${WA.accessToken}`;
        const found = authorized && !expired.has(download) ? media.get(download) : undefined;
        res.writeHead(found ? 200 : authorized ? 404 : 401, {
          'content-type': found?.mimeType ?? 'text/plain',
        });
        res.end(found?.bytes ?? (authorized ? 'Not Found' : 'Unauthorized'));
        return;
      }
      const request = { method: req.method ?? 'GET', path, headers: req.headers, body, file };
      requests.push(request);
      const a = script.shift() ?? answer(request);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    });
    server = next;
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    port = (next.address() as AddressInfo).port;
  };
  await start();
  return {
    requests,
    /** The messages sent, as the bot built them. */
    get sent() {
      return requests.filter((r) => r.method === 'POST' && !r.file).map((r) => r.body);
    },
    /** The files uploaded (`POST /{phone-number-id}/media`). */
    get uploads() {
      return requests.filter((r) => r.file);
    },
    /** An uploaded (or added) media object's bytes. */
    mediaBytes: (id: string) => media.get(id)?.bytes,
    /** The download URL of `id` has expired. */
    expire: (id: string) => expired.add(id),
    /** `to`'s 24-hour window is closed (true) or open again. */
    closeWindow(to: string, isClosed = true) {
      if (isClosed) closed.add(to);
      else closed.delete(to);
    },
    fail(...answers: Scripted[]) {
      script.push(...answers);
    },
    addMedia(id: string, bytes: Buffer, mimeType: string) {
      media.set(id, { bytes, mimeType });
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    start,
    async down() {
      const s = server;
      server = undefined;
      if (!s) return;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeAllConnections();
      await closed;
    },
  };
}

export type GraphApi = Awaited<ReturnType<typeof startGraphApi>>;

/** The env that points the server at the stand-in. */
export const whatsappEnv = (graph: Pick<GraphApi, 'url'>): Record<string, string> => ({
  WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
  WHATSAPP_APP_SECRET: WA.appSecret,
  WHATSAPP_ACCESS_TOKEN: WA.accessToken,
  WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
  WHATSAPP_GRAPH_BASE_URL: graph.url,
  WHATSAPP_GRAPH_VERSION: WA.version,
  WHATSAPP_BUSINESS_NUMBER: WA.businessNumber,
});

/**
 * JSON as Meta writes its webhook bodies: every non-ASCII character as a `\uXXXX` escape (emoji
 * as a surrogate pair) and `/` as `\/`. Parsing and re-serialising it gives other bytes, which
 * is why the signature must be checked over the raw body.
 */
export const metaJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const sign = (body: string, secret = WA.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

let counter = 0;
/** A fresh message id in Meta's shape. */
const wamid = () =>
  `wamid.HBgNMjM0ODAzMDAwMDAwMRUCABIYFjNFQjA${(++counter).toString(16).padStart(8, '0').toUpperCase()}AA==`;

/** One notification holding `messages` from `from` (a `wa_id`: digits, no +). */
export function notification(from: string, messages: Record<string, unknown>[], name = 'Aisha') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: WA.phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

const ts = () => String(Math.floor(Date.now() / 1000));

export const textMsg = (from: string, body: string, id = wamid()) => ({
  from,
  id,
  timestamp: ts(),
  type: 'text',
  text: { body },
});

/** A voice note as WhatsApp delivers it (OGG/Opus, `voice: true`); its bytes are `addMedia`'d. */
export const voiceMsg = (from: string, mediaId: string, id = wamid()) => ({
  from,
  id,
  timestamp: ts(),
  type: 'audio',
  audio: {
    mime_type: 'audio/ogg; codecs=opus',
    sha256: 'n3Vn0kGzvxVfWk1rxYm2eDsHvPrKZwE=',
    id: mediaId,
    voice: true,
  },
});

export const buttonReply = (from: string, replyId: string, title: string, context?: string) => ({
  ...(context ? { context: { from: WA.businessNumber, id: context } } : {}),
  from,
  id: wamid(),
  timestamp: ts(),
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id: replyId, title } },
});

export const listReply = (from: string, replyId: string, title: string) => ({
  from,
  id: wamid(),
  timestamp: ts(),
  type: 'interactive',
  interactive: { type: 'list_reply', list_reply: { id: replyId, title, description: '' } },
});

export const statusUpdate = (
  id: string,
  status: string,
  recipient: string,
  errors?: unknown[],
) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: WA.phoneNumberId },
            statuses: [
              {
                id,
                status,
                timestamp: ts(),
                recipient_id: recipient,
                ...(errors ? { errors } : {}),
                ...(status === 'failed'
                  ? {}
                  : {
                      conversation: { id: 'CONVERSATION_ID', origin: { type: 'service' } },
                      pricing: { billable: false, pricing_model: 'PMP', category: 'service' },
                    }),
              },
            ],
          },
          field: 'messages',
        },
      ],
    },
  ],
});

/** Posts `messages` from `from` to the app's webhook, serialised and signed as Meta does it. */
export async function postSigned(
  app: { inject: (opts: InjectLike) => Promise<{ statusCode: number }> },
  from: string,
  messages: Record<string, unknown>[],
) {
  const body = metaJson(notification(from, messages));
  const res = await app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
    payload: body,
  });
  return res.statusCode;
}

interface InjectLike {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}
