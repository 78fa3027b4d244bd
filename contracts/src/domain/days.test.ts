import { dayNumber, dayString, todayNumber, utcDateOf } from './days';

describe('dayNumber', () => {
  it('reads real days only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-13-01')).toBeNull();
  });
});

describe('utcDateOf and dayString', () => {
  it('name the UTC day, not the local one', () => {
    // 23:30 in UTC−3 is already the next day in UTC.
    expect(utcDateOf(new Date('2026-11-29T23:30:00-03:00'))).toBe('2026-11-30');
    expect(utcDateOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(utcDateOf(new Date('2026-11-29T23:59:59.999Z'))).toBe('2026-11-29');
  });

  it('round-trip a day number', () => {
    expect(dayString(0)).toBe('1970-01-01');
    expect(dayNumber(dayString(20_786))).toBe(20_786);
  });
});

describe('todayNumber', () => {
  it('counts whole UTC days, rounding down before 1970 too', () => {
    expect(todayNumber(new Date('1970-01-02T23:59:59.999Z'))).toBe(1);
    expect(todayNumber(new Date('1969-12-31T12:00:00Z'))).toBe(-1);
    expect(todayNumber(new Date('2026-11-29T23:30:00-03:00'))).toBe(dayNumber('2026-11-30'));
  });
});
