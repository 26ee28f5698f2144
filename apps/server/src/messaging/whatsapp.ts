import type { WhatsAppConfig } from '../config';
import { SmsGatewayError } from './gateways';

/**
 * The WhatsApp Cloud API, as a thin typed client over `fetch` (ADR 0041): one request per
 * message to `POST {base}/{version}/{phone-number-id}/messages` with the system user's token,
 * media looked up by id and downloaded with the same token, or uploaded (`/{phone-number-id}/media`). Every refusal is classified like the
 * SMS gateways' (ADR 0037): worth another try (5xx, 429, Meta's throughput and pair rate limits,
 * its transient codes) or final (a bad token, a number outside the 24-hour window, bad input).
 */

/** A refusal; `code` is Meta's `error.code` when it sent one. Retryable ones the queue retries. */
export class WhatsAppApiError extends SmsGatewayError {
  override name = 'WhatsAppApiError';
  constructor(
    message: string,
    retryable: boolean,
    readonly code?: number | undefined,
  ) {
    super(message, retryable);
  }
}

/** A reply button (at most 3 a message, title at most 20 characters). */
export interface ReplyButton {
  id: string;
  title: string;
}

/** A row of an interactive list (title at most 24 characters, description at most 72). */
export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

/** The part of a Cloud API message body that depends on its type (`to` is added on sending). */
export type OutgoingMessage =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'interactive';
      interactive:
        | {
            type: 'button';
            body: { text: string };
            action: { buttons: { type: 'reply'; reply: ReplyButton }[] };
          }
        | {
            type: 'list';
            body: { text: string };
            action: { button: string; sections: { title: string; rows: ListRow[] }[] };
          };
    }
  | { type: 'audio'; audio: { id: string } }
  | {
      type: 'document';
      document: { id?: string; link?: string; filename: string; caption?: string };
    }
  | {
      type: 'template';
      template: { name: string; language: { code: string }; components?: unknown[] };
    };

