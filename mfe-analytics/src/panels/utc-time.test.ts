import { formatUtcTime } from './utc-time';

describe('formatUtcTime', () => {
  it('writes the instant in UTC, whatever the offset it was given in', () => {
    expect(formatUtcTime('2026-11-22T03:40:59.000Z')).toBe('2026-11-22 03:40 UTC');
    expect(formatUtcTime('2026-01-05T23:07:00+05:30')).toBe('2026-01-05 17:37 UTC');
  });

  it('leaves an unreadable value as it came', () => {
    expect(formatUtcTime('soon')).toBe('soon');
  });
});
