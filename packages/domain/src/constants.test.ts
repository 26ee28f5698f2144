import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec §9 constants', () => {
  it('money, locale and network', () => {
    expect(c.CURRENCY).toBe('NGN');
    expect(c.LOCALE).toBe('en-NG');
    expect([c.CURRENCY_MIN_FRACTION_DIGITS, c.CURRENCY_MAX_FRACTION_DIGITS]).toEqual([0, 2]);
    expect(c.REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('layout', () => {
    expect(c.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(c.SIDEBAR_COOKIE_MAX_AGE_DAYS).toBe(7);
    expect(c.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(c.SIDEBAR_WIDTH).toBe('16rem');
    expect(c.SIDEBAR_WIDTH_MOBILE).toBe('18rem');
    expect(c.SIDEBAR_WIDTH_COLLAPSED).toBe('3rem');
    expect(c.SIDEBAR_KEYBOARD_SHORTCUT).toBe('b');
    expect(c.KEYBOARD_OPEN_VIEWPORT_SHRINK_PX).toBe(150);
  });

  it('notifications and caching', () => {
    expect(c.UNREAD_BADGE_CAP).toBe(9);
    expect(c.NOTIFICATIONS_STALE_MS).toBe(30_000);
    expect(c.UNREAD_REFETCH_MS).toBe(600_000);
    expect(c.CHAT_HISTORY_STALE_MS).toBe(300_000);
  });

  it('toasts', () => {
    expect(c.TOAST_LIMIT).toBe(1);
    expect(c.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(c.TOAST_DEFAULT_DURATION_MS).toBe(5_000);
    expect(c.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(c.TOAST_HOTKEY).toBe('F8');
  });

  it('USSD', () => {
    expect(c.USSD_CODE).toBe('*347*754#');
  });

  it('voice', () => {
    expect(c.VOICE_PING_INTERVAL_MS).toBe(20_000);
    expect(c.VOICE_MERGE_PAUSE_MS).toBe(5_000);
    expect(c.VOICE_MIN_SPEECH_SAMPLES).toBe(8_000);
    expect(c.VOICE_SAMPLE_RATE).toBe(16_000);
    expect(c.VAD_POSITIVE_SPEECH_THRESHOLD).toBe(0.8);
    expect(c.VAD_NEGATIVE_SPEECH_THRESHOLD).toBe(0.2);
    expect(c.VAD_MIN_SPEECH_MS).toBe(800);
    expect(c.VAD_PRE_SPEECH_PAD_MS).toBe(300);
    expect(c.VAD_REDEMPTION_MS).toBe(1_200);
    expect(c.VOICE_AUDIO_VOLUME).toBe(0.8);
    expect(c.VOICE_LIBRARY_WAIT_TRIES).toBe(20);
    expect(c.VOICE_LIBRARY_WAIT_INTERVAL_MS).toBe(500);
    // Spec §8: "VAD library failed to load after 10 seconds".
    expect(c.VOICE_LIBRARY_WAIT_TRIES * c.VOICE_LIBRARY_WAIT_INTERVAL_MS).toBe(10_000);
    expect(c.VOICE_DUPLICATE_WINDOW_MS).toBe(2_000);
    expect(c.VOICE_CONNECT_TIMEOUT_MS).toBe(20_000);
    expect([c.VOICE_RECONNECT_DELAY_MIN_MS, c.VOICE_RECONNECT_DELAY_MAX_MS]).toEqual([
      1_000, 5_000,
    ]);
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