/** Limits the Cloud API enforces with error 131009/100; cut here so a long name never refuses. */
const cut = (text: string, max: number) =>
  [...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`;

export const textMessage = (body: string): OutgoingMessage => ({
  type: 'text',
  text: { body: cut(body, 4096) },
});

export const buttonsMessage = (body: string, buttons: ReplyButton[]): OutgoingMessage => ({
  type: 'interactive',
  interactive: {
    type: 'button',
    body: { text: cut(body, 1024) },
    action: {
      buttons: buttons.slice(0, 3).map((b) => ({
        type: 'reply',
        reply: { id: cut(b.id, 256), title: cut(b.title, 20) },
      })),
    },
  },
});

export const listMessage = (
  body: string,
  button: string,
  title: string,
  rows: ListRow[],
): OutgoingMessage => ({
  type: 'interactive',
  interactive: {
    type: 'list',
    body: { text: cut(body, 1024) },
    action: {
      button: cut(button, 20),
      sections: [
        {
          title: cut(title, 24),
          rows: rows.slice(0, 10).map((r) => ({
            id: cut(r.id, 200),
            title: cut(r.title, 24),
            ...(r.description ? { description: cut(r.description, 72) } : {}),
          })),
        },
      ],
    },
  },
});

/**
 * Meta's error codes worth another try: 1/2 (temporary), 4 (app rate limit), 80007 (account
 * rate limit), 130429 (throughput), 131000 (something went wrong), 131016 (service unavailable),
 * 131048 (spam rate limit), 131056 (too many messages to the same number), 133004 (server
 * temporarily unavailable). Anything else with a 4xx is final.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
  fbtrace_id?: string;
}

const readJson = (text: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** The refusal a non-2xx answer stands for. */
function graphError(status: number, text: string): WhatsAppApiError {
  const error = readJson(text)?.error as GraphError | undefined;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const said = error
    ? `${error.message ?? 'error'}${error.error_data?.details ? ` (${error.error_data.details})` : ''}`
    : snippet(text);
  if (code === 190 || status === 401) {
    return new WhatsAppApiError(
      `WhatsApp refused the access token (${code ?? status}): check WHATSAPP_ACCESS_TOKEN`,
      false,
      code,
    );
  }
  const retryable =
    status >= 500 ||
    status === 429 ||
    status === 408 ||
    (code !== undefined && RETRYABLE_CODES.has(code));
  return new WhatsAppApiError(
    `WhatsApp answered ${status}${code !== undefined ? ` code ${code}` : ''}: ${said}`,
    retryable,
    code,
  );
}

/** Why a media download failed, for the reply the user gets (ADR 0041 addendum). */
export type MediaProblem = 'not_found' | 'token' | 'too_large' | 'unavailable';

/** A voice note (or other media) that could not be downloaded. */
export class WhatsAppMediaError extends WhatsAppApiError {
  override name = 'WhatsAppMediaError';
  constructor(
    message: string,
    readonly problem: MediaProblem,
    code?: number,
  ) {
    super(message, problem === 'unavailable', code);
  }
}

export interface WhatsAppClient {
  readonly name: 'whatsapp';
  /** Sends one message; resolves with its `wamid`, rejects with a WhatsAppApiError. */
  send(to: string, message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  /**
   * A media object's bytes (voice notes): `GET /{media-id}` for its URL, then the download, both
   * with the token; more than `maxBytes` is refused before (its `file_size`) or while reading.
   * Rejects with a WhatsAppMediaError.
   */
  media(id: string, maxBytes: number): Promise<{ bytes: Buffer; mimeType: string }>;
  /** `POST /{phone-number-id}/media` (multipart); resolves with the media id to send. */
  upload(file: { bytes: Buffer; mimeType: string; filename: string }): Promise<string>;
}

/** What a failed media lookup or download stands for. */
function mediaError(status: number, text: string, what: string): WhatsAppMediaError {
  const base = graphError(status, text);
  const problem: MediaProblem =
    status === 401 || base.code === 190
      ? 'token'
      : status === 404 || base.code === 100
        ? 'not_found'
        : 'unavailable';
  return new WhatsAppMediaError(`${what}: ${base.message}`, problem, base.code);
}

/** Reads at most `max` bytes of a body; undefined when it is longer. */
async function readAtMost(res: Response, max: number): Promise<Buffer | undefined> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => {});
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    if (size > max) return undefined;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function createWhatsAppClient(config: WhatsAppConfig): WhatsAppClient {
  const root = `${config.graphBaseUrl}/${config.graphVersion}`;
  const auth = { Authorization: `Bearer ${config.accessToken}` };

  async function call(url: string, init: RequestInit = {}) {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { ...auth, ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new WhatsAppApiError(`WhatsApp ${why}`, true);
    }
    return res;
  }

  return {
    name: 'whatsapp',
    async send(to, message) {
      const res = await call(`${root}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          ...message,
        }),
      });
      const text = await res.text().catch(() => '');
      if (!res.ok) throw graphError(res.status, text);
      const messages = readJson(text)?.messages;
      const id = Array.isArray(messages) ? (messages[0] as { id?: unknown })?.id : undefined;
      if (typeof id !== 'string') {
        throw new WhatsAppApiError(
          `WhatsApp answered without a message id: ${snippet(text)}`,
          true,
        );
      }
      return { providerMessageId: id };
    },
    async media(id, maxBytes) {
      const tooLarge = (size: number | string) =>
        new WhatsAppMediaError(
          `WhatsApp media ${id} is ${size} bytes (most ${maxBytes})`,
          'too_large',
        );
      let res: Response;
      try {
        res = await call(`${root}/${encodeURIComponent(id)}`);
      } catch (error) {
        throw new WhatsAppMediaError(String((error as Error).message), 'unavailable');
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) throw mediaError(res.status, text, `WhatsApp media ${id}`);
      const info = readJson(text);
      if (typeof info?.url !== 'string') {
        throw new WhatsAppMediaError(`WhatsApp media ${id} has no URL`, 'not_found');
      }
      if (typeof info.file_size === 'number' && info.file_size > maxBytes) {
        throw tooLarge(info.file_size);
      }
      let file: Response;
      try {
        file = await call(info.url);
      } catch (error) {
        throw new WhatsAppMediaError(String((error as Error).message), 'unavailable');
      }
      if (!file.ok) {
        throw mediaError(file.status, await file.text().catch(() => ''), `WhatsApp media ${id}`);
      }
      const bytes = await readAtMost(file, maxBytes);
      if (!bytes) throw tooLarge(`over ${maxBytes}`);
      return {
        bytes,
        mimeType: typeof info.mime_type === 'string' ? info.mime_type : 'application/octet-stream',
      };
    },
    async upload({ bytes, mimeType, filename }) {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', mimeType);
      form.append('file', new Blob([bytes], { type: mimeType }), filename);
      const res = await call(`${root}/${config.phoneNumberId}/media`, {
        method: 'POST',
        body: form,
      });
      const text = await res.text().catch(() => '');
      if (!res.ok) throw graphError(res.status, text);
      const id = readJson(text)?.id;
      if (typeof id !== 'string') {
        throw new WhatsAppApiError(`WhatsApp media upload without an id: ${snippet(text)}`, true);
      }
      return id;
    },
  };
}

