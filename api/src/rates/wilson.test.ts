import fc from 'fast-check';
import { per1000, wilsonInterval } from './wilson';

describe('wilsonInterval', () => {
  it('matches published values (Newcombe 1998, table I: 81/263, 15/148, 0/20, 1/29)', () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [x, n, lower, upper] of cases) {
      const ci = wilsonInterval(x, n);
      expect(ci.lower).toBeCloseTo(lower, 4);
      expect(ci.upper).toBeCloseTo(upper, 4);
    }
  });

  it('gives 1 of 40 as 25 per 1,000 with an interval inside [0, 1000] around it', () => {
    const ci = wilsonInterval(1, 40);
    expect(per1000(ci.estimate)).toBe(25);
    expect(per1000(ci.lower)).toBe(4.4);
    expect(per1000(ci.upper)).toBe(128.8);
  });

  it('always holds the estimate inside [0, 1] bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const x = Math.floor(share * n);
        const ci = wilsonInterval(x, n);
        return ci.lower >= 0 && ci.upper <= 1 && ci.lower <= ci.estimate + 1e-12 && ci.estimate <= ci.upper + 1e-12;
      }),
    );
  });

  it('refuses an empty sample or more cases than participants', () => {
    expect(() => wilsonInterval(0, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
  });
});
