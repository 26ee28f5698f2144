import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public entry point', () => {
  it('has named exports only', () => {
    expect('default' in domain).toBe(false);
  });

  it.each([
    'isProfileComplete',
    'isUsableImageUrl',
    'initials',
    'normalizeNigerianPhone',
    'isEmail',
    'trend',
    'formatTrendLabel',
    'mortalityRate',
    'feedConversion',
    'averageProductivity',
    'revenuePerAnimal',
    'weeklyChart',
    'recentActivityLabel',
    'applyDailyRecordToCount',
    'nairaToKobo',
    'koboToNaira',
    'toCsv',
    'csvFileName',
    'formatUnreadBadge',
    'defaultPenFor',
  ])('exports function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the spec enumerations and constants', () => {
    expect(domain.NIGERIAN_STATES).toHaveLength(36);
    expect(domain.DAILY_RECORD_EXPORT_COLUMNS).toHaveLength(18);
    expect(domain.MARKETPLACE_LISTING_EXPORT_COLUMNS).toHaveLength(13);
    expect(domain.NO_DATA_TO_EXPORT).toBe('No data to export');
    expect(domain.RECENT_ACTIVITY_DEFAULT_LIMIT).toBe(10);
    expect(domain.USSD_CODE).toBe('*347*754#');
  });
});