/** The error code of a free-form message outside the 24-hour customer service window. */
export const OUTSIDE_WINDOW = 131_047;

/**
 * A template parameter: Meta refuses new lines, tabs and more than four spaces in a row (error
 * 132018), and an empty one.
 */
const param = (text: string) =>
  cut(
    text
      .replace(/[\n\t\r]+/g, ' ')
      .replace(/ {4,}/g, '   ')
      .trim() || '-',
    1024,
  );

/** An approved template with its body parameters ({{1}}, {{2}}… in order). */
export const templateMessage = (
  name: string,
  languageCode: string,
  body: readonly string[],
): OutgoingMessage => ({
  type: 'template',
  template: {
    name,
    language: { code: languageCode },
    ...(body.length > 0
      ? {
          components: [
            { type: 'body', parameters: body.map((t) => ({ type: 'text', text: param(t) })) },
          ],
        }
      : {}),
  },
});

/** An SMS to send instead when a WhatsApp alert cannot reach the user (its own queue row). */
export interface SmsInstead {
  to: string;
  text: string;
  userId: string | null;
  kind: string;
}

/**
 * What a queued `whatsapp` row holds (ADR 0048): the message, and what to do
 * if Meta answers 131047 (the window closed while it waited): the template, else an SMS. A bare
 * message (the bot's replies) has no fallback.
 */
export interface StoredWhatsApp {
  message: OutgoingMessage;
  fallback?: { template?: OutgoingMessage | undefined; sms?: SmsInstead | undefined };
}

export const storeWhatsApp = (stored: StoredWhatsApp) => JSON.stringify(stored);

function readStored(text: string): StoredWhatsApp {
  const value = JSON.parse(text) as OutgoingMessage | StoredWhatsApp;
  return 'message' in value ? value : { message: value };
}

/**
 * Sends a queued row's body. Refused with 131047: its template goes instead (in the same
 * attempt), else its SMS is queued (`smsInstead`) and the row fails for good, naming why.
 */
export async function sendStored(
  client: WhatsAppClient,
  to: string,
  text: string,
  smsInstead: (sms: SmsInstead) => Promise<unknown>,
): Promise<{ providerMessageId: string }> {
  const { message, fallback } = readStored(text);
  try {
    return await client.send(to, message);
  } catch (error) {
    if (!(error instanceof WhatsAppApiError) || error.code !== OUTSIDE_WINDOW) throw error;
    if (fallback?.template) return client.send(to, fallback.template);
    if (!fallback?.sms) throw error;
    await smsInstead(fallback.sms);
    throw new WhatsAppApiError(`${error.message}; sent by SMS instead`, false, OUTSIDE_WINDOW);
  }
}

/**
 * What to queue when Meta accepted a row's message and reported it `failed` with 131047 later
 * (a status callback): the template, when the message was not one already (keeping the SMS as
 * its own fallback), else the SMS; undefined when the row has neither.
 */
export function afterLateRefusal(
  text: string,
): { channel: 'whatsapp'; body: string } | { channel: 'sms'; sms: SmsInstead } | undefined {
  const { message, fallback } = readStored(text);
  if (fallback?.template && message.type !== 'template') {
    return {
      channel: 'whatsapp',
      body: storeWhatsApp({ message: fallback.template, fallback: { sms: fallback.sms } }),
    };
  }
  return fallback?.sms ? { channel: 'sms', sms: fallback.sms } : undefined;
}
