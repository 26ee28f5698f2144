import { describe, expect, it } from 'vitest';
import { ageOnDay, healthCalendar, inWithdrawal, saleAllowedFrom } from './calendar';
import { SCHEDULE_ITEM_IDS, scheduleFor } from './schedules';

const broilers = scheduleFor('poultry', 'broiler');
const layers = scheduleFor('poultry', 'layer');
const statuses = (tasks: ReturnType<typeof healthCalendar>) =>
  Object.fromEntries(tasks.map((t) => [t.item.id, t.status]));

describe('ageOnDay', () => {
  it('adds the days since placement to the age at placement', () => {
    expect(ageOnDay('2026-11-06', 0, '2026-11-27')).toBe(21);
    expect(ageOnDay('2026-11-26', 126, '2026-11-27')).toBe(127);
    // Across a month and a year end.
    expect(ageOnDay('2026-12-30', 3, '2027-01-02')).toBe(6);
  });
});

describe('healthCalendar', () => {
  it('day-old broilers placed 21 days ago: Lasota due, the earlier two overdue, Gumboro 2 coming', () => {
    const tasks = healthCalendar(broilers, {
      placedOn: '2026-11-06',
      ageAtPlacementDays: 0,
      today: '2026-11-27',
      given: new Set(),
    });
    expect(statuses(tasks)).toEqual({
      ndHitchnerB1: 'overdue',
      gumboro1: 'overdue',
      ndLasota: 'due',
      gumboro2: 'upcoming',
    });
    // Most pressing first; the window in farm days.
    expect(tasks.map((t) => t.item.id)).toEqual([
      'ndHitchnerB1',
      'gumboro1',
      'ndLasota',
      'gumboro2',
    ]);
    const lasota = tasks.find((t) => t.item.id === 'ndLasota');
    expect(lasota).toMatchObject({ dueFrom: '2026-11-27', dueTo: '2026-11-30' });
  });

  it('an item marked given is given, whatever the age', () => {
    const tasks = healthCalendar(broilers, {
      placedOn: '2026-11-06',
      ageAtPlacementDays: 0,
      today: '2026-11-27',
      given: new Set(['ndLasota', 'ndHitchnerB1']),
    });
    expect(statuses(tasks)).toMatchObject({ ndLasota: 'given', ndHitchnerB1: 'given' });
    expect(tasks.at(-1)?.status).toBe('given');
  });

  it('leaves out what closed before the animals arrived and what is more than a week ahead', () => {
    // Point-of-lay pullets bought at 18 weeks (126 days): only the pre-lay items remain.
    const tasks = healthCalendar(layers, {
      placedOn: '2026-11-27',
      ageAtPlacementDays: 120,
      today: '2026-11-27',
      given: new Set(),
    });
    expect(statuses(tasks)).toEqual({ ndKomarov: 'due', dewormBirds: 'due' });
    const chicks = healthCalendar(layers, {
      placedOn: '2026-11-27',
      ageAtPlacementDays: 0,
      today: '2026-11-27',
      given: new Set(),
    });
    expect(statuses(chicks)).toEqual({ ndHitchnerB1: 'upcoming' });
  });

  it('has nothing for fish and other animals', () => {
    expect(scheduleFor('fish', 'catfish')).toEqual([]);
    expect(scheduleFor('other', null)).toEqual([]);
  });
});

describe('schedules', () => {
  it('every item has a window that opens before it closes and at least one source', () => {
    for (const [type, sub] of [
      ['poultry', 'layer'],
      ['poultry', 'broiler'],
      ['goats', null],
      ['sheep', null],
      ['pigs', 'piglet'],
      ['cattle', 'calf'],
    ] as const) {
      const schedule = scheduleFor(type, sub);
      expect(schedule.length).toBeGreaterThan(0);
      for (const item of schedule) {
        expect(item.fromDay).toBeLessThanOrEqual(item.toDay);
        expect(item.sources.length).toBeGreaterThan(0);
      }
      // One item per id within a schedule: "given" is kept per id.
      expect(new Set(schedule.map((i) => i.id)).size).toBe(schedule.length);
    }
    expect(SCHEDULE_ITEM_IDS).toContain('ndLasota');
    expect(SCHEDULE_ITEM_IDS).toContain('ppr');
  });
});

describe('withdrawal', () => {
  it('keeps treated animals off the market for the withdrawal days', () => {
    expect(saleAllowedFrom('2026-11-20', 7)).toBe('2026-11-27');
    expect(inWithdrawal('2026-11-20', 7, '2026-11-20')).toBe(true);
    expect(inWithdrawal('2026-11-20', 7, '2026-11-26')).toBe(true);
    expect(inWithdrawal('2026-11-20', 7, '2026-11-27')).toBe(false);
    expect(inWithdrawal('2026-11-20', 7, '2026-11-19')).toBe(false);
    expect(saleAllowedFrom('2026-11-20', 0)).toBeNull();
    expect(inWithdrawal('2026-11-20', 0, '2026-11-20')).toBe(false);
  });
});
