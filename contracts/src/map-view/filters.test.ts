import { parseMapFilters, reportMatchesFilters } from './filters';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('parseMapFilters', () => {
  it('accepts known names and an ordered range', () => {
    expect(
      parseMapFilters(
        { illness: 'dengue', symptom: 'Fever', severity: 'severe', from: '2026-11-01', to: '2026-11-22' },
        NOW,
      ),
    ).toEqual({
      ok: true,
      filters: { illness: 'dengue', symptom: 'Fever', severity: 'severe', from: '2026-11-01', to: '2026-11-22' },
    });
    expect(parseMapFilters({ illness: '', to: '' }, NOW)).toEqual({ ok: true, filters: {} });
  });

  it.each([
    [{ illness: 'plague' }, /illness must be one of/],
    [{ symptom: 'fever' }, /symptom must be one of/],
    [{ severity: 'deadly' }, /severity must be one of/],
    [{ from: '2026-02-31' }, /from must be a calendar day/],
    [{ to: '22/11/2026' }, /to must be a calendar day/],
    [{ from: '1999-12-31' }, /from must be a day between 2020-01-01 and 2026-11-23/],
    [{ to: '9999-01-01' }, /to must be a day between/],
    [{ from: '2026-11-10', to: '2026-11-09' }, /from must not be after to/],
  ])('refuses %j', (raw, message) => {
    const r = parseMapFilters(raw, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('allows tomorrow (UTC) for visitors ahead of UTC, not the day after', () => {
    expect(parseMapFilters({ to: '2026-11-23' }, NOW).ok).toBe(true);
    expect(parseMapFilters({ to: '2026-11-24' }, NOW).ok).toBe(false);
  });
});

describe('reportMatchesFilters', () => {
  const report = {
    illnessType: 'dengue',
    severity: 'mild',
    symptoms: ['Fever', 'Chills'],
    createdAt: '2026-11-20T23:30:00Z',
  };

  it('matches on every given field', () => {
    expect(reportMatchesFilters(report, {})).toBe(true);
    expect(reportMatchesFilters(report, { illness: 'dengue', symptom: 'Chills', severity: 'mild' })).toBe(true);
    expect(reportMatchesFilters(report, { illness: 'flu' })).toBe(false);
    expect(reportMatchesFilters(report, { symptom: 'Cough' })).toBe(false);
    expect(reportMatchesFilters(report, { severity: 'severe' })).toBe(false);
  });

  it('compares UTC days inclusively', () => {
    expect(reportMatchesFilters(report, { from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(reportMatchesFilters(report, { from: '2026-11-21' })).toBe(false);
    expect(reportMatchesFilters(report, { to: '2026-11-19' })).toBe(false);
  });
});
