import { formatIsoWeek, isoWeekMondayOf, isoWeekOf, isoWeekParts, isoWeekStart, knownIsoWeekStart } from './iso-week';

const utc = (s: string) => new Date(`${s}T12:00:00Z`);

describe('ISO weeks', () => {
  it.each([
    ['2026-11-24', '2026-W48'],
    ['2026-11-23', '2026-W48'],
    ['2026-11-29', '2026-W48'],
    ['2026-11-30', '2026-W49'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2027-01-01', '2026-W53'],
    ['2023-01-01', '2022-W52'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOf(utc(day))).toBe(week);
  });

  it('uses the UTC day, not the local one', () => {
    expect(isoWeekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
  });

  it('starts a week on its Monday', () => {
    expect(isoWeekStart('2026-W48')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(isoWeekStart('2025-W01')?.toISOString()).toBe('2024-12-30T00:00:00.000Z');
    expect(isoWeekStart('2020-W53')?.toISOString()).toBe('2020-12-28T00:00:00.000Z');
  });

  it("finds an instant's Monday, the start of its week", () => {
    for (const day of ['2026-11-23', '2026-11-26', '2026-11-29', '2021-01-03', '2027-01-01']) {
      const instant = new Date(`${day}T23:59:59Z`);
      expect(isoWeekMondayOf(instant)).toEqual(isoWeekStart(isoWeekOf(instant)));
    }
    expect(isoWeekMondayOf(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('throws on a week said to be known that is not one', () => {
    expect(knownIsoWeekStart('2026-W48').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(() => knownIsoWeekStart('2026-W54')).toThrow(RangeError);
  });

  it('refuses weeks that do not exist', () => {
    expect(isoWeekStart('2026-W54')).toBeNull();
    expect(isoWeekStart('2025-W53')).toBeNull();
    expect(isoWeekStart('2026-W00')).toBeNull();
    expect(isoWeekStart('26-W01')).toBeNull();
  });

  it('round-trips every week of several years', () => {
    for (let year = 2019; year <= 2030; year++) {
      for (let week = 1; week <= 53; week++) {
        const start = isoWeekStart(formatIsoWeek(year, week));
        if (!start) continue;
        expect(isoWeekParts(start)).toEqual({ year, week });
        expect(start.getUTCDay()).toBe(1);
      }
    }
  });
});
