import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * `/` is the prerendered landing page, one file per language (ADR 0014), written by the web
 * build into `<webDist>/landing/{en,ha,yo,ig}.html`; the files present are the languages
 * offered. The language is, in order: `?lang=` (the page's own language switch, hreflang
 * links), the `language` cookie the web app keeps equal to the visitor's choice, else English
 * (spec §4). The bodies are static; only the choice of file depends on the request.
 */
const LANDING_DIR = 'landing';
const LANGUAGE_COOKIE = 'language';
const DEFAULT_LANGUAGE = 'en';

/** The CSP source for each inline <script> of a page (JSON data blocks are not scripts). */
const inlineScriptHashes = (html: string): string[] =>
  Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    .filter(([, attributes = '']) => !/\bsrc=|\btype="application\/json"/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

/**
 * Helmet's CSP forbids inline scripts; an HTML page that carries its own (the landing page's
 * theme script) gets exactly those allowed, by hash, and nothing else.
 */
function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  reply.header(
    'content-security-policy',
    policy
      .split(';')
      .map((directive) =>
        /^\s*script-src\s/.test(directive) ? `${directive} ${hashes.join(' ')}` : directive,
      )
      .join(';'),
  );
}

const cookieValue = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1];

/** Spec §4 order for a page the server renders: explicit request, stored choice, English. */
function landingLanguage(request: FastifyRequest, offered: ReadonlySet<string>): string {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && offered.has(query)) return query;
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return cookie && offered.has(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/** A page rewritten at start, with its compressed forms (the build's .br/.gz hold the old one). */
interface Rewritten {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The page with every WhatsApp chat link (the build's support number) pointing at `number`
 * instead: the chatbot's own number when WHATSAPP_BUSINESS_NUMBER is set (ADR 0041). The build
 * does not know the deployment's bot; the server does.
 */
function rewriteChatLinks(html: string, number: string): Rewritten {
  const page = Buffer.from(html.replace(/https:\/\/wa\.me\/\d+/g, `https://wa.me/${number}`));
  return { html: page, br: brotliCompressSync(page), gzip: gzipSync(page) };
}

function sendRewritten(request: FastifyRequest, reply: FastifyReply, page: Rewritten) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', page.gzip]
      : [undefined, page.html];
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('vary', 'cookie, accept-encoding');
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  return reply.type('text/html; charset=utf-8').send(body);
}

/**
 * Registers `GET /` when the build has prerendered the landing page; returns whether it did.
 * `chatNumber`: the WhatsApp number the page's chat links open (unset: the build's own).
 */
export function registerLanding(
  app: FastifyInstance,
  webDist: string,
  chatNumber?: string | undefined,
): boolean {
  const dir = join(webDist, LANDING_DIR);
  // Script hashes per language, read once: the files only change with a new build.
  const hashes = new Map<string, string[]>();
  const rewritten = new Map<string, Rewritten>();
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const locale = /^([a-z]{2,3})\.html$/.exec(file)?.[1];
    if (!locale) continue;
    const html = readFileSync(join(dir, file), 'utf8');
    hashes.set(locale, inlineScriptHashes(html));
    if (chatNumber) rewritten.set(locale, rewriteChatLinks(html, chatNumber));
  }
  if (!hashes.has(DEFAULT_LANGUAGE)) return false;
  const offered = new Set(hashes.keys());

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const locale = landingLanguage(request, offered);
    allowInlineScripts(reply, hashes.get(locale) ?? []);
    reply.header('content-language', locale);
    const page = rewritten.get(locale);
    if (page) return sendRewritten(request, reply, page);
    // Same URL, four bodies: caches must key on the cookie (Accept-Encoding is added too).
    reply.header('vary', 'cookie');
    return reply.sendFile(`${LANDING_DIR}/${locale}.html`);
  });
  return true;
}
