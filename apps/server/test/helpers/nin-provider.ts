import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Prembly Identitypass's NIN look-up, speaking its HTTP protocol:
 * `POST /identitypass/verification/nin` with `x-api-key` and `app-id` headers and `{ "number" }`.
 * A known NIN answers 200 `{ status: true, response_code: "00", nin_data: {…} }`, an unknown one
 * 200 `{ status: false, response_code: "01" }`, a wrong key 401 `{ status: false, detail }`.
 * `mode` scripts an outage: `error` (500 HTML from a proxy) or `hang` (never answers).
 */
export function ninProvider(keys: { apiKey: string; appId: string }) {
  const records = new Map<string, { firstname: string; surname: string; middlename?: string }>();
  const requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const hanging: ServerResponse[] = [];
  let mode: 'normal' | 'error' | 'hang' = 'normal';
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: { number?: unknown } = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = {};
    }
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    if (mode === 'hang') {
      hanging.push(res);
      return;
    }
    if (mode === 'error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (req.method !== 'POST' || req.url !== '/identitypass/verification/nin') {
      send(res, 404, { status: false, detail: 'Not found' });
      return;
    }
    if (req.headers['x-api-key'] !== keys.apiKey || req.headers['app-id'] !== keys.appId) {
      send(res, 401, { status: false, detail: 'Invalid API key or app id' });
      return;
    }
    if (typeof body.number !== 'string' || !/^\d{11}$/.test(body.number)) {
      send(res, 400, { status: false, response_code: '02', detail: 'number is required' });
      return;
    }
    const record = records.get(body.number);
    if (!record) {
      send(res, 200, { status: false, response_code: '01', detail: 'No record found' });
      return;
    }
    send(res, 200, {
      status: true,
      response_code: '00',
      detail: 'Verification Successfull',
      nin_data: { ...record, nin: body.number, gender: 'f', birthdate: '1990-01-01' },
      verification: { status: 'VERIFIED', reference: 'ref-1' },
    });
  });
  return {
    records,
    requests,
    set mode(next: 'normal' | 'error' | 'hang') {
      mode = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      for (const res of hanging.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
