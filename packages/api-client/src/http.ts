import { ApiError, pickMessage, serverCode, serverField, serverFieldCodes } from './errors';

/** Spec §7 and §9: every call times out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpOptions {
  /** Main API base, e.g. `/api` or `https://kiwo.example/api`. */
  baseUrl: string;
  /** Secondary base for the email flows (spec §7); defaults to the main base. */
  emailBaseUrl?: string;
  /** Returns the bearer token (spec §7: read from local storage on every request). */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Which base serves the call. */
  base?: 'main' | 'email';
  /** The spec §8 default message for this call. */
  defaultMessage: string;
  /** Extra headers of this call (Idempotency-Key, If-Match); the bearer token is added after. */
  headers?: Record<string, string>;
}

export type Http = <T>(method: string, path: string, options: RequestOptions) => Promise<T>;

const joinUrl = (base: string, path: string, query: RequestOptions['query']): string => {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readJson = async (response: Response): Promise<unknown> => {
  const raw = await response.text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** A JSON-over-HTTP function with the spec's timeout, bearer header and error rules. */
export const createHttp = (options: HttpOptions): Http => {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async <T>(method: string, path: string, request: RequestOptions): Promise<T> => {
    const base =
      request.base === 'email' ? (options.emailBaseUrl ?? options.baseUrl) : options.baseUrl;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(joinUrl(base, path, request.query), {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      const clientMessage = timedOut ? 'Request timed out' : (cause as Error)?.message;
      throw new ApiError(
        pickMessage(undefined, clientMessage, request.defaultMessage),
        timedOut ? 'timeout' : 'network',
        undefined,
        undefined,
        undefined,
      );
    }

    const body = await readJson(response);
    if (!response.ok) {
      const fields = (body as { fields?: Record<string, string> } | undefined)?.fields ?? {};
      throw new ApiError(
        pickMessage(body, undefined, request.defaultMessage),
        'http',
        response.status,
        serverField(body, 'error'),
        serverField(body, 'message'),
        fields,
        (body as { details?: unknown } | undefined)?.details,
        serverFieldCodes(body),
        serverCode(body),
      );
    }
    if (body === undefined && response.status !== 204) {
      throw new ApiError(
        request.defaultMessage,
        'invalid-response',
        response.status,
        undefined,
        undefined,
      );
    }
    return body as T;
  };
};
