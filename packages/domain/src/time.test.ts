import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  formatRelativeEn,
  isoWeekdayIndex,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  recentActivityLabel,
  toDate,
} from './time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const H = 3_600_000;
const MIN = 60_000;

describe('recentActivityLabel', () => {
  it('default list limit is 10', () => {
    expect(RECENT_ACTIVITY_DEFAULT_LIMIT).toBe(10);
  });

  it('is just now under one hour', () => {
    expect(recentActivityLabel(NOW, NOW)).toEqual({ kind: 'justNow' });
    expect(recentActivityLabel(ago(59 * MIN + 59_999), NOW)).toEqual({ kind: 'justNow' });
  });

  it('counts whole hours from 1 to 23', () => {
    expect(recentActivityLabel(ago(H), NOW)).toEqual({ kind: 'hoursAgo', n: 1 });
    expect(recentActivityLabel(ago(2 * H + 59 * MIN), NOW)).toEqual({ kind: 'hoursAgo', n: 2 });
    expect(recentActivityLabel(ago(24 * H - 1), NOW)).toEqual({ kind: 'hoursAgo', n: 23 });
  });

  it('counts whole days from 24 hours', () => {
    expect(recentActivityLabel(ago(24 * H), NOW)).toEqual({ kind: 'daysAgo', n: 1 });
    expect(recentActivityLabel(ago(47 * H), NOW)).toEqual({ kind: 'daysAgo', n: 1 });
    expect(recentActivityLabel(ago(48 * H), NOW)).toEqual({ kind: 'daysAgo', n: 2 });
    expect(recentActivityLabel(ago(400 * 24 * H), NOW)).toEqual({ kind: 'daysAgo', n: 400 });
  });

  it('reads future dates (clock skew) as just now', () => {
    expect(recentActivityLabel(ago(-5 * H), NOW)).toEqual({ kind: 'justNow' });
  });

  it('accepts ISO strings and epoch ms', () => {
    expect(recentActivityLabel('2025-06-15T09:00:00Z', NOW.getTime())).toEqual({
      kind: 'hoursAgo',
      n: 3,
    });
  });

  it('is null for unparseable dates', () => {
    expect(recentActivityLabel('yesterday', NOW)).toBeNull();
    expect(recentActivityLabel(NOW, 'nope')).toBeNull();
  });
});

describe('formatRelativeEn', () => {
  it('uses the spec wording literally', () => {
    expect(formatRelativeEn({ kind: 'justNow' })).toBe('Just now');
    expect(formatRelativeEn({ kind: 'hoursAgo', n: 1 })).toBe('1 hours ago');
    expect(formatRelativeEn({ kind: 'hoursAgo', n: 5 })).toBe('5 hours ago');
    expect(formatRelativeEn({ kind: 'daysAgo', n: 1 })).toBe('1 day(s) ago');
    expect(formatRelativeEn({ kind: 'daysAgo', n: 3 })).toBe('3 day(s) ago');
  });
});

describe('calendar days', () => {
  it('uses Nigerian time (UTC+1) by default', () => {
    expect(calendarDay('2025-06-15T22:59:59Z')).toBe('2025-06-15');
    expect(calendarDay('2025-06-15T23:00:00Z')).toBe('2025-06-16');
    expect(calendarDay('2025-06-15T23:00:00Z', 0)).toBe('2025-06-15');
  });

  it('keeps date-only strings as the day they name', () => {
    expect(calendarDay('2025-06-15')).toBe('2025-06-15');
    expect(calendarDay('2025-02-30')).toBeNull();
  });

  it('is null for missing or invalid input', () => {
    expect(calendarDay(undefined)).toBeNull();
    expect(calendarDay('soon')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('numbers weekdays Monday = 0 … Sunday = 6', () => {
    expect(isoWeekdayIndex('2025-06-16')).toBe(0); // Monday
    expect(isoWeekdayIndex('2025-06-15')).toBe(6); // Sunday
  });

  it('does not mutate a Date it is given', () => {
    const d = new Date(NOW);
    const copy = toDate(d);
    copy?.setUTCFullYear(2000);
    expect(d.getUTCFullYear()).toBe(2025);
  });
});
