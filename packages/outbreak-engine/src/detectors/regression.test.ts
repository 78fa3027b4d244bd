import {
  baselineMemoStats,
  fitBaseline,
  levelChange,
  REGRESSION_DEFAULTS,
  regressionDetector,
  reportingRatio,
  RoundMemo,
  SANE_MULTIPLE,
} from './regression';
import { dayOfWeek } from '../model/design';

const START = 19000; // an arbitrary epoch day

/** Deterministic "noisy" counts around a mean: alternating ±1 keeps the variance known and small. */
function steady(length: number, mean: number): number[] {
  return Array.from({ length }, (_, i) => mean + (i % 2 === 0 ? 1 : -1));
}

describe('regression detector (Noufaily-style down-weighted quasi-Poisson)', () => {
  it('expects the baseline level and alarms on a clear spike', () => {
    const y = [...steady(200, 10), 30];
    const days = regressionDetector(y, START, { from: 190 });
    const last = days[200]!;
    expect(last.expected).toBeCloseTo(10, 0);
    expect(last.alarm).toBe(true);
    expect(days.slice(190, 200).some((d) => d.alarm)).toBe(false);
    // The upper bound sits between the baseline and the spike.
    expect(last.upperBound).toBeGreaterThan(10);
    expect(last.upperBound).toBeLessThan(30);
  });

  it('catches a rise spread over four days that no single day would flag', () => {
    const y = [...steady(200, 10), 16, 16, 16, 16];
    const days = regressionDetector(y, START, { from: 195 });
    expect(days[203]!.alarm).toBe(true);
    // Each of those days alone is ordinary: the same count after quiet days does not alarm.
    const alone = regressionDetector([...steady(203, 10), 16], START, { from: 195 });
    expect(alone[203]!.alarm).toBe(false);
  });

  it('alarms on one day alone only when it is ten times rarer than the threshold', () => {
    const base = steady(200, 10);
    const day = regressionDetector([...base, 0], START, { from: 200 })[200]!;
    const q = (count: number) => regressionDetector([...base, count], START, { from: 200 })[200]!;
    // After quiet days the threshold line is the day's own bound: 10^-(threshold + 1).
    expect(q(day.upperBound).alarm).toBe(false);
    expect(q(day.upperBound + 1).alarm).toBe(true);
    expect(q(day.upperBound + 1).statistic).toBeGreaterThan(REGRESSION_DEFAULTS.threshold);
    const spikeOnly = regressionDetector([...base, 0], START, { from: 200, spikeOffset: 0 })[200]!;
    expect(day.upperBound).toBeGreaterThan(spikeOnly.upperBound);
  });

  it('draws the threshold line at the count that would alarm given the days before it', () => {
    const y = [...steady(200, 10), 14, 15, 16, 0];
    const days = regressionDetector(y, START, { from: 203 });
    const line = days[203]!.upperBound;
    // The window already holds 45 reports, so the line is lower than after quiet days.
    expect(line).toBeLessThan(regressionDetector([...steady(203, 10), 0], START, { from: 203 })[203]!.upperBound);
    const at = (count: number) => regressionDetector([...y.slice(0, 203), count], START, { from: 203 })[203]!;
    expect(at(line).alarm).toBe(false);
    expect(at(line + 1).alarm).toBe(true);
  });

  it('widens the threshold when the baseline is short and sparse (the fit is uncertain)', () => {
    const sparse = Array.from({ length: 49 }, (_, i) => (i % 9 === 0 ? 1 : 0));
    const uncertain = regressionDetector(sparse, START, { from: 48 })[48]!;
    const certain = regressionDetector(sparse, START, { from: 48, predictive: false })[48]!;
    expect(uncertain.upperBound).toBeGreaterThanOrEqual(certain.upperBound);
    const rich = steady(730, 10);
    const long = regressionDetector(rich, START, { from: 729 })[729]!;
    const longPlain = regressionDetector(rich, START, { from: 729, predictive: false })[729]!;
    // Two years of data pin the mean down: the uncertainty barely moves the line.
    expect(Math.abs(long.upperBound - longPlain.upperBound)).toBeLessThanOrEqual(1);
  });

  it('does not let a past outbreak inflate the baseline', () => {
    const y = steady(200, 5);
    for (let i = 100; i < 105; i++) y[i] = 45;
    const weighted = fitBaseline(y, START, 0, 199)!;
    // An unweighted mean would be 5 + 5×40/200 = 6; down-weighting keeps it near 5.
    expect(weighted.predict(START + 200)).toBeLessThan(5.6);
  });

  it('learns the day-of-week pattern', () => {
    const y = Array.from({ length: 140 }, (_, i) => (dayOfWeek(START + i) === 0 ? 2 : 10));
    const model = fitBaseline(y, START, 0, 139)!;
    const sunday = Array.from({ length: 7 }, (_, k) => START + 140 + k).find((d) => dayOfWeek(d) === 0)!;
    expect(model.predict(sunday)).toBeCloseTo(2, 1);
    expect(model.predict(sunday + 1)).toBeCloseTo(10, 1);
  });

  it('keeps a significant trend and drops an insignificant one', () => {
    const rising = Array.from({ length: 120 }, (_, i) => Math.round(5 * Math.exp(0.01 * i)));
    expect(fitBaseline(rising, START, 0, 119)!.terms.trend).toBe(true);
    expect(fitBaseline(steady(120, 8), START, 0, 119)!.terms.trend).toBe(false);
  });

  it('guards against alarms from a handful of reports on an empty baseline', () => {
    const quiet = [...new Array<number>(60).fill(0), 1];
    expect(regressionDetector(quiet, START, { from: 60 })[60]!.alarm).toBe(false);
    const cluster = [...new Array<number>(60).fill(0), 4];
    expect(regressionDetector(cluster, START, { from: 60 })[60]!.alarm).toBe(true);
  });

  it('says nothing until a 28-day baseline ends 7 days before the calendar week being scored', () => {
    // 19005 + 35 is a multiple of 7, so day 35 starts a block whose baseline is days 0–27.
    const aligned = 19005;
    const days = regressionDetector([...steady(34, 5), 40], aligned);
    expect(days.every((d) => Number.isNaN(d.statistic) && !d.alarm)).toBe(true);
    const enough = regressionDetector([...steady(35, 5), 40], aligned);
    expect(enough[35]!.alarm).toBe(true);
  });

  it('gives the same verdicts whichever day scoring starts from', () => {
    const y = [...steady(120, 6), 9, 14, 20];
    const late = regressionDetector(y, START, { from: 110 });
    const early = regressionDetector(y, START, { from: 60 });
    expect(late.slice(110).map((d) => d.statistic)).toEqual(early.slice(110).map((d) => d.statistic));
  });

  it('scores a short, sparse history with converged baselines and plausible expectations', () => {
    // A place's first weeks: a report every few days, some weekdays never seen.
    // Seeded with the previous week's fit (a weekday's coefficient near −∞),
    // IRLS used to diverge here to expectations of 1e13 reports a day.
    const y =
      '0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,1,1,0,0,2,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,1,1,0,0,0,0,0,1,0,0,0,1,2,1,0,0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,2,0,2,0,0,0,4,0,0,1,1,0,2,2,0,2,0,1,1,3,0,0,0,0,1,1,0,0,2,0,1,1,1,0,0,2,0,3,2,1,0,1,0,1,4,0'
        .split(',')
        .map(Number);
    const rare =
      '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,1,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0'
        .split(',')
        .map(Number);
    for (const series of [y, rare]) {
      const days = regressionDetector(series, 19268, { from: 0 });
      expect(days).toHaveLength(series.length);
      const max = Math.max(...series);
      // Every block from the first 28-day baseline on (day 38 here) gets one.
      const scored = days.slice(38);
      for (const d of scored) {
        expect(d.baselineRejected).toBeUndefined();
        expect(d.expected).toBeGreaterThan(0);
        expect(d.expected).toBeLessThanOrEqual(max + 1);
        // The threshold line carries the fit's uncertainty, wide on a few reports with a trend carried forward.
        expect(d.upperBound).toBeLessThanOrEqual(SANE_MULTIPLE * (max + 1));
        expect(d.dispersion).toBeLessThan(2);
      }
      for (let block = Math.floor((19268 + 38) / 7); block * 7 < 19268 + series.length; block++) {
        const end = block * 7 - 19268 - 8;
        const previous = fitBaseline(series, 19268, 0, end - 7);
        const seeded = fitBaseline(series, 19268, 0, end, previous)!;
        const fresh = fitBaseline(series, 19268, 0, end)!;
        expect(seeded.fit.converged).toBe(true);
        // The previous week's fit only seeds the iterations.
        for (let k = 0; k < 7; k++) expect(seeded.predict(block * 7 + k)).toBeCloseTo(fresh.predict(block * 7 + k), 4);
      }
    }
  });

  it('fits converged, plausible baselines on many short sparse histories', () => {
    // Poisson counts at 0.05–0.8 a day over 60–200 days, from a fixed LCG.
    let state = 12345;
    const uniform = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const poisson = (rate: number) => {
      let k = 0;
      for (let p = uniform(); p > Math.exp(-rate); p *= uniform()) k++;
      return k;
    };
    for (let s = 0; s < 40; s++) {
      const rate = [0.05, 0.1, 0.2, 0.4, 0.8][s % 5]!;
      const y = Array.from({ length: 60 + ((s * 37) % 141) }, () => poisson(rate));
      const start = START + (s % 7);
      const max = Math.max(...y);
      const days = regressionDetector(y, start, { from: 0 });
      for (const d of days.slice(41)) {
        expect(d.baselineRejected).toBeUndefined();
        // Far inside the 10 × (max + 1) limit: a trend may lift it a little past the data.
        expect(d.expected).toBeLessThanOrEqual(2 * (max + 1));
        expect(d.upperBound).toBeLessThanOrEqual(SANE_MULTIPLE * (max + 1));
      }
    }
  });

  it('leaves out day-of-week effects while a weekday has had no report', () => {
    const y = steady(42, 2);
    for (let i = 0; i < 42; i++) if (dayOfWeek(START + i) === 3) y[i] = 0;
    expect(fitBaseline(y, START, 0, 41)!.terms.dayOfWeek).toBe(false);
    y[41 - ((dayOfWeek(START + 41) - 3 + 7) % 7)] = 1;
    expect(fitBaseline(y, START, 0, 41)!.terms.dayOfWeek).toBe(true);
  });

  it('reports no baseline for a day whose expectation would pass 10 × (largest baseline count + 1)', () => {
    // A steady rise that the trend term captures; with a 60-day guard the
    // baseline is extrapolated two months, past any plausible expectation.
    const y = Array.from({ length: 200 }, (_, i) => Math.round(3 * Math.exp(0.05 * i)));
    const days = regressionDetector(y, START, { from: 150, guard: 60 });
    const rejected = days.slice(150).filter((d) => d.baselineRejected);
    expect(rejected.length).toBeGreaterThan(0);
    for (const d of rejected) {
      expect(d.expected).toBeNaN();
      expect(d.upperBound).toBeNaN();
      expect(d.alarm).toBe(false);
    }
    for (const d of days.slice(150))
      if (!d.baselineRejected) expect(d.expected).toBeLessThanOrEqual(10 * (Math.max(...y.slice(0, d.index - 60)) + 1));
    // With the usual 7-day guard the same series is assessed throughout.
    expect(
      regressionDetector(y, START, { from: 150 })
        .slice(150)
        .every((d) => Number.isFinite(d.expected)),
    ).toBe(true);
  });

  describe('a lasting change in who reports', () => {
    it('finds where the last weeks of a baseline depart from its fit', () => {
      const y = [...steady(300, 8), ...steady(40, 16)];
      const flat = y.map(() => 10);
      expect(levelChange(y, flat, 1)).toBe(300);
      expect(levelChange(steady(340, 8), steady(340, 8), 1)).toBeNull();
    });

    it('follows reporters who joined instead of alarming for months', () => {
      // Two years at 8 a day, then 20 a day for two months: a two-year baseline follows slowly.
      const y = [...steady(700, 8), ...steady(60, 20)];
      const shifted = regressionDetector(y, START, { from: 720 });
      const fixed = regressionDetector(y, START, { from: 720, levelShift: false });
      expect(fixed.slice(720).filter((d) => d.alarm).length).toBeGreaterThan(20);
      expect(fixed[759]!.expected).toBeLessThan(15);
      expect(shifted.slice(720).some((d) => d.alarm)).toBe(false);
      expect(shifted[759]!.expected).toBeCloseTo(20, 0);
    });

    it('finds an outbreak after reporters left, which the old level would hide', () => {
      const y = [...steady(400, 20), ...steady(60, 6), 14, 14, 14, 14];
      const shifted = regressionDetector(y, START, { from: 455 });
      const fixed = regressionDetector(y, START, { from: 455, levelShift: false });
      expect(shifted.slice(455, 460).some((d) => d.alarm)).toBe(false);
      expect(shifted[463]!.alarm).toBe(true);
      expect(fixed[463]!.alarm).toBe(false);
    });

    it('does not take a past outbreak for a change of level', () => {
      const y = steady(400, 8);
      for (let i = 370; i < 380; i++) y[i] = 30;
      const model = fitBaseline(y, START, 0, 399)!;
      expect(model.terms.levelFrom).toBeUndefined();
      expect(model.predict(START + 410)).toBeCloseTo(8, 0);
    });
  });

  describe("beside the area's other reports", () => {
    // 400 days at 8 a day, then 10 days at twice that; the area's other illnesses at 40 a day.
    const illness = [...steady(400, 8), ...steady(10, 16)];
    const alarmsIn = (days: ReturnType<typeof regressionDetector>) => days.slice(402).filter((d) => d.alarm).length;

    it('takes a rise shared with every other illness for more people reporting, not an outbreak', () => {
      const others = [...steady(400, 40), ...steady(10, 80)];
      const alone = regressionDetector(illness, START, { from: 402 });
      const beside = regressionDetector(illness, START, { from: 402, companions: [others] });
      expect(alarmsIn(alone)).toBeGreaterThan(5);
      expect(alarmsIn(beside)).toBe(0);
      const late = beside[409]!;
      // The companion's rise (×2), and the expectation scaled with it.
      expect(late.reportingRatio).toBeGreaterThan(1.8);
      expect(late.reportingRatio).toBeLessThan(2.2);
      expect(late.expected).toBeCloseTo(8 * late.reportingRatio!, 0);
    });

    it('still alarms when this illness rises alone', () => {
      const beside = regressionDetector(illness, START, { from: 402, companions: [steady(410, 40)] });
      expect(alarmsIn(beside)).toBeGreaterThan(5);
      expect(beside.slice(402).every((d) => (d.reportingRatio ?? 1) < 1.01)).toBe(true);
    });

    it('is not made more sensitive by a fall in the other reports', () => {
      const quiet = steady(410, 8);
      const others = [...steady(400, 40), ...steady(10, 10)];
      const beside = regressionDetector(quiet, START, { from: 402, companions: [others] });
      const alone = regressionDetector(quiet, START, { from: 402 });
      expect(beside.slice(402).map((d) => d.statistic)).toEqual(alone.slice(402).map((d) => d.statistic));
    });

    it('still finds this illness rising beside a sparse companion that does not', () => {
      // A report every third day; the window's chance excess scales the expectation a little, not away.
      const others = Array.from({ length: 410 }, (_, i) => (i % 3 === 0 ? 1 : 0));
      const beside = regressionDetector(illness, START, { from: 402, companions: [others] });
      expect(alarmsIn(beside)).toBeGreaterThan(5);
      expect(beside.slice(402).every((d) => (d.reportingRatio ?? 1) < 1.5)).toBe(true);
    });

    it('reads a sparse companion at its lower bound when asked (companionZ), and at its estimate by default', () => {
      // The companion rises from a report every third day to one a day: ×3, on a handful of reports.
      const others = [...Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 1 : 0)), ...steady(10, 1)];
      const estimate = regressionDetector(illness, START, { from: 402, companions: [others] });
      const bound = regressionDetector(illness, START, { from: 402, companions: [others], companionZ: 1.645 });
      expect(estimate[409]!.reportingRatio).toBeGreaterThan(2);
      expect(bound[409]!.reportingRatio ?? 1).toBeLessThan(estimate[409]!.reportingRatio!);
      expect(alarmsIn(bound)).toBeGreaterThan(alarmsIn(estimate));
    });

    it('does not take one other illness breaking out for more people reporting', () => {
      // Three other illnesses; the largest doubles over the same days as this illness, the other two stay put.
      const flu = [...steady(400, 40), ...steady(10, 80)];
      const quietOnes = [steady(410, 25), steady(410, 25)];
      const summed = flu.map((n, t) => n + quietOnes[0]![t]! + quietOnes[1]![t]!);
      const oneByOne = regressionDetector(illness, START, { from: 402, companions: [flu, ...quietOnes] });
      const asSum = regressionDetector(illness, START, { from: 402, companions: [summed] });
      expect(alarmsIn(oneByOne)).toBeGreaterThan(5);
      expect(oneByOne.slice(402).every((d) => (d.reportingRatio ?? 1) < 1.05)).toBe(true);
      // Read as their sum, the flu outbreak passes for 1.4× more people reporting and hides this illness's rise.
      expect(asSum[409]!.reportingRatio).toBeGreaterThan(1.3);
      expect(alarmsIn(asSum)).toBeLessThan(alarmsIn(oneByOne));
    });

    it('still takes a rise of every other illness for more people reporting', () => {
      const others = [30, 10, 10].map((n) => [...steady(400, n), ...steady(10, 2 * n)]);
      const beside = regressionDetector(illness, START, { from: 402, companions: others });
      expect(alarmsIn(beside)).toBe(0);
      expect(beside[409]!.reportingRatio).toBeGreaterThan(1.8);
    });

    it('takes the weighted median of the other illnesses, none outweighing the rest together, the lower on a tie', () => {
      const reading = (observed: number, mean: number, dispersion = 1) => ({
        observed,
        expected: { mean, dispersion },
      });
      // Two illnesses: the lower.
      expect(reportingRatio([reading(80, 40), reading(60, 40)], 0)).toBeCloseTo(60.5 / 40.5, 6);
      // Weights are expected count over dispersion: the two that rose outweigh the one that did not…
      expect(reportingRatio([reading(40, 20), reading(40, 20), reading(30, 30)], 0)).toBeCloseTo(40.5 / 20.5, 6);
      // …until it is less overdispersed than they are.
      expect(reportingRatio([reading(40, 20, 4), reading(40, 20, 4), reading(30, 30)], 0)).toBe(1);
      // A dominant illness rising alone (an outbreak of "unknown") is not more people reporting…
      expect(reportingRatio([reading(200, 100), reading(10, 10), reading(10, 10)], 0)).toBe(1);
      // …but all of them rising is.
      expect(reportingRatio([reading(200, 100), reading(20, 10), reading(20, 10)], 0)).toBeCloseTo(20.5 / 10.5, 6);
      // Illnesses with nothing expected are left out; none left means no rise.
      expect(reportingRatio([reading(5, 0), reading(20, 10)], 0)).toBeCloseTo(20.5 / 10.5, 6);
      expect(reportingRatio([reading(5, 0)], 0)).toBe(1);
      expect(reportingRatio([], 0)).toBe(1);
    });

    it('reads a rise only as far as its lower confidence bound', () => {
      expect(reportingRatio([{ observed: 40, expected: { mean: 40, dispersion: 1 } }], 1.645)).toBe(1);
      expect(reportingRatio([{ observed: 20, expected: { mean: 40, dispersion: 1 } }], 1.645)).toBe(1);
      const estimate = reportingRatio([{ observed: 80, expected: { mean: 40, dispersion: 1 } }], 0);
      expect(estimate).toBeCloseTo(80.5 / 40.5, 6);
      const bound = reportingRatio([{ observed: 80, expected: { mean: 40, dispersion: 1 } }], 1.645);
      expect(bound).toBeCloseTo(estimate * Math.exp(-1.645 / Math.sqrt(40)), 6);
      // More overdispersion, a wider interval, a smaller ratio.
      expect(reportingRatio([{ observed: 80, expected: { mean: 40, dispersion: 4 } }], 1.645)).toBeLessThan(bound);
    });
  });
});

