import type { AuthData } from '@kiwo/api-client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceTokenFor, forgetDevice, rememberDevice } from './device-trust';
import { DEVICE_TRUST_KEY } from './persist';
import { MemoryStorage } from './testing-storage';

// Device tokens on this browser (ADR 0024 addendum), on the Map-backed Web Storage of
// testing-storage.ts: the app's own modules run unchanged against it.

const TOKEN_A = `${'a'.repeat(22)}.${'A'.repeat(43)}`;
const TOKEN_B = `${'b'.repeat(22)}.${'B'.repeat(43)}`;
const amina = { phone: '+2348030000001', email: 'Amina@Example.ng' };

describe('device tokens per account', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('finds the token by any written form of the phone, and by the email in any case', () => {
    rememberDevice(amina, TOKEN_A, storage);
    for (const typed of ['08030000001', '+2348030000001', '0803 000 0001', ' amina@example.NG ']) {
      expect(deviceTokenFor(typed, storage), typed).toBe(TOKEN_A);
    }
    expect(deviceTokenFor('08030000002', storage)).toBeUndefined();
  });

  it('keeps one token per account on a shared phone, the newest replacing the old', () => {
    rememberDevice(amina, TOKEN_A, storage);
    rememberDevice({ phone: '+2348030000002', email: null }, TOKEN_B, storage);
    expect(deviceTokenFor('08030000001', storage)).toBe(TOKEN_A);
    expect(deviceTokenFor('08030000002', storage)).toBe(TOKEN_B);
    rememberDevice(amina, TOKEN_B, storage);
    expect(deviceTokenFor('amina@example.ng', storage)).toBe(TOKEN_B);
  });

  it('remembers at most ten accounts, forgetting the oldest', () => {
    for (let i = 0; i < 12; i++) {
      rememberDevice({ phone: `+23480300000${String(10 + i)}` }, `${TOKEN_A}${i}`, storage);
    }
    expect(deviceTokenFor('08030000010', storage)).toBeUndefined();
    expect(deviceTokenFor('08030000011', storage)).toBeUndefined();
    expect(deviceTokenFor('08030000012', storage)).toBe(`${TOKEN_A}2`);
    expect(deviceTokenFor('08030000021', storage)).toBe(`${TOKEN_A}11`);
  });

  it('forgetting an account removes only its token', () => {
    rememberDevice(amina, TOKEN_A, storage);
    rememberDevice({ phone: '+2348030000002' }, TOKEN_B, storage);
    forgetDevice(amina, storage);
    expect(deviceTokenFor('08030000001', storage)).toBeUndefined();
    expect(deviceTokenFor('amina@example.ng', storage)).toBeUndefined();
    expect(deviceTokenFor('08030000002', storage)).toBe(TOKEN_B);
  });

  it('a corrupt entry means no token, never an error', () => {
    for (const raw of ['not json', '[1,2]', 'null', '{"+2348030000001":42}']) {
      storage.setItem(DEVICE_TRUST_KEY, raw);
      expect(deviceTokenFor('08030000001', storage), raw).toBeUndefined();
    }
    rememberDevice(amina, TOKEN_A, storage);
    expect(deviceTokenFor('08030000001', storage)).toBe(TOKEN_A);
  });
});

describe('the session keeps the device token at sign-out', () => {
  let session: typeof import('./session');
  let signing: typeof import('./signIn');
  beforeAll(async () => {
    Object.assign(globalThis, {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
    });
    session = await import('./session');
    signing = await import('./signIn');
  });

  const signIn = (deviceToken?: string) =>
    signing.completeSignIn({
      token: 'session-token',
      user: { _id: 'u1', phone: amina.phone, email: amina.email },
      ...(deviceToken ? { deviceToken } : {}),
    } as unknown as AuthData);

  it('a login answer’s token is stored for the account; sign-out keeps it, the session goes', async () => {
    localStorage.setItem('theme', 'dark');
    await signIn(TOKEN_A);
    expect(deviceTokenFor('08030000001')).toBe(TOKEN_A);
    localStorage.setItem('farm-storage', '{"state":{}}');
    await session.signOut();
    expect(deviceTokenFor('08030000001')).toBe(TOKEN_A);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('farm-storage')).toBeNull();
  });

  it('an answer without a token leaves the stored one alone', async () => {
    await signIn(TOKEN_B);
    await signIn();
    expect(deviceTokenFor('amina@example.ng')).toBe(TOKEN_B);
  });
});
