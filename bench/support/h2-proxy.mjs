/**
 * A TLS + HTTP/2 front for the app in benchmarks: production serves Kiwo through a TLS
 * terminating reverse proxy (docs/OPERATIONS.md), and every phone talks HTTP/2 to it, while the
 * app on localhost speaks plain HTTP/1.1. Lighthouse models the network from the protocol it
 * sees — on HTTP/1.1 at most six connections per origin, each request of a 60-file app waiting
 * its turn — so measuring the app unproxied would be measuring a deployment nobody runs.
 *
 * The certificate is self-signed for 127.0.0.1, made with Debian's openssl; the browser is
 * started with --ignore-certificate-errors. Requests are forwarded as they are (minus
 * hop-by-hop headers) with `x-forwarded-proto: https`, as a real proxy would.
 *
 * It runs in a process of its own: the benchmarks wait for Lighthouse with spawnSync, which
 * would stop an in-process proxy from answering.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'http2-settings',
  'host',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'kiwo-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the proxy in a child process in front of `target` (http://host:port). */
export async function startH2Proxy(target) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (line) => resolve(String(line).trim()));
    child.once('exit', (code) => reject(new Error(`h2 proxy exited with ${code}`)));
  });
  return { url, close: () => child.kill('SIGTERM') };
}

async function serve(target) {
  const upstream = new URL(target);
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = { host: upstream.host, 'x-forwarded-proto': 'https' };
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers,
        },
        (answer) => {
          const out = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`https://127.0.0.1:${server.address().port}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await serve(process.argv[2]);
