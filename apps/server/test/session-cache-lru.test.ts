import { describe, expect, it } from 'vitest';
import { type CachedSession, createSessionCache } from '../src/lib/session-cache';
import { clock } from './helpers/clock';

/** The in-memory part of ADR 0019 on its own clock: expiry, size bound, and the fill race. */

const session = (id: string, overrides: Partial<CachedSession<string>> = {}) => ({
  sessionId: id,
  user: `user of ${id}`,
  sessionExpiresAt: Number.MAX_SAFE_INTEGER,
  lastUsedAt: 0,
  ...overrides,
});

describe('session cache', () => {
  it('serves an entry until ttlMs after it was read, never after', () => {
    const c = clock();
    const cache = createSessionCache<string>({ max: 10, ttlMs: 5_000, now: c.now });
    cache.set(cache.begin(), 'h1', 'u1', session('s1'));
    c.advance(4_999);
    expect(cache.get('h1')?.sessionId).toBe('s1');
    c.advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its own expiry', () => {
    const c = clock();
    const cache = createSessionCache<string>({ max: 10, ttlMs: 5_000, now: c.now });
    cache.set(cache.begin(), 'h1', 'u1', session('s1', { sessionExpiresAt: c.now() + 100 }));
    c.advance(100);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = createSessionCache<string>({ max: 2, ttlMs: 5_000 });
    cache.set(cache.begin(), 'h1', 'u1', session('s1'));
    cache.set(cache.begin(), 'h2', 'u2', session('s2'));
    expect(cache.get('h1')).toBeDefined(); // h2 is now the least recently used
    cache.set(cache.begin(), 'h3', 'u3', session('s3'));
    expect(cache.size).toBe(2);
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h1')?.sessionId).toBe('s1');
    expect(cache.get('h3')?.sessionId).toBe('s3');
  });

  it('forgetUser drops every session of that user and no other', () => {
    const cache = createSessionCache<string>({ max: 10, ttlMs: 5_000 });
    cache.set(cache.begin(), 'h1', 'u1', session('s1'));
    cache.set(cache.begin(), 'h2', 'u1', session('s2'));
    cache.set(cache.begin(), 'h3', 'u2', session('s3'));
    cache.forgetUser('u1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.sessionId).toBe('s3');
  });

  it('does not store a row read before a revocation that landed while it was in flight', () => {
    const cache = createSessionCache<string>({ max: 10, ttlMs: 5_000 });
    const ticket = cache.begin(); // a request starts its database read…
    cache.forgetUser('u1'); // …an admin suspends the user and the drop runs…
    cache.set(ticket, 'h1', 'u1', session('s1')); // …then the old row arrives
    expect(cache.get('h1')).toBeUndefined();
    cache.set(cache.begin(), 'h1', 'u1', session('s1'));
    expect(cache.get('h1')).toBeDefined();
  });

  it('serves and stores nothing while disabled, and starts empty when enabled again', () => {
    const cache = createSessionCache<string>({ max: 10, ttlMs: 5_000 });
    cache.set(cache.begin(), 'h1', 'u1', session('s1'));
    cache.setEnabled(false);
    expect(cache.get('h1')).toBeUndefined();
    cache.set(cache.begin(), 'h2', 'u2', session('s2'));
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
    expect(cache.get('h2')).toBeUndefined();
  });

  it('ttlMs 0 or max 0 turns it off', () => {
    for (const opts of [
      { max: 10, ttlMs: 0 },
      { max: 0, ttlMs: 5_000 },
    ]) {
      const cache = createSessionCache<string>(opts);
      cache.set(cache.begin(), 'h1', 'u1', session('s1'));
      expect(cache.enabled).toBe(false);
      expect(cache.get('h1')).toBeUndefined();
    }
  });
});
