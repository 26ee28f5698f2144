import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec §2/§9 constants', () => {
  it('notifications, caching and USSD', () => {
    expect(c.NOTIFICATIONS_STALE_MS).toBe(30_000);
    expect(c.UNREAD_REFETCH_MS).toBe(600_000);
    expect(c.CHAT_HISTORY_STALE_MS).toBe(300_000);
    expect(c.USSD_CODE).toBe('*347*754#');
  });
});

describe('formatUnreadBadge', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [3.7, '3'],
  ])('%d → %s', (n, text) => {
    expect(c.formatUnreadBadge(n)).toBe(text);
  });

  it.each([0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('%d → no badge', (n) => {
    expect(c.formatUnreadBadge(n)).toBeNull();
  });
});
