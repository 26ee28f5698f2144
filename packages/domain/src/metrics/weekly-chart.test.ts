import { describe, expect, it } from 'vitest';
import { currentWeek, WEEKDAY_SHORT_EN, WEEKDAYS, weeklyChart } from './weekly-chart';

// Wednesday 18 June 2025, 10:00 in Lagos.
const TODAY = new Date('2025-06-18T09:00:00Z');

describe('weeklyChart (spec §9)', () => {
  it('returns seven buckets in Mon-Sun order', () => {
    const chart = weeklyChart([], TODAY);
    expect(chart.map((b) => b.day)).toEqual([...WEEKDAYS]);
    expect(chart.map((b) => WEEKDAY_SHORT_EN[b.day])).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('covers the current week, Monday to Sunday: never last week', () => {
    const chart = weeklyChart([], TODAY);
    expect(chart.map((b) => b.date)).toEqual([
      '2025-06-16', // Mon
      '2025-06-17', // Tue
      '2025-06-18', // Wed (today)
      '2025-06-19', // Thu, still to come
      '2025-06-20',
      '2025-06-21',
      '2025-06-22', // Sun
    ]);
    expect(currentWeek('2025-06-22')[0]).toBe('2025-06-16'); // a Sunday ends its own week
    expect(currentWeek('2025-06-16')[6]).toBe('2025-06-22'); // a Monday starts one
  });

  it('sums flows per day and averages weight', () => {
    const chart = weeklyChart(
      [
        { date: '2025-06-18', salesNaira: 1000, expenses: 200, mortality: 1, weight: 2 },
        { date: '2025-06-18T08:00:00Z', salesNaira: 500, feedAmount: 25, weight: 4 },
        { date: '2025-06-16', newBirths: 3, weight: 0 },
        { date: '2025-06-17', weight: 0 },
        { date: '2025-06-17', weight: 2 },
      ],
      TODAY,
    );
    const wed = chart.find((b) => b.day === 'wed');
    expect(wed).toEqual({
      day: 'wed',
      date: '2025-06-18',
      salesNaira: 1500,
      expenses: 200,
      mortality: 1,
      feedAmount: 25,
      newBirths: 0,
      averageWeight: 3,
      records: 2,
    });
    expect(chart.find((b) => b.day === 'mon')).toMatchObject({ newBirths: 3, averageWeight: 0 });
    // A 0 weight means "not weighed" and does not drag the mean down.
    expect(chart.find((b) => b.day === 'tue')).toMatchObject({ averageWeight: 2, records: 2 });
  });

  it('leaves out last week, the future and undated records: the totals are the bars', () => {
    const chart = weeklyChart(
      [
        { date: '2025-06-15', salesNaira: 1, mortality: 1 }, // last Sunday: outside
        { date: '2025-06-12', salesNaira: 16, mortality: 3 }, // last Thursday: outside
        { date: '2025-06-19', salesNaira: 2 }, // tomorrow
        { date: 'garbage', salesNaira: 4 },
        { date: '2025-06-16', salesNaira: 8, mortality: 2 }, // this Monday
      ],
      TODAY,
    );
    expect(chart.reduce((s, b) => s + b.salesNaira, 0)).toBe(8);
    expect(chart.reduce((s, b) => s + b.mortality, 0)).toBe(2);
    expect(chart.find((b) => b.day === 'thu')).toMatchObject({ salesNaira: 0, records: 0 });
  });

  it('buckets by Nigerian calendar day, not UTC', () => {
    // 23:30 UTC on Tuesday is 00:30 Wednesday in Lagos.
    const chart = weeklyChart([{ date: '2025-06-17T23:30:00Z', mortality: 2 }], TODAY);
    expect(chart.find((b) => b.day === 'wed')?.mortality).toBe(2);
    expect(chart.find((b) => b.day === 'tue')?.mortality).toBe(0);
  });

  it('treats missing and non-finite figures as 0', () => {
    const chart = weeklyChart(
      [{ date: '2025-06-18', salesNaira: null, expenses: Number.NaN }],
      TODAY,
    );
    expect(chart.find((b) => b.day === 'wed')).toMatchObject({
      salesNaira: 0,
      expenses: 0,
      records: 1,
    });
  });

  it('is empty for an invalid today', () => {
    expect(weeklyChart([], 'nope')).toEqual([]);
  });

  it('puts today last on a Sunday', () => {
    const chart = weeklyChart([], '2025-06-22');
    expect(chart.map((b) => b.date)).toEqual([
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
      '2025-06-19',
      '2025-06-20',
      '2025-06-21',
      '2025-06-22',
    ]);
  });
});
