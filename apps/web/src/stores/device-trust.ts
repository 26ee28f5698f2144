import { normalizeNigerianPhone } from '@kiwo/domain';
import { DEVICE_TRUST_KEY } from './persist';

/**
 * Device tokens (docs/adr/0024 addendum): the login answer carries one for the account, and the
 * next login for that account from this browser sends it back, so strangers guessing the
 * password cannot make the owner's own phone wait. It is a fact about the device, not the
 * session: sign-out keeps it (`DEVICE_KEYS` in session.ts); deleting the account forgets it. Only
 * the sign-in forms and account deletion load this module (`signIn.ts`, `data/auth.ts`).
 * Kept in localStorage as `{ [phone or email]: token }`, keyed the way the server normalises a
 * login identifier (E.164 phone, lower-case email), so any written form of the number finds it.
 */
/** Accounts remembered on one browser (a family phone); the oldest goes first. */
const MAX_ACCOUNTS = 10;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Account = { phone?: string | null; email?: string | null };

const storageOf = (storage?: KeyValueStorage) => storage ?? globalThis.localStorage;

const accountKey = (identifier: string) =>
  normalizeNigerianPhone(identifier) ?? identifier.trim().toLowerCase();

const accountKeys = (account: Account) =>
  [account.phone, account.email].filter((v): v is string => !!v).map(accountKey);

function read(storage: KeyValueStorage | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DEVICE_TRUST_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    // A corrupt entry only costs the bypass: the login still works without a token.
    return {};
  }
}

function write(storage: KeyValueStorage | undefined, tokens: Record<string, string>) {
  try {
    storage?.setItem(DEVICE_TRUST_KEY, JSON.stringify(tokens));
  } catch {
    // Storage full or blocked (private mode): this browser simply stays unknown.
  }
}

/** The token to send with a login typed as `identifier`, if this browser has one. */
export function deviceTokenFor(identifier: string, storage?: KeyValueStorage) {
  return read(storageOf(storage))[accountKey(identifier)];
}

/** Keeps the login answer's token under the account's phone and email. */
export function rememberDevice(account: Account, token: string, storage?: KeyValueStorage) {
  const target = storageOf(storage);
  const keys = accountKeys(account);
  if (keys.length === 0 || !token) return;
  const tokens = read(target);
  for (const key of keys) delete tokens[key];
  // An account is one token under up to two keys: keep the newest accounts' entries.
  const newest = [...new Set(Object.values(tokens))].slice(-(MAX_ACCOUNTS - 1));
  const kept = Object.entries(tokens).filter(([, value]) => newest.includes(value));
  write(target, {
    ...Object.fromEntries(kept),
    ...Object.fromEntries(keys.map((k) => [k, token])),
  });
}

/** Forgets the account's token on this browser (the account was deleted). */
export function forgetDevice(account: Account | null | undefined, storage?: KeyValueStorage) {
  if (!account) return;
  const target = storageOf(storage);
  const tokens = read(target);
  for (const key of accountKeys(account)) delete tokens[key];
  write(target, tokens);
}
