import {
  dueMonths,
  monthStart,
  monthsAhead,
  nextMonth,
  partitionMonth,
  partitionName,
  retentionCutoff,
} from './months';

const at = (iso: string) => new Date(iso);

describe('retention months', () => {
  it('names the UTC month, across year ends and at the first instant of a month', () => {
    expect(monthStart(at('2026-11-25T07:00:00Z'))).toBe('2026-11-01');
    expect(monthStart(at('2026-12-31T23:59:59.999Z'), 1)).toBe('2027-01-01');
    expect(monthStart(at('2027-01-01T00:00:00Z'), -13)).toBe('2025-12-01');
    // 23:30 on 31 January in UTC−1 is already 1 February in UTC: the UTC month counts.
    expect(monthStart(at('2026-01-31T23:30:00-01:00'))).toBe('2026-02-01');
  });

  it('keeps the month holding now − 13 months and drops only months wholly older', () => {
    const now = at('2026-11-25T07:00:00Z');
    const cutoff = retentionCutoff(now, 13);
    expect(cutoff).toBe('2025-10-01');
    // 2025-10 holds reports 13 months and 24 days old and reports younger than 13 months: kept.
    expect(dueMonths(['2025-11-01', '2025-09-01', '2025-10-01', '2024-12-01', '2026-11-01'], cutoff)).toEqual([
      '2024-12-01',
      '2025-09-01',
    ]);
    // Every report of a due month is older than 13 months.
    for (const m of dueMonths(['2025-09-01'], cutoff))
      expect(new Date(`${nextMonth(m)}T00:00:00Z`).getTime()).toBeLessThanOrEqual(
        Date.UTC(2025, 9, 25, 7), // now − 13 months
      );
  });

  it('drops nothing with retention off (0 months) and refuses a negative or fractional age', () => {
    expect(retentionCutoff(at('2026-11-25T00:00:00Z'), 0)).toBeNull();
    expect(dueMonths(['2000-01-01'], null)).toEqual([]);
    expect(() => retentionCutoff(at('2026-11-25T00:00:00Z'), -1)).toThrow();
    expect(() => retentionCutoff(at('2026-11-25T00:00:00Z'), 1.5)).toThrow();
    expect(retentionCutoff(at('2026-11-25T00:00:00Z'), 1)).toBe('2026-10-01');
  });

  it('lists this month and the two after it to create ahead', () => {
    expect(monthsAhead(at('2026-11-30T23:59:00Z'))).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
  });

  it('maps months to partition names and back, the default partition to none', () => {
    expect(partitionName('2026-03-01')).toBe('symptom_reports_2026_03');
    expect(partitionMonth('symptom_reports_2026_03')).toBe('2026-03-01');
    expect(partitionMonth('symptom_reports_default')).toBeNull();
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
  });
});
