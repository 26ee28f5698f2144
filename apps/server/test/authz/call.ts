import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { fillUrl, pathParams, type RegisteredRoute } from '../helpers/routes';
import { type Expectation, PARAM_KINDS } from './expectations';
import { type Account, type Person, type Response, send, type World } from './world';

/** Fresh values for a route's path parameters: farmer A's resources, new ones each time. */
export async function fillParams(world: World, route: RegisteredRoute, entry: Expectation) {
  const values: Record<string, string> = {};
  for (const name of pathParams(route.url)) {
    const kind = entry.params?.[name] ?? PARAM_KINDS[name];
    if (!kind) {
      throw new Error(
        `${route.key}: path parameter :${name} has no resource kind — add \`params: { ${name}: … }\` to its entry`,
      );
    }
    values[name] = await world.resources[kind]();
  }
  return values;
}

/** The request an entry describes, as `account` (anonymous when undefined). */
export async function callRoute(
  world: World,
  route: RegisteredRoute,
  entry: Expectation,
  caller: { person: Person | 'anonymous'; account: Account | undefined },
  params: Record<string, string>,
): Promise<Response> {
  const body = entry.body?.({ world, caller: caller.person, params });
  const url = fillUrl(route.url, params) + (entry.query ? `?${entry.query}` : '');
  const signed = entry.signed?.({ world, caller: caller.person, params });
  if (signed) {
    const res = await world.app.inject({
      method: route.method,
      url,
      payload: signed.raw,
      headers: {
        'content-type': 'application/json',
        ...signed.headers,
        ...(caller.account ? { authorization: `Bearer ${caller.account.token}` } : {}),
      },
    });
    return { status: res.statusCode, body: {}, text: res.body };
  }
  if (entry.form && body !== undefined) {
    const res = await world.app.inject({
      method: route.method,
      url,
      payload: new URLSearchParams(body as Record<string, string>).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(caller.account ? { authorization: `Bearer ${caller.account.token}` } : {}),
      },
    });
    return { status: res.statusCode, body: {}, text: res.body };
  }
  return send(world.app, caller.account, route.method, url, body);
}

/** Suspends an account (its sessions stay live: the guard itself must refuse them). */
export async function setStatus(world: World, id: string, status: 'active' | 'suspended') {
  await world.db.update(users).set({ status }).where(eq(users.id, id));
}

/** Sets or clears the forced password change. */
export async function setMustChangePassword(world: World, id: string, must: boolean) {
  await world.db.update(users).set({ mustChangePassword: must }).where(eq(users.id, id));
}

/** `{ success: false, message, error }`: the one error shape (plugins/errors.ts). */
export function isErrorEnvelope(res: Response) {
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return false;
  }
  const b = body as Record<string, unknown>;
  return b.success === false && typeof b.message === 'string' && typeof b.error === 'string';
}
