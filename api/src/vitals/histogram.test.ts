import { VITAL_BUCKETS } from '@healthwatch/contracts';
import { bucketOf, isRounded, p75Of, upperBoundOf } from './histogram';

describe('vitals histograms', () => {
  it('puts a value in the first bucket whose bound it does not exceed, and above the last in the open one', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 500)).toBe(0);
    expect(bucketOf('lcp', 510)).toBe(1);
    expect(bucketOf('lcp', 2500)).toBe(VITAL_BUCKETS.lcp.indexOf(2500));
    expect(bucketOf('lcp', 60000)).toBe(VITAL_BUCKETS.lcp.length);
    expect(bucketOf('cls', 0.1)).toBe(VITAL_BUCKETS.cls.indexOf(0.1));
    expect(bucketOf('cls', 0.11)).toBe(VITAL_BUCKETS.cls.indexOf(0.15));
    expect(upperBoundOf('inp', VITAL_BUCKETS.inp.length)).toBe(60000);
  });

  it('accepts only values rounded to the beacon step', () => {
    expect(isRounded('cls', 0.07)).toBe(true);
    expect(isRounded('cls', 0.071)).toBe(false);
    expect(isRounded('lcp', 1230)).toBe(true);
    expect(isRounded('lcp', 1234)).toBe(false);
  });

  it('answers the upper bound of the bucket holding rank ceil(0.75 n), and null for nothing', () => {
    expect(p75Of('lcp', new Map())).toBeNull();
    // 3 fast views, 1 slow: rank 3 is the third fast one.
    expect(
      p75Of(
        'lcp',
        new Map([
          [0, 3],
          [VITAL_BUCKETS.lcp.indexOf(5000), 1],
        ]),
      ),
    ).toEqual({ p75: 500, count: 4 });
    // 2 fast, 2 slow: rank 3 is slow.
    expect(
      p75Of(
        'lcp',
        new Map([
          [VITAL_BUCKETS.lcp.indexOf(5000), 2],
          [0, 2],
        ]),
      ),
    ).toEqual({ p75: 5000, count: 4 });
    expect(p75Of('inp', new Map([[VITAL_BUCKETS.inp.length, 1]]))).toEqual({ p75: 60000, count: 1 });
  });
});
