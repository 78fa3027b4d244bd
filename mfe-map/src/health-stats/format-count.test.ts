import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12345, 1234567, 1000000, -4321, 1234.5, 0.25])('matches en-US grouping for %p', (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  });

  it('leaves non-finite values readable', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
