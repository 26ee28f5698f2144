import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SmsProviderConfig } from '../config';

/**
 * The two SMS gateways (ADR 0037), each a thin client over its provider's REST API: one request
 * per message, the answer read into a receipt, every refusal classified as worth retrying (the
 * gateway down, overloaded or rate-limiting) or final (a bad key, a number the network refuses).
 */

/** What a gateway said when it took a message. */
interface SmsReceipt {
  providerMessageId?: string | undefined;
  /** Naira, when the gateway reports it (Africa's Talking does, Termii in its report). */
  costNaira?: string | undefined;
}

/** A gateway's refusal. `retryable` false: sending the same again cannot help. */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The extension point for a real SMS gateway (the outbox tests pass their own). */
export interface SmsAdapter {
  readonly name: string;
  /** Resolves with the gateway's receipt; rejects when it refuses (SmsGatewayError or any error). */
  // biome-ignore lint/suspicious/noConfusingVoidType: an adapter without a receipt may return nothing
  send(to: string, text: string): Promise<SmsReceipt | undefined | void>;
}

/** A delivery report, as either gateway's callback is read. */
export interface DeliveryReport {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'failed';
  failureReason?: string | undefined;
  costNaira?: string | undefined;
}

/** 5xx, 429 and 408 may pass on another try; other 4xx will not. */
const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

async function post(
  name: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new SmsGatewayError(`${name} ${why}`, true);
  }
  const text = await res.text().catch(() => '');
  return { status: res.status, text };
}

const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** `NGN 2.2000` → `2.2000`; another currency or a malformed value → undefined. */
export function nairaOf(cost: unknown): string | undefined {
  if (typeof cost !== 'string') return undefined;
  const m = /^\s*NGN\s+(\d+(?:\.\d+)?)\s*$/.exec(cost);
  return m?.[1];
}

/** Africa's Talking recipient status codes that no retry can change (wrong number, blacklist…). */
const AT_FINAL = new Set([401, 402, 403, 404, 406, 407, 409]);

/**
 * Africa's Talking: `POST {base}/version1/messaging`, form fields username, to, message, from;
 * the key in the `apiKey` header. 201 with `SMSMessageData.Recipients[]` whose `statusCode` is
 * 100/101/102 when taken; anything else is the reason it was not.
 */
function africasTalking(
  config: Extract<SmsProviderConfig, { kind: 'africastalking' }>,
): SmsAdapter {
  const url = `${config.baseUrl}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(to, text) {
      const form = new URLSearchParams({ username: config.username, to, message: text });
      if (config.senderId) form.set('from', config.senderId);
      const res = await post(
        "Africa's Talking",
        url,
        {
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        config.timeoutMs,
      );
      if (res.status === 401) {
        throw new SmsGatewayError(
          `Africa's Talking refused the credentials (401): check AT_USERNAME and AT_API_KEY`,
          false,
        );
      }
      if (res.status < 200 || res.status >= 300) {
        throw new SmsGatewayError(
          `Africa's Talking answered ${res.status}: ${snippet(res.text)}`,
          retryableStatus(res.status),
        );
      }
      const recipient = readAtRecipient(res.text);
      if (!recipient) {
        throw new SmsGatewayError(
          `Africa's Talking answered without a recipient: ${snippet(res.text)}`,
          true,
        );
      }
      const code = Number(recipient.statusCode);
      if (code === 100 || code === 101 || code === 102) {
        return {
          providerMessageId:
            typeof recipient.messageId === 'string' ? recipient.messageId : undefined,
          costNaira: nairaOf(recipient.cost),
        };
      }
      throw new SmsGatewayError(
        `Africa's Talking did not send it: ${String(recipient.status ?? code)} (${code})`,
        !AT_FINAL.has(code),
      );
    },
  };
}

function readAtRecipient(text: string): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } };
    const list = body.SMSMessageData?.Recipients;
    const first = Array.isArray(list) ? list[0] : undefined;
    return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Termii: `POST {base}/api/sms/send`, JSON api_key, to (digits, no `+`), from, sms,
 * type `plain`, channel `generic`/`dnd`. 200 with `message_id` when taken; errors carry
 * `{ message }` with a 4xx.
 */
function termii(config: Extract<SmsProviderConfig, { kind: 'termii' }>): SmsAdapter {
  const url = `${config.baseUrl}/api/sms/send`;
  return {
    name: 'termii',
    async send(to, text) {
      const res = await post(
        'Termii',
        url,
        {
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            api_key: config.apiKey,
            to: to.replace(/^\+/, ''),
            from: config.senderId,
            sms: text,
            type: 'plain',
            channel: config.channel,
          }),
        },
        config.timeoutMs,
      );
      const body = (() => {
        try {
          return JSON.parse(res.text) as Record<string, unknown>;
        } catch {
          return {};
        }
      })();
      const said = typeof body.message === 'string' ? body.message : snippet(res.text);
      if (res.status === 401 || res.status === 403) {
        throw new SmsGatewayError(
          `Termii refused the credentials (${res.status}): check TERMII_API_KEY`,
          false,
        );
      }
      if (res.status < 200 || res.status >= 300) {
        throw new SmsGatewayError(
          `Termii answered ${res.status}: ${said}`,
          retryableStatus(res.status),
        );
      }
      const id = body.message_id;
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new SmsGatewayError(`Termii answered without a message id: ${said}`, true);
      }
      return { providerMessageId: String(id) };
    },
  };
}

/** The configured gateway; undefined: the development outbox. */
export function smsAdapterFor(provider: SmsProviderConfig | undefined): SmsAdapter | undefined {
  if (provider?.kind === 'africastalking') return africasTalking(provider);
  if (provider?.kind === 'termii') return termii(provider);
  return undefined;
}

/** Africa's Talking delivery report `status` → ours (Sent/Submitted/Buffered: still on its way). */
export function atReportStatus(status: string): DeliveryReport['status'] | undefined {
  if (status === 'Success') return 'delivered';
  if (['Failed', 'Rejected', 'Expired', 'AbsentSubscriber'].includes(status)) return 'failed';
  if (['Sent', 'Submitted', 'Buffered'].includes(status)) return 'sent';
  return undefined;
}

/** Termii report `status` (`DELIVERED | Message delivered to handset`, `Message Failed`, …). */
export function termiiReportStatus(status: string): DeliveryReport['status'] {
  const s = status.toLowerCase();
  if (s.startsWith('delivered')) return 'delivered';
  if (s.includes('sent')) return 'sent';
  return 'failed';
}

/**
 * Termii signs each event with `X-Termii-Signature`: the HMAC-SHA512 of the raw body with the
 * account's secret key, in hex (ADR 0037). Compared in constant time; a missing or malformed
 * header is simply not valid.
 */
export function termiiSignatureValid(rawBody: Buffer, signature: unknown, secretKey: string) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature.trim())) return false;
  const wanted = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(wanted, Buffer.from(signature.trim(), 'hex'));
}
