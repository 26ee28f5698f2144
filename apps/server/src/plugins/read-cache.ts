import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Listener } from '../db/listen';
import { createReadCache, type ReadCache } from '../lib/read-cache';

/**
 * Hot authenticated reads answered from memory (ADR 0021). A route opts in with
 * `config: { readCache: (request) => tags }`, naming the data its answer is read from; the answer
 * is kept per user and URL, and dropped when the database reports a write to one of those tags
 * (the `kiwo_changed` feed, migrations 0014 and 0015) or when the same user's own write succeeds
 * here.
 *
 * Only a 200 to a signed-in GET is kept, so an entry exists only for a request that passed its
 * authentication (onRequest) and, once, its validation and authorization (the handler); every
 * change that could withdraw that access (a user's row, an agent's farmer moving) is a write that
 * names the user. The lookup runs in preValidation: a hit skips validation and the handler.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags of the data this GET's answer is read from (the user's own tag is always added). */
    readCache?: (request: FastifyRequest) => string[];
  }
  interface FastifyRequest {
    readCacheFill: { ticket: number; key: string; tags: string[] } | null;
  }
  interface FastifyInstance {
    readCache: ReadCache & {
      /** Resolves once every write committed before the call has reached this process's cache. */
      settle(): Promise<void>;
    };
  }
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export const CHANGE_CHANNEL = 'kiwo_changed';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOUR_MS = 3_600_000;

/** The farm's calendar day (Nigeria is UTC+1 all year): answers like the dashboard's "today". */
const farmDayNumber = () => Math.floor((Date.now() + HOUR_MS) / (24 * HOUR_MS));

async function readCache(app: FastifyInstance, opts: ReadCacheOptions) {
  const cache = createReadCache({ ttlMs: opts.ttlMs, maxBytes: opts.maxBytes });
  const wanted = cache.enabled;
  // Nothing is served until the feed is up: a write we did not hear of could be cached forever.
  cache.setEnabled(false);

  const onMessage = (payload: string) => {
    if (payload === '*') cache.setEnabled(wanted);
    else cache.invalidate(payload.split(' '));
  };

  let listener: Listener | undefined;
  if (wanted) {
    listener = await app.dbHandle.listen(CHANGE_CHANNEL, {
      onMessage,
      onLive: (live) => cache.setEnabled(live && wanted),
      warn: (err, message) => app.log.warn({ err }, message),
    });
    app.addHook('onClose', async () => listener?.stop());
  }

  const settle = async () => {
    if (!cache.enabled || !listener) return;
    // Not live any more: the cache was cleared and switched off, which is just as safe.
    await listener.sync();
  };
  app.decorate('readCache', Object.assign(cache, { settle }));
  app.decorateRequest('readCacheFill', null);

  app.addHook('preValidation', async (request, reply) => {
    const tagsOf = request.routeOptions.config.readCache;
    if (!tagsOf || request.method !== 'GET' || !request.user || !cache.enabled) return;
    const key = `${request.user.id} ${farmDayNumber()} ${request.url}`;
    const hit = cache.get(key);
    if (hit) {
      reply.header('x-read-cache', 'hit').type(hit.contentType);
      return reply.send(hit.body);
    }
    reply.header('x-read-cache', 'miss');
    request.readCacheFill = {
      ticket: cache.begin(),
      key,
      tags: [`user:${request.user.id}`, ...tagsOf(request)],
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fill = request.readCacheFill;
    if (fill && reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.set(fill.ticket, fill.key, fill.tags, { body: payload, contentType });
    } else if (MUTATIONS.has(request.method) && reply.statusCode < 400 && cache.enabled) {
      // The writer's next read must see their write, and so must everyone else this process
      // answers from now on: the feed's notices for what this request committed arrive first.
      if (request.user) cache.invalidate([`user:${request.user.id}`]);
      await settle();
    }
    return payload;
  });
}

export default fp(readCache, { name: 'read-cache', dependencies: ['db'] });

/** `config.readCache` naming one tag from a path parameter: `paramTag('section', 'sectionId')`. */
export const paramTag = (prefix: string, param: string) => (request: FastifyRequest) => [
  `${prefix}:${(request.params as Record<string, string>)[param]}`,
];

/** `config.readCache` for routes under `/…/:farmerId` (the farm's tables). */
export const farmTags = paramTag('farm', 'farmerId');
