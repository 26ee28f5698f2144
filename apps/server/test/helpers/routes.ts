import type { RouteOptions } from 'fastify';
import type { App, AppDeps } from '../../src/app';
import { json, testApp } from './app';

/** JSON schema as the OpenAPI document carries it (zod → JSON schema by the type provider). */
// biome-ignore lint/suspicious/noExplicitAny: JSON schema is walked generically
export type JsonSchema = Record<string, any>;

interface OpenApiOperation {
  parameters?: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
}

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/pens/:penId`. */
  url: string;
  /** `METHOD url`, the key of the expectations table. */
  key: string;
  /** The route's OpenAPI operation (undefined for hidden routes such as the web files). */
  operation: OpenApiOperation | undefined;
}

/**
 * Builds the app with an `onRoute` hook and returns every route it registered (HEAD twins left
 * out), each with its OpenAPI operation. Routes added to any module later appear here by
 * themselves: nothing is listed by hand.
 */
export async function appWithRoutes(
  deps: AppDeps & Required<Pick<AppDeps, 'db'>>,
  env?: Record<string, string>,
): Promise<{ app: App; routes: RegisteredRoute[] }> {
  const seen: { method: string; url: string }[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) seen.push({ method, url: route.url });
  };
  const app = await testApp({ ...deps, onRoute }, env);
  await app.ready();
  const doc = json(await app.inject({ method: 'GET', url: '/api/openapi.json' })) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }
  const routes = new Map<string, RegisteredRoute>();
  for (const { method, url } of seen) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    const key = `${method} ${url}`;
    routes.set(key, {
      method: method as RegisteredRoute['method'],
      url,
      key,
      operation: operations.get(key),
    });
  }
  return { app, routes: [...routes.values()] };
}

/** The `:name` parameters of a route URL, in order. */
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** A route URL with its parameters filled in (each value URL-encoded). */
export const fillUrl = (url: string, values: Record<string, string>) =>
  url
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
      return encodeURIComponent(value);
    })
    // A wildcard (the web app's files) gets `values['*']`, or nothing: the index.
    .replace('*', encodeURI(values['*'] ?? ''));
