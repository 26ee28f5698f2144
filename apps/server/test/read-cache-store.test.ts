import { describe, expect, it } from 'vitest';
import { createReadCache } from '../src/lib/read-cache';
import { clock } from './helpers/clock';

/** The in-memory part of ADR 0021 on its own clock: tags, the fill race, expiry, the size bound. */

const answer = (body: string) => ({ body, contentType: 'application/json' });

const make = (c = clock(), maxBytes = 1_000) =>
  createReadCache({ ttlMs: 30_000, maxBytes, now: c.now });

describe('read cache store', () => {
  it('serves an answer until ttlMs after it was read, never after', () => {
    const c = clock();
    const cache = make(c);
    cache.set(cache.begin(), 'k', ['farm:a'], answer('{"n":1}'));
    c.advance(29_999);
    expect(cache.get('k')?.body).toBe('{"n":1}');
    c.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops exactly the answers carrying an invalidated tag', () => {
    const cache = make();
    cache.set(cache.begin(), 'pens a', ['user:1', 'farm:a'], answer('a'));
    cache.set(cache.begin(), 'pens b', ['user:2', 'farm:b'], answer('b'));
    cache.set(cache.begin(), 'market', ['user:1', 'market'], answer('m'));
    cache.invalidate(['farm:a']);
    expect([cache.get('pens a'), cache.get('pens b')?.body, cache.get('market')?.body]).toEqual([
      undefined,
      'b',
      'm',
    ]);
    cache.invalidate(['user:1']);
    expect(cache.get('market')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('refuses a fill that started before an invalidation of one of its tags', () => {
    const cache = make();
    const early = cache.begin();
    cache.invalidate(['farm:a']);
    cache.set(early, 'stale', ['farm:a'], answer('old rows'));
    expect(cache.get('stale')).toBeUndefined();
    // Another tag's invalidation does not matter, and a fill started afterwards is kept.
    cache.set(early, 'other', ['farm:b'], answer('fine'));
    expect(cache.get('other')?.body).toBe('fine');
    cache.set(cache.begin(), 'fresh', ['farm:a'], answer('new rows'));
    expect(cache.get('fresh')?.body).toBe('new rows');
  });

  it('keeps the bodies under maxBytes, dropping the least recently used first', () => {
    const cache = make(clock(), 10);
    cache.set(cache.begin(), 'a', [], answer('aaaa'));
    cache.set(cache.begin(), 'b', [], answer('bbbb'));
    expect(cache.get('a')?.body).toBe('aaaa'); // a is now the most recent
    cache.set(cache.begin(), 'c', [], answer('cccc'));
    expect([cache.get('a')?.body, cache.get('b'), cache.get('c')?.body]).toEqual([
      'aaaa',
      undefined,
      'cccc',
    ]);
    expect(cache.bytes).toBe(8);
    // One answer larger than the whole budget is never kept.
    cache.set(cache.begin(), 'huge', [], answer('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('while disabled serves and keeps nothing; enabling again starts empty and refuses old fills', () => {
    const cache = make();
    cache.set(cache.begin(), 'k', ['farm:a'], answer('1'));
    const during = cache.begin();
    cache.setEnabled(false);
    expect(cache.get('k')).toBeUndefined();
    cache.set(cache.begin(), 'k', ['farm:a'], answer('2'));
    cache.setEnabled(true);
    expect(cache.get('k')).toBeUndefined();
    cache.set(during, 'k', ['farm:a'], answer('read while deaf'));
    expect(cache.get('k')).toBeUndefined();
    cache.set(cache.begin(), 'k', ['farm:a'], answer('3'));
    expect(cache.get('k')?.body).toBe('3');
  });

  it('ttlMs 0 is off for good', () => {
    const cache = createReadCache({ ttlMs: 0, maxBytes: 1_000 });
    cache.setEnabled(true);
    expect(cache.enabled).toBe(false);
    cache.set(cache.begin(), 'k', [], answer('1'));
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets old invalidations without ever keeping a fill that raced one', () => {
    const cache = make();
    const early = cache.begin();
    for (let i = 0; i <= 10_001; i++) cache.invalidate([`farm:${i}`]);
    cache.begin(); // prunes the remembered invalidations
    cache.set(early, 'raced', ['farm:5'], answer('old'));
    expect(cache.get('raced')).toBeUndefined();
  });
});
