import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerLanding } from './landing';

const NOT_BUILT =
  'The Kiwo web app has not been built yet. Run `pnpm build` in the repository root ' +
  '(or `pnpm start`, which builds and serves), then reload this page. The API is up under /api.';

export interface WebOptions {
  webDist: string;
  /** The WhatsApp number the landing page's chat links open (the chatbot's), if configured. */
  chatNumber?: string | undefined;
}

const isWebBuilt = (webDist: string) => existsSync(join(webDist, 'index.html'));

/** Vite fingerprints everything under assets/: those files never change, cache them for a year. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.includes(`${sep}assets${sep}`);
  // index.html and other unhashed files revalidate, so a deploy's new asset names are picked up.
  reply.header(
    'cache-control',
    hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
}

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  // A missing /assets/x.js must stay a 404, not become index.html.
  !/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0] ?? '') &&
  (request.headers.accept ?? '').includes('text/html');

const notBuilt = (reply: FastifyReply) =>
  reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);

/**
 * The not-found fallback for non-API requests: a browser navigation to a client-side route
 * (/farmer/dashboard) gets index.html so deep links and reloads work. Anything else is left to
 * the JSON 404 (returns undefined).
 */
export function spaFallback(webDist: string) {
  const built = isWebBuilt(webDist);
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (!wantsHtml(request)) return undefined;
    return built ? reply.sendFile('index.html') : notBuilt(reply);
  };
}

/** Serves the built web app from `webDist`, or a "run pnpm build" page when it is missing. */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  if (!isWebBuilt(opts.webDist)) {
    app.log.warn(`web app not found at ${opts.webDist}: run \`pnpm build\` to serve it`);
    app.get('/', { schema: { hide: true } }, (_, reply) => notBuilt(reply));
    return;
  }
  // `/` is the prerendered landing page when the build made one (ADR 0014), else index.html.
  registerLanding(app, opts.webDist, opts.chatNumber);
  await app.register(fastifyStatic, {
    root: opts.webDist,
    dotfiles: 'ignore',
    // The build writes .br/.gz siblings (scripts/compress-dist.mjs); send them when accepted.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}
