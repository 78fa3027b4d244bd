import fc from 'fast-check';
import { agreement, MAX_LAG_WEEKS, pairsAtLag, pearson } from './agreement';

describe('pearson', () => {
  it('matches a value worked by hand and the textbook extremes', () => {
    // x = 1..5, y = 2,4,5,4,5: sxy = 6, sxx = 10, syy = 6 → r = 6 / sqrt(60)
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(6 / Math.sqrt(60), 12);
    expect(pearson([1, 2, 3, 4, 5], [10, 20, 30, 40, 50])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('is null without variance or below the fewest weeks, and refuses series of two lengths', () => {
    expect(pearson([1, 1, 1, 1, 1], [1, 2, 3, 4, 5])).toBeNull();
    expect(pearson([1, 2, 3, 4], [1, 2, 3, 4])).toBeNull();
    expect(() => pearson([1, 2], [1])).toThrow(RangeError);
  });

  it('is symmetric, bounded and unchanged by a positive linear rescaling', () => {
    const series = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 5, maxLength: 30 });
    fc.assert(
      fc.property(series, fc.integer({ min: 1, max: 100 }), fc.integer({ min: -50, max: 50 }), (x, k, c) => {
        const y = x.map((v, i) => v * ((i % 3) - 1) + i);
        const r = pearson(x, y);
        if (r === null) return true;
        const scaled = pearson(
          x.map((v) => v * k + c),
          y,
        );
        return (
          Math.abs(r) <= 1 &&
          Math.abs((pearson(y, x) as number) - r) < 1e-9 &&
          scaled !== null &&
          Math.abs(scaled - r) < 1e-9
        );
      }),
    );
  });
});

describe('pairsAtLag', () => {
  it('pairs a[t] with b[t + lag], skipping weeks either lacks', () => {
    expect(pairsAtLag([1, 2, null, 4], [10, 20, 30, 40], 1)).toEqual({ x: [1, 2], y: [20, 30] });
    expect(pairsAtLag([1, 2, 3, 4], [10, null, 30, 40], -1)).toEqual({ x: [2, 4], y: [10, 30] });
  });
});

describe('agreement', () => {
  const wave = (n: number, shift: number) =>
    Array.from({ length: n }, (_, t) => 10 + 40 * Math.exp(-(((t - 12 - shift) / 3) ** 2)) + (t % 2));

  it('finds the lead of a series that runs ahead by 2 weeks as lag +2, and 1 at that lag', () => {
    const healthwatch = wave(26, 0);
    const official = [null, null, ...healthwatch.slice(0, 24)];
    const a = agreement(healthwatch, official);
    expect(a.lag).toBe(2);
    expect(a.rAtLag).toBeCloseTo(1, 9);
    expect(a.weeksAtLag).toBe(24);
    expect(a.weeksCompared).toBe(24);
    expect(a.r).toBeLessThan(0.9);
  });

  it('finds a lag of −3 when the official series leads, and every lag within ±8 weeks', () => {
    for (const lead of [-8, -3, 0, 5, 8]) {
      const base = wave(40, 0);
      const official = base.map((_, t) => (t - lead >= 0 && t - lead < 40 ? base[t - lead]! : null));
      expect(agreement(base, official).lag).toBe(lead);
    }
    expect(MAX_LAG_WEEKS).toBe(8);
  });

  it('has no r and no lag with too few weeks in common', () => {
    expect(agreement([1, 2, 3, null, null, null], [null, null, null, 4, 5, 6])).toEqual({
      r: null,
      weeksCompared: 0,
      lag: null,
      rAtLag: null,
      weeksAtLag: 0,
    });
  });
});
