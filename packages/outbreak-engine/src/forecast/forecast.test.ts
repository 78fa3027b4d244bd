import { forecast } from './forecast';
import { growthRate } from './growth';

const START = 19000;

describe('forecast', () => {
  it('projects a steady level with nested 80% and 95% intervals', () => {
    const y = Array.from({ length: 56 }, (_, i) => 10 + (i % 2 === 0 ? 2 : -2));
    const points = forecast(y, START, 14)!;
    expect(points).toHaveLength(14);
    expect(points[0]!.day).toBe(START + 56);
    for (const p of points) {
      expect(p.expected).toBeGreaterThan(8);
      expect(p.expected).toBeLessThan(12);
      expect(p.lower95).toBeLessThanOrEqual(p.lower80);
      expect(p.lower80).toBeLessThanOrEqual(Math.ceil(p.expected));
      expect(p.upper80).toBeGreaterThanOrEqual(Math.floor(p.expected));
      expect(p.upper95).toBeGreaterThanOrEqual(p.upper80);
    }
  });

  it('carries a rise forward and widens with the horizon', () => {
    const y = Array.from({ length: 56 }, (_, i) => Math.round(5 * Math.exp(0.04 * i)));
    const points = forecast(y, START, 14)!;
    expect(points[13]!.expected).toBeGreaterThan(points[0]!.expected);
    expect(points[0]!.expected).toBeGreaterThan(y[55]! * 0.9);
    expect(points[13]!.upper95 - points[13]!.lower95).toBeGreaterThan(points[0]!.upper95 - points[0]!.lower95);
  });

  it('declines with under 14 days or no reports', () => {
    expect(forecast([1, 2, 3], START, 7)).toBeNull();
    expect(forecast(new Array<number>(30).fill(0), START, 7)).toBeNull();
  });
});

describe('growth rate and doubling time', () => {
  it('recovers r and ln2/r from exponential counts', () => {
    const y = Array.from({ length: 14 }, (_, i) => 20 * Math.exp(0.1 * i));
    const g = growthRate(y)!;
    expect(g.ratePerDay).toBeCloseTo(0.1, 6);
    expect(g.doublingTimeDays).toBeCloseTo(Math.LN2 / 0.1, 4);
    expect(g.significant).toBe(true);
  });

  it('has no doubling time when falling, and needs 10 reports', () => {
    const falling = Array.from({ length: 14 }, (_, i) => Math.round(40 * Math.exp(-0.1 * i)));
    expect(growthRate(falling)!.doublingTimeDays).toBeNull();
    expect(growthRate(new Array<number>(14).fill(0).map((_, i) => (i < 9 ? 1 : 0)))).toBeNull();
  });
});
