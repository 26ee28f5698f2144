import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FieldProblem } from '@kiwo/api-client/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { problemOf, valueAt } from '../lib/field-problems';
import { errorBody } from '../lib/http';
import { maskUrl } from '../logger';
import { isDatabaseUnavailable, unavailableReason } from './db';

type Fields = Record<string, string>;

/** Fastify's own 4xx codes with wording a farmer's toast can show (spec §8 shows `error`). */
const friendly: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

const statusText: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'The address is too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

/** Where a validation error's input lives on the request (`error.validationContext`). */
const sources = {
  body: (r: FastifyRequest) => r.body,
  querystring: (r: FastifyRequest) => r.query,
  params: (r: FastifyRequest) => r.params,
  headers: (r: FastifyRequest) => r.headers,
} as const;

/** Each field's English message and, beside it, its machine code (`lib/field-problems.ts`). */
function validationFields(
  error: FastifyError,
  request: FastifyRequest,
): { fields: Fields; fieldCodes: Record<string, FieldProblem> } {
  const fields: Fields = {};
  const fieldCodes: Record<string, FieldProblem> = {};
  const context = error.validationContext as keyof typeof sources | undefined;
  const input = context && context in sources ? sources[context](request) : undefined;
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // The first issue per field is the most basic one ("required" before "invalid"); its code
    // is the first one that has a code (a pattern has none, the refinement after it does).
    fields[path || '_'] ??= issue.message ?? 'Invalid value';
    if (!path || fieldCodes[path]) continue;
    const problem = problemOf(issue, valueAt(input, path));
    if (problem) fieldCodes[path] = problem;
  }
  return { fields, fieldCodes };
}

/**
 * Fastify's own URL errors, raised before any route or error handler runs (a broken
 * %-escape, a path segment over `maxParamLength`): the same envelope, without echoing the URL.
 * Passed to the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? 'The address is too long' : 'The address is not valid';
  void reply.code(tooLong ? 414 : 400).send(errorBody(message));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a 1 MB query or huge headers:
 * 431; a broken request: 400), written straight to the socket in the same envelope (ADR 0025).
 * Passed to the Fastify constructor as `clientErrorHandler`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'The request address or headers are too large'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request is not valid HTTP';
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify(errorBody(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

interface NotFoundOptions {
  /** Handles a request that reached no route and is not an API call (e.g. the SPA fallback). */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
  /** Prefixes whose unknown routes always answer with the JSON 404 envelope. */
  apiPrefixes: string[];
}

/** 503 while the database is unreachable; `error` is spec §8's request-error wording. */
export const DATABASE_UNAVAILABLE = 'Service temporarily unavailable';
export const TRY_AGAIN_LATER = 'An error occurred. Please try again later.';

export const NUL_IN_TEXT = 'Text cannot contain the NUL character (\\0)';
export const BROKEN_UNICODE = 'Text contains a broken character (an unpaired UTF-16 surrogate)';

/** Half of a UTF-16 surrogate pair with no other half: not a character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored: NUL (PostgreSQL text refuses it) or a lone surrogate (jsonb does). */
const textProblem = (text: string) =>
  text.includes('\u0000') ? NUL_IN_TEXT : LONE_SURROGATE.test(text) ? BROKEN_UNICODE : undefined;

/**
 * The first string (or key) in a parsed body, query or path that PostgreSQL cannot store, as a
 * field path and the reason. Such input would otherwise fail deep in a query as a 500.
 */
function unstorableText(
  value: unknown,
  prefix = '',
): { field: string; message: string } | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { field: path || '_', message };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const message = textProblem(key);
        if (message) return { field: path || '_', message };
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

const underPrefix = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * One error shape for every API failure: `{ success: false, message, error, fields? }` with an
 * honest status. Internals (stacks, SQL, driver messages) are logged, never sent.
 */
async function errors(app: FastifyInstance, opts: NotFoundOptions) {
  // An empty (or blank) JSON body is "no body", whatever the content-type says: many clients send
  // `content-type: application/json` on every call. A route that needs a body still gets a 400
  // from its schema; everything else goes through Fastify's own safe parser (ADR 0025).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Before validation: text PostgreSQL cannot store is refused with its field, for every route.
  app.addHook('preValidation', async (request) => {
    const bad =
      unstorableText(request.params) ??
      unstorableText(request.query) ??
      unstorableText(request.body);
    if (bad) {
      // The same code as a name's invisible characters: to a reader both are "remove the
      // hidden or special characters" (the web words it in their language).
      const fields =
        bad.field === '_'
          ? {}
          : {
              fields: { [bad.field]: bad.message },
              fieldCodes: { [bad.field]: { code: 'invisible_characters' as const } },
            };
      throw new AppError(400, bad.message, fields);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { fields, fieldCodes } = validationFields(error, request);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      const message = fields._ ? 'The request body must be a JSON object' : first;
      return reply
        .code(400)
        .send(errorBody(message, message, fields._ ? undefined : fields, { fieldCodes }));
    }
    if (error instanceof AppError) {
      const { fields, fieldCodes, code, details, headers } = error.extra;
      if (headers) reply.headers(headers);
      if (error.statusCode === 429)
        request.log.warn({ url: maskUrl(request.url) }, 'rate limit exceeded');
      const body = errorBody(error.message, error.message, fields, { fieldCodes, code });
      return reply.code(error.statusCode).send(details ? { ...body, details } : body);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: say so quickly and honestly; the pool reconnects.
      request.log.warn({ db: unavailableReason(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(DATABASE_UNAVAILABLE, TRY_AGAIN_LATER));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorBody('Internal server error', 'Something went wrong'));
    }
    if (status === 429) request.log.warn({ url: maskUrl(request.url) }, 'rate limit exceeded');
    const text =
      friendly[error.code] ?? (error.code?.startsWith('FST_') ? undefined : error.message);
    const message = text ?? statusText[status] ?? 'Bad request';
    return reply.code(status).send(errorBody(message));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = opts.apiPrefixes.some((p) => underPrefix(path, p));
    const handled = isApi ? undefined : opts.fallback?.(request, reply);
    if (handled) return handled;
    return reply
      .code(404)
      .send(errorBody(`Route ${request.method} ${path} not found`, 'Not found'));
  });
}

export default fp(errors, { name: 'errors' });
