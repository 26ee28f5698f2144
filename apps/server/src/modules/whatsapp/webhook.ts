import { createHmac } from 'node:crypto';
import { sameDigest } from '../../lib/crypto';

/**
 * The Cloud API webhook's wire format (ADR 0041): the `X-Hub-Signature-256` check and the
 * notification payload read into what the bot acts on.
 */

/**
 * `sha256=<hex>` must be the HMAC-SHA256 of the raw body with the app secret, compared in
 * constant time. The raw bytes, never a re-serialised parse: Meta escapes non-ASCII text
 * (`\u0253`, emoji as surrogate pairs) and `/` as `\/`, so `JSON.stringify(JSON.parse(body))`
 * is a different string and its digest never matches.
 */
export function signatureValid(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const digest = createHmac('sha256', appSecret).update(raw).digest('hex');
  return sameDigest(digest, m[1].toLowerCase());
}

/** A message the bot acts on. */
type Inbound =
  | { kind: 'text'; text: string }
  | { kind: 'reply'; id: string; title: string }
  | { kind: 'audio'; mediaId: string; mimeType: string }
  | { kind: 'other'; type: string };

export interface InboundMessage {
  wamid: string;
  from: string;
  /** The profile name WhatsApp shows (not trusted for anything). */
  name: string | undefined;
  type: string;
  timestamp: Date;
  body: Inbound;
  raw: unknown;
}

export interface StatusUpdate {
  wamid: string;
  status: string;
  recipient: string;
  at: Date;
  errors: unknown;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const when = (v: unknown) => {
  const seconds = Number(str(v));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

function bodyOf(m: Obj): Inbound {
  const type = str(m.type) ?? 'unknown';
  if (type === 'text') return { kind: 'text', text: str(obj(m.text)?.body) ?? '' };
  if (type === 'interactive') {
    const i = obj(m.interactive);
    const reply = obj(i?.button_reply) ?? obj(i?.list_reply);
    if (reply) return { kind: 'reply', id: str(reply.id) ?? '', title: str(reply.title) ?? '' };
  }
  // A quick-reply button of a template comes back as type `button`.
  if (type === 'button') {
    const b = obj(m.button);
    return { kind: 'reply', id: str(b?.payload) ?? '', title: str(b?.text) ?? '' };
  }
  if (type === 'audio') {
    const a = obj(m.audio);
    const id = str(a?.id);
    if (id) return { kind: 'audio', mediaId: id, mimeType: str(a?.mime_type) ?? 'audio/ogg' };
  }
  return { kind: 'other', type };
}

/** One message object of a notification (or as stored), or undefined without an id or sender. */
export function messageOf(item: unknown): InboundMessage | undefined {
  const m = obj(item);
  const wamid = str(m?.id);
  const from = str(m?.from);
  if (!m || !wamid || !from) return undefined;
  return {
    wamid,
    from,
    name: undefined,
    type: str(m.type) ?? 'unknown',
    timestamp: when(m.timestamp),
    body: bodyOf(m),
    raw: m,
  };
}

/**
 * Every message and status of one notification: batched entries × changes, each change's
 * `messages` and `statuses` (Meta may put several in one post). Unknown fields are ignored.
 */
export function readNotification(payload: unknown): {
  messages: InboundMessage[];
  statuses: StatusUpdate[];
} {
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  const root = obj(payload);
  if (root?.object !== 'whatsapp_business_account') return { messages, statuses };
  for (const entry of list(root.entry)) {
    for (const change of list(obj(entry)?.changes)) {
      const c = obj(change);
      if (c?.field !== 'messages') continue;
      const value = obj(c.value);
      const names = new Map(
        list(value?.contacts).map((x) => [str(obj(x)?.wa_id), str(obj(obj(x)?.profile)?.name)]),
      );
      for (const item of list(value?.messages)) {
        const m = messageOf(item);
        if (m) messages.push({ ...m, name: names.get(m.from) });
      }
      for (const item of list(value?.statuses)) {
        const s = obj(item);
        const wamid = str(s?.id);
        const status = str(s?.status);
        if (!s || !wamid || !status) continue;
        statuses.push({
          wamid,
          status,
          recipient: str(s.recipient_id) ?? '',
          at: when(s.timestamp),
          errors: s.errors ?? null,
        });
      }
    }
  }
  return { messages, statuses };
}
