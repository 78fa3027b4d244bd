import { Random } from '../random';
import { classPOf, judgeAgainst } from './reference-judge';

describe("a day's judge", () => {
  /** Reference maxima of 12 classes over n days: each class its own level and spread, one class never above 0. */
  function reference(n: number, seed: number): Float64Array[] {
    const random = new Random(seed);
    const level = Array.from({ length: 12 }, (_, j) => (j === 5 ? 0 : 0.5 + 20 * random.uniform()));
    const spread = Array.from({ length: 12 }, () => 0.05 + 5 * random.uniform());
    return Array.from({ length: n }, () =>
      Float64Array.from(level, (l, j) =>
        l === 0 ? 0 : Math.max(0, l + spread[j]! * -Math.log(-Math.log(random.uniform()))),
      ),
    );
  }

  it("cuts each class's llr just below where its cylinders could be kept, and never above", () => {
    let cuts = 0;
    for (const seed of [1, 2, 3])
      for (const n of [99, 200, 365])
        for (const maxP of [0.01, 0.02, 0.05, 0.2]) {
          const judge = judgeAgainst(reference(n, seed), 12, maxP);
          expect(judge.below).toBeGreaterThan(0);
          expect(judge.below).toBeLessThan(1);
          judge.floor.forEach((floor, j) => {
            const margin = 1e-5 * (Math.abs(floor) + judge.fits[j]!.scale);
            // Under the floor nothing is kept (the p-value only falls as the llr grows)...
            expect([j, classPOf(judge.fits, j, floor) >= judge.below]).toEqual([j, true]);
            // ...and just above it a cylinder is: the floor spares no more than rounding needs.
            expect([j, classPOf(judge.fits, j, floor + margin) < judge.below]).toEqual([j, true]);
            cuts++;
          });
        }
    expect(cuts).toBe(3 * 3 * 4 * 12);
  });

  it('keeps every cylinder with an excess at a line of 1, and none at a line below any p-value', () => {
    const all = judgeAgainst(reference(200, 4), 12, 1);
    expect(all.below).toBe(Number.POSITIVE_INFINITY);
    expect([...all.floor]).toEqual(Array(12).fill(0));
    const none = judgeAgainst(reference(200, 4), 12, 1 / 300);
    expect(none.below).toBe(0);
    expect([...none.floor]).toEqual(Array(12).fill(Number.POSITIVE_INFINITY));
  });
});
