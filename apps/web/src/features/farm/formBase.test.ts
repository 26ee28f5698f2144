import { describe, expect, it } from 'vitest';
import { changedSince, nextFormBase } from './formBase';

const day = 's1|2026-11-26|';
const v1 = '2026-11-26T08:00:00.000Z';
const v2 = '2026-11-26T09:00:00.000Z';

describe('the record form base (ADR 0026)', () => {
  it('loads a new day and edits the version it shows', () => {
    const { base, reload } = nextFormBase(undefined, { day, version: v1, latest: v1 }, false);
    expect(reload).toBe(true);
    expect(base).toEqual({ day, version: v1, seen: v1 });
  });

  it('an untouched form follows a newer version', () => {
    const prev = { day, version: v1, seen: v1 };
    const { base, reload } = nextFormBase(prev, { day, version: v2, latest: v2 }, false);
    expect(reload).toBe(true);
    expect(base.seen).toBe(v2);
  });

  it('typing keeps the draft and the version it started from, and says the day changed', () => {
    const prev = { day, version: v1, seen: v1 };
    const now = { day, version: v2, latest: v2 };
    const { base, reload } = nextFormBase(prev, now, true);
    expect(reload).toBe(false);
    expect(base.seen).toBe(v1);
    expect(changedSince(base, now)).toBe(true);
    expect(changedSince(base, { day, version: v1, latest: v1 })).toBe(false);
  });

  it('a record that arrives after the farmer began typing becomes the version they edit', () => {
    const prev = { day, version: '' };
    const { base, reload } = nextFormBase(prev, { day, version: v1, latest: v1 }, true);
    expect(reload).toBe(false);
    expect(base.seen).toBe(v1);
    expect(changedSince(base, { day, version: v1, latest: v1 })).toBe(false);
  });

  it('another day always reloads, typed or not; no record is seen as null', () => {
    const prev = { day, version: v1, seen: v1 };
    const other = { day: 's1|2026-11-25|', version: '', latest: null };
    expect(nextFormBase(prev, other, true)).toEqual({
      base: { day: other.day, version: '', seen: null },
      reload: true,
    });
  });

  it("a refused save keeps the farmer's typing: its queued entry comes and goes unseen", () => {
    const prev = { day, version: '', seen: null };
    const queuedDay = `${day}key-1`;
    // The save is queued, sent and refused, all while saving.
    const during = nextFormBase(prev, { day: queuedDay, version: '', latest: null }, true, true);
    expect(during).toEqual({ base: prev, reload: false });
    const after = nextFormBase(during.base, { day, version: '', latest: null }, true, false);
    expect(after.reload).toBe(false);
  });

  it('a save that stays queued (offline) shows the queued values once saving ends', () => {
    const prev = { day, version: '', seen: null };
    const queuedDay = `${day}key-1`;
    const after = nextFormBase(prev, { day: queuedDay, version: '', latest: null }, true, false);
    expect(after.reload).toBe(true);
  });
});
