import { describeFilters } from './describe';

describe('describeFilters', () => {
  it('says what is filtered', () => {
    expect(describeFilters({})).toBe('all reports');
    expect(describeFilters({ illness: 'dengue', from: '2026-11-16', to: '2026-11-22' })).toBe(
      'Dengue, from 16 Nov 2026 to 22 Nov 2026 reports',
    );
    expect(describeFilters({ symptom: 'Fever', severity: 'severe', from: '2026-11-22', to: '2026-11-22' })).toBe(
      'with Fever, severe, on 22 Nov 2026 reports',
    );
  });
});
