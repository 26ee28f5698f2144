import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the two SMS gateways, speaking their real HTTP APIs: Africa's Talking's
 * form-encoded `POST /version1/messaging` with the `apiKey` header (201 + SMSMessageData, 401 on
 * a bad key as plain text), and Termii's JSON `POST /api/sms/send` (200 + message_id, 401 with a
 * JSON message). A test scripts the next answers (`fail`) or stops the server (`down`).
 */

export interface GatewayRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** Form fields (Africa's Talking) or the JSON body (Termii). */
  fields: Record<string, unknown>;
}

/** A scripted answer instead of the normal one: status and raw body. */
export interface Scripted {
  status: number;
  body: string;
  contentType?: string;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server, port = 0) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
}

function standIn(
  handle: (req: GatewayRequest) => Scripted,
  parse: (raw: string, type: string) => Record<string, unknown>,
) {
  const requests: GatewayRequest[] = [];
  const script: Scripted[] = [];
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    if (server) return;
    const next = createServer(async (req, res) => {
      const raw = await readBody(req);
      let fields: Record<string, unknown>;
      try {
        fields = parse(raw, req.headers['content-type'] ?? '');
      } catch {
        fields = {};
      }
      const request = { path: req.url ?? '', headers: req.headers, fields };
      requests.push(request);
      const answer = script.shift() ?? handle(request);
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      res.end(answer.body);
    });
    server = next;
    port = await listen(next, port);
  };
  return {
    requests,
    /** The next answers, in order, before the normal ones resume. */
    fail(...answers: Scripted[]) {
      script.push(...answers);
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    start,
    /** Stops listening (the gateway is down) until `start()` again, on the same port. */
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

const AT_USERNAME = 'kiwo';
const AT_API_KEY = 'atsk_test_0123456789abcdef';

/** Africa's Talking: answers like the live API for username `kiwo` and key AT_API_KEY. */
export async function startAfricasTalking() {
  let n = 0;
  const gw = standIn(
    (req) => {
      if (req.path !== '/version1/messaging')
        return { status: 404, body: 'Not Found', contentType: 'text/plain' };
      if (req.headers.apikey !== AT_API_KEY || req.fields.username !== AT_USERNAME) {
        return {
          status: 401,
          body: 'The supplied authentication is invalid',
          contentType: 'text/plain',
        };
      }
      const to = String(req.fields.to ?? '');
      const message = String(req.fields.message ?? '');
      if (!to || !message) {
        return {
          status: 400,
          body: `Request is missing required form field '${to ? 'message' : 'to'}'`,
          contentType: 'text/plain',
        };
      }
      if (!/^\+234\d{10}$/.test(to)) {
        return {
          status: 201,
          body: JSON.stringify({
            SMSMessageData: {
              Message: 'Sent to 0/1 Total Cost: 0',
              Recipients: [
                {
                  statusCode: 403,
                  number: to,
                  status: 'InvalidPhoneNumber',
                  cost: '0',
                  messageId: 'None',
                },
              ],
            },
          }),
        };
      }
      const messageId = `ATXid_${(++n).toString(16).padStart(32, '0')}`;
      return {
        status: 201,
        body: JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
            Recipients: [
              { statusCode: 101, number: to, status: 'Success', cost: 'NGN 2.2000', messageId },
            ],
          },
        }),
      };
    },
    (raw) => Object.fromEntries(new URLSearchParams(raw)),
  );
  await gw.start();
  return gw;
}

const TERMII_API_KEY = 'TLtestkey0123456789';

/** Termii: answers like the live API for key TERMII_API_KEY. */
export async function startTermii() {
  let n = 0;
  const gw = standIn(
    (req) => {
      if (req.path !== '/api/sms/send') return { status: 404, body: '{"message":"Not Found"}' };
      if (req.fields.api_key !== TERMII_API_KEY) {
        return { status: 401, body: JSON.stringify({ message: 'Invalid API key' }) };
      }
      const missing = ['to', 'from', 'sms', 'type', 'channel'].find((k) => !req.fields[k]);
      if (missing)
        return { status: 400, body: JSON.stringify({ message: `${missing} is required` }) };
      return {
        status: 200,
        body: JSON.stringify({
          message_id: String(9122821270554876574n + BigInt(++n)),
          message: 'Successfully Sent',
          balance: 9,
          user: 'Kiwo Test',
        }),
      };
    },
    (raw) => JSON.parse(raw) as Record<string, unknown>,
  );
  await gw.start();
  return gw;
}

export type GatewayStandIn = Awaited<ReturnType<typeof startAfricasTalking>>;

/** The env that points the server at a stand-in. */
export const africasTalkingEnv = (gw: GatewayStandIn): Record<string, string> => ({
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME,
  AT_API_KEY,
  AT_SENDER_ID: 'KIWO',
  AT_BASE_URL: gw.url,
  SMS_CALLBACK_TOKEN: 'callback-token-0123456789',
});

export const termiiEnv = (gw: GatewayStandIn): Record<string, string> => ({
  SMS_PROVIDER: 'termii',
  TERMII_API_KEY,
  TERMII_SENDER_ID: 'Kiwo',
  TERMII_BASE_URL: gw.url,
  SMS_CALLBACK_TOKEN: 'callback-token-0123456789',
});

/** Termii's account secret key (not the API key): it signs the events Termii posts. */
export const TERMII_SECRET_KEY = 'TSK_test_secret_0123456789abcdef';

/**
 * Termii posting a delivery report to `url` as its webhook does: compact JSON, and
 * `X-Termii-Signature`, the hex HMAC-SHA512 of those exact bytes with the account's secret key
 * (`sign: false` leaves the header out; `secret` signs with another key).
 */
export async function postTermiiReport(
  url: string,
  report: Record<string, unknown>,
  opts: { sign?: boolean; secret?: string; signature?: string } = {},
) {
  const body = JSON.stringify(report);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.sign !== false) {
    headers['x-termii-signature'] =
      opts.signature ??
      createHmac('sha512', opts.secret ?? TERMII_SECRET_KEY)
        .update(body)
        .digest('hex');
  }
  const res = await fetch(url, { method: 'POST', headers, body });
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  };
}
