import { dayNumber, dayString, type MapFilters } from '@healthwatch/contracts';
import { filteredStats, type MapCount } from './filtered';

const today = dayNumber('2026-11-26')!;

/** A count over reports at day offsets from today (severity per report), recording each window it was asked. */
function counter(reports: { day: number; severity: 'mild' | 'moderate' | 'severe' }[]) {
  const asked: [number | null, number | null][] = [];
  const count: MapCount = async (filters: MapFilters, first, last) => {
    asked.push([first === null ? null : first - today, last === null ? null : last - today]);
    return reports.filter(
      (r) =>
        (!filters.severity || r.severity === filters.severity) &&
        (first === null || today + r.day >= first) &&
        (last === null || today + r.day <= last),
    ).length;
  };
  return { count, asked };
}

describe('filtered home statistics', () => {
  const reports = [
    { day: 0, severity: 'severe' as const },
    { day: -14, severity: 'mild' as const },
    { day: -15, severity: 'severe' as const },
    { day: -60, severity: 'mild' as const },
    { day: -61, severity: 'mild' as const },
    { day: 1, severity: 'severe' as const },
  ];

  it('counts each window ending today, the severe among the active, and every day for the total', async () => {
    const { count } = counter(reports);
    // Tomorrow's row is in no window but in the total, as report_daily_counts counts it.
    expect(await filteredStats({ illness: 'flu' }, today, count)).toEqual({
      active: 2,
      monitoring: 1,
      recovered: 2,
      total: 6,
    });
  });

  it('keeps each window within the filter days, and reads none the filter days miss', async () => {
    const { count, asked } = counter(reports);
    const f = { from: dayString(today - 20), to: dayString(today - 10) };
    expect(await filteredStats(f, today, count)).toEqual({ active: 1, monitoring: 0, recovered: 1, total: 2 });
    expect(asked).toEqual(
      expect.arrayContaining([
        [-14, -10],
        [-20, -15],
        [-20, -10],
      ]),
    );
    const late = counter(reports);
    expect(await filteredStats({ from: dayString(today - 3) }, today, late.count)).toEqual({
      active: 1,
      monitoring: 1,
      recovered: 0,
      total: 2,
    });
    // The recovered window (60 to 15 days ago) lies before the filter's first day: not read.
    expect(late.asked.some(([first, last]) => first === -60 || last === -15)).toBe(false);
  });

  it('counts no one under monitoring when the filter asks for another severity', async () => {
    const { count } = counter(reports);
    expect(await filteredStats({ severity: 'mild' }, today, count)).toEqual({
      active: 1,
      monitoring: 0,
      recovered: 1,
      total: 3,
    });
    expect((await filteredStats({ severity: 'severe' }, today, count)).monitoring).toBe(1);
  });
});
