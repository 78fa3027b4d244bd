import { ears, earsFirstIndex, EARS_DEFAULT_THRESHOLDS } from './ears';

// Values computed by hand (mean and sample SD, n − 1) and checked with Python's statistics module.
const y = [4, 6, 5, 3, 7, 5, 4, 6, 5, 9, 10, 12];

describe('EARS C1/C2/C3 as CDC defines them', () => {
  it('uses CDC thresholds: C1 > 3, C2 > 3, C3 > 2', () => {
    expect(EARS_DEFAULT_THRESHOLDS).toEqual({ C1: 3, C2: 3, C3: 2 });
  });

  it('C1 standardises today by the 7 days before it', () => {
    const days = ears(y, 'C1');
    // baseline y[0..6] = 4,6,5,3,7,5,4: mean 34/7 = 4.857, SD 1.3452
    expect(days[7]!.expected).toBeCloseTo(4.857143, 5);
    expect(days[7]!.statistic).toBeCloseTo((6 - 34 / 7) / 1.345185, 4);
    expect(days[7]!.alarm).toBe(false);
    // baseline y[4..10]: mean 6.5714, SD 2.2254 → C1 = 2.4394, under 3
    expect(days[11]!.statistic).toBeCloseTo(2.439375, 4);
    expect(days[11]!.alarm).toBe(false);
  });

  it('C2 skips a two-day guard band', () => {
    const days = ears(y, 'C2');
    // C2(9): baseline y[0..6] → (9 − 4.857) / 1.3452 = 3.0798 > 3 → alarm
    expect(days[9]!.statistic).toBeCloseTo(3.079767, 4);
    expect(days[9]!.alarm).toBe(true);
    // C2(11): baseline y[2..8] = 5,3,7,5,4,6,5: mean 5, SD 1.2910 → 5.4222
    expect(days[11]!.statistic).toBeCloseTo(5.422177, 4);
  });

  it('C3 sums max(0, C2 − 1) over today and the two days before', () => {
    const days = ears(y, 'C3');
    // (3.0798 − 1) + (3.6108 − 1) + (5.4222 − 1) = 9.1127
    expect(days[11]!.statistic).toBeCloseTo(9.112704, 4);
    expect(days[11]!.alarm).toBe(true);
  });

  it('scores nothing before its baseline exists (C1 from day 8, C2 from day 10, C3 from day 12)', () => {
    expect(earsFirstIndex('C1')).toBe(7);
    expect(earsFirstIndex('C2')).toBe(9);
    expect(earsFirstIndex('C3')).toBe(11);
    expect(ears(y, 'C1')[6]!.statistic).toBeNaN();
    expect(ears(y, 'C2')[8]!.statistic).toBeNaN();
    expect(ears(y, 'C3')[10]!.statistic).toBeNaN();
    expect(
      ears(y, 'C3')
        .slice(0, 11)
        .some((d) => d.alarm),
    ).toBe(false);
  });

  it('treats a rise over a flat baseline as infinitely unusual unless minSigma is set', () => {
    const flat = [2, 2, 2, 2, 2, 2, 2, 3];
    expect(ears(flat, 'C1')[7]!.statistic).toBe(Number.POSITIVE_INFINITY);
    expect(ears(flat, 'C1')[7]!.alarm).toBe(true);
    expect(ears(flat, 'C1', { minSigma: 0.5 })[7]!.statistic).toBeCloseTo(2, 10);
    expect(ears([2, 2, 2, 2, 2, 2, 2, 2], 'C1')[7]!.statistic).toBe(0);
  });

  it('reports the count that would alarm as the upper bound', () => {
    const d = ears(y, 'C1')[7]!;
    expect(d.upperBound).toBeCloseTo(34 / 7 + 3 * 1.345185, 4);
  });
});