describe('regression detector on rates (participants as the denominator)', () => {
  /** n participants a day, of whom a steady 5 % are ill (alternating ±1 case, so the variance is known). */
  function rated(participants: number[]): number[] {
    return participants.map((n, i) => Math.round(n * 0.05) + (i % 2 === 0 ? 1 : -1));
  }

  it('does not alarm when only the number of participants rises', () => {
    const participants = [...new Array<number>(200).fill(200), ...new Array<number>(14).fill(600)];
    const cases = rated(participants);
    const asRates = regressionDetector(cases, START, { from: 200, exposure: participants });
    expect(asRates.slice(200).every((d) => d.rated && !d.alarm)).toBe(true);
    expect(asRates[210]!.expected).toBeCloseTo(30, 0);
    // Judged as counts, the same tripling is an alarm.
    const asCounts = regressionDetector(cases, START, { from: 200 });
    expect(asCounts.slice(200).some((d) => d.alarm)).toBe(true);
  });

  it('alarms when the share of participants who are ill rises', () => {
    const participants = new Array<number>(204).fill(200);
    const cases = rated(participants);
    for (let t = 200; t < 204; t++) cases[t] = 18;
    const days = regressionDetector(cases, START, { from: 200, exposure: participants });
    expect(days[203]!.rated).toBe(true);
    expect(days[203]!.alarm).toBe(true);
    expect(days[203]!.statistic).toBeGreaterThan(REGRESSION_DEFAULTS.rateThreshold);
  });

  it('expects nothing on a day nobody took part, and fits around it', () => {
    const participants = Array.from({ length: 210 }, (_, i) => (i % 7 === 3 ? 0 : 200));
    const cases = participants.map((n, i) => (n === 0 ? 0 : 10 + (i % 2 === 0 ? 1 : -1)));
    const days = regressionDetector(cases, START, { from: 196, exposure: participants });
    for (const d of days.slice(196)) {
      expect(d.alarm).toBe(false);
      if (participants[d.index] === 0) expect(d.expected).toBe(0);
      else expect(d.expected).toBeCloseTo(10, 0);
    }
  });

  it('judges a series as counts, exactly as without participants, where too few take part', () => {
    const participants = new Array<number>(214).fill(2);
    const cases = steady(214, 10);
    cases[213] = 30;
    const sparse = regressionDetector(cases, START, { from: 200, exposure: participants });
    const plain = regressionDetector(cases, START, { from: 200 });
    expect(sparse).toEqual(plain);
    expect(sparse.some((d) => d.rated)).toBe(false);
  });

  it('reads a rate only over the weeks since participation became dense enough', () => {
    const participants = [...new Array<number>(150).fill(2), ...new Array<number>(64).fill(300)];
    const cases = participants.map((n, i) => (n === 2 ? 1 : 15 + (i % 2 === 0 ? 1 : -1)));
    const days = regressionDetector(cases, START, { from: 200, exposure: participants });
    expect(days.slice(200).every((d) => d.rated)).toBe(true);
    expect(days.slice(200).some((d) => d.alarm)).toBe(false);
  });
});

