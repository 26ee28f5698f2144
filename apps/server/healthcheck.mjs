#!/usr/bin/env node
/**
 * The container health check (Dockerfile HEALTHCHECK): exit 0 when this host's Kiwo answers
 * `GET <API_PREFIX>/ready` with 200 within 4 s (the database answers too), 1 otherwise.
 * Plain node, no dependencies: `node apps/server/healthcheck.mjs`.
 */
const port = process.env.PORT || '3000';
const prefix = (process.env.API_PREFIX || '/api').replace(/\/+$/, '');
try {
  const res = await fetch(`http://127.0.0.1:${port}${prefix}/ready`, {
    signal: AbortSignal.timeout(4000),
  });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