describe('RoundMemo: the fits one round used, kept for the next', () => {
  const wavy = (seed: number) => Array.from({ length: 300 }, (_, i) => 8 + ((i * seed) % 5) + (i % 7 === 0 ? 3 : 0));
  const score = (y: number[], fits?: RoundMemo) =>
    regressionDetector(y, START, { from: 290, ...(fits ? { fits } : {}) });
  const fitsOf = (run: () => void) => {
    const before = baselineMemoStats().fitsComputed;
    run();
    return baselineMemoStats().fitsComputed - before;
  };

  it('answers as the detector without it, and a second round fits nothing again', () => {
    const memo = new RoundMemo();
    const [a, b] = [wavy(3), wavy(7)];
    let first: ReturnType<typeof score> = [];
    expect(fitsOf(() => (first = score(a, memo)))).toBeGreaterThan(0);
    score(b, memo);
    memo.nextRound();
    let again: ReturnType<typeof score> = [];
    expect(
      fitsOf(() => {
        again = score(a, memo);
        score(b, memo);
      }),
    ).toBe(0);
    expect(again).toEqual(first);
    expect(first.map((d) => [d.expected, d.upperBound, d.alarm])).toEqual(
      score(a).map((d) => [d.expected, d.upperBound, d.alarm]),
    );
  });

  it('gives back a count and a rate baseline exactly as fitted, across rounds', () => {
    const memo = new RoundMemo();
    const participants = Array.from({ length: 300 }, (_, i) => 150 + ((i * 7) % 40));
    const cases = participants.map((n, i) => Math.round(n * 0.05) + (i % 3));
    const rates = (fits?: RoundMemo) =>
      regressionDetector(cases, START, { from: 290, exposure: participants, ...(fits ? { fits } : {}) });
    const counts = score(wavy(5));
    const asRates = rates();
    expect(asRates.slice(290).every((d) => d.rated)).toBe(true);
    score(wavy(5), memo);
    rates(memo);
    memo.nextRound();
    expect(
      fitsOf(() => {
        expect(score(wavy(5), memo)).toEqual(counts);
        expect(rates(memo)).toEqual(asRates);
      }),
    ).toBe(0);
  });

  it('forgets a fit that a whole round did not use', () => {
    const memo = new RoundMemo();
    const [a, b] = [wavy(3), wavy(11)];
    score(a, memo);
    memo.nextRound();
    score(b, memo);
    memo.nextRound();
    // a was used two rounds ago: it is fitted again.
    expect(fitsOf(() => score(a, memo))).toBeGreaterThan(0);
    expect(fitsOf(() => score(b, memo))).toBe(0);
  });

  it('keeps at most its limit of fits for the next round, and fits the rest again', () => {
    const memo = new RoundMemo(1);
    const [a, b] = [wavy(3), wavy(11)];
    score(a, memo);
    score(b, memo);
    // Past the limit, a fit still serves the series scored right after it.
    expect(fitsOf(() => score(b, memo))).toBe(0);
    memo.nextRound();
    // 300 other series (600 fits): b's leave the recent ones too.
    const other = (k: number) => wavy(3).map((v) => v + k);
    for (let k = 1; k <= 300; k++) score(other(k), memo);
    expect(fitsOf(() => score(b, memo))).toBeGreaterThan(0);
  });
});
