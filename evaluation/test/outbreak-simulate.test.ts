import { createHash } from 'node:crypto';
import { Random } from '@healthwatch/outbreak-engine';
import {
  baselineMean,
  inArea,
  NEW_PATTERN_SCENARIOS,
  othersMean,
  type Others,
  SCENARIOS,
  type Scenario,
  simulate,
  START_DAY,
} from '../outbreak/simulate';

/**
 * The series of the thirteen existing scenarios for seed 20130401, k ∈ {2, 4, 6, 8, 10}, two replicates each,
 * hashed before the generator learnt outbreak shapes, reporting steps, holidays and short histories: those
 * additions must leave the published figures reproducible.
 */
const EXISTING_SERIES_SHA256 = 'a01551c28c52011a1f871b35e6a9409ebbce10753ca6b132ad9c91524712dc89';

describe('outbreak simulation', () => {
  it('gives the existing scenarios byte-identical series for the same seed', () => {
    const rng = new Random(20130401);
    const hash = createHash('sha256');
    for (const scenario of [...SCENARIOS, ...NEW_PATTERN_SCENARIOS])
      for (const k of [2, 4, 6, 8, 10])
        for (let r = 0; r < 2; r++) hash.update(`${JSON.stringify(simulate(rng, scenario, k))}\n`);
    expect(hash.digest('hex')).toBe(EXISTING_SERIES_SHA256);
  });

  it('starts on Saturday 1 January 2022 with weekend reporting below weekdays', () => {
    expect(new Date(START_DAY * 86_400_000).toISOString().slice(0, 10)).toBe('2022-01-01');
    const flat = { name: 'flat', level: 10, trendPerYear: 0, seasonal: 0, dispersion: 1 };
    // Day 0 is a Saturday (factor 0.7), day 1 a Sunday (0.6), day 2 a Monday (1.25).
    expect(baselineMean(flat, 0)).toBeCloseTo(7, 10);
    expect(baselineMean(flat, 1)).toBeCloseTo(6, 10);
    expect(baselineMean(flat, 2)).toBeCloseTo(12.5, 10);
  });

  // A baseline so low that nearly every count is an outbreak case, and an outbreak of a few hundred cases.
  const quiet: Scenario = {
    name: 'quiet',
    level: 0.01,
    trendPerYear: 0,
    seasonal: 0,
    dispersion: 1,
    pastOutbreaks: { count: 0, kMin: 0, kMax: 0 },
  };
  const casesByDay = (shape: Scenario['outbreakShape']) => {
    const rng = new Random(7);
    const s = simulate(rng, { ...quiet, outbreakShape: shape }, 4000);
    return { s, days: s.counts.slice(s.outbreak.start, s.outbreak.start + shape!.days) };
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it('spreads a linear outbreak over its days, rising', () => {
    const { s, days } = casesByDay({ kind: 'linear', days: 14 });
    expect(s.outbreak.cases).toBeGreaterThan(200);
    expect(s.outbreak.end - s.outbreak.start).toBeLessThanOrEqual(13);
    expect(s.outbreak.end - s.outbreak.start).toBeGreaterThanOrEqual(12);
    // Density ∝ day: the second week holds three quarters of the cases.
    expect(sum(days.slice(7)) / sum(days)).toBeGreaterThan(0.65);
    expect(sum(days.slice(7)) / sum(days)).toBeLessThan(0.85);
  });

  it('spreads an exponential outbreak mostly into its last week and a flat one evenly', () => {
    const exp = casesByDay({ kind: 'exponential', days: 28 }).days;
    expect(sum(exp.slice(21)) / sum(exp)).toBeGreaterThan(0.5);
    expect(sum(exp.slice(0, 7)) / sum(exp)).toBeLessThan(0.1);
    const flat = casesByDay({ kind: 'flat', days: 21 });
    expect(flat.s.outbreak.end - flat.s.outbreak.start).toBeLessThanOrEqual(20);
    const share = sum(flat.days.slice(0, 10)) / sum(flat.days);
    expect(share).toBeGreaterThan(0.38);
    expect(share).toBeLessThan(0.58);
  });

  it('steps reporting up from the given day, counted from the first scored day', () => {
    const s: Scenario = { ...quiet, level: 20, step: { day: -100, factor: 3 } };
    const series = simulate(new Random(3), s, 0);
    const before = series.counts.slice(200, 600);
    const after = series.counts.slice(series.testFrom - 100, series.testFrom + 300);
    expect(sum(after) / after.length / (sum(before) / before.length)).toBeCloseTo(3, 0);
    expect(baselineMean(s, series.testFrom - 101) * 3).toBeCloseTo(baselineMean(s, series.testFrom - 101 + 7), 10);
  });

  it('lowers reporting on public holidays and raises it the day after', () => {
    const plain: Scenario = { ...quiet, level: 10 };
    const withHolidays: Scenario = {
      ...plain,
      holidays: { dates: ['12-25', '2023-04-10'], factor: 0.3, nextDayFactor: 1.5 },
    };
    const t = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000 - START_DAY;
    for (const christmas of ['2022-12-25', '2023-12-25', '2024-12-25']) {
      expect(baselineMean(withHolidays, t(christmas))).toBeCloseTo(0.3 * baselineMean(plain, t(christmas)), 10);
      expect(baselineMean(withHolidays, t(christmas) + 1)).toBeCloseTo(1.5 * baselineMean(plain, t(christmas) + 1), 10);
    }
    expect(baselineMean(withHolidays, t('2023-04-10'))).toBeCloseTo(0.3 * baselineMean(plain, t('2023-04-10')), 10);
    expect(baselineMean(withHolidays, t('2024-04-10'))).toBe(baselineMean(plain, t('2024-04-10')));
  });

  it('uses a given day-of-week pattern', () => {
    const s: Scenario = { ...quiet, level: 10, dayOfWeekEffect: [0.1, 1.6, 1.3, 1.2, 1.2, 1.1, 0.15] };
    expect(baselineMean(s, 0)).toBeCloseTo(1.5, 10); // Saturday
    expect(baselineMean(s, 2)).toBeCloseTo(16, 10); // Monday
  });

  describe("the rest of the area's reports (the companion series)", () => {
    const area: Scenario = {
      ...quiet,
      level: 5,
      zeroInflation: 0.2,
      step: { day: 100, factor: 2 },
      reportingTrendPerYear: 0.5,
      others: { level: 40, dispersion: 1, seasonal: 0.5, seasonShiftDays: 182, step: { day: 200, factor: 3 } },
    };

    it('shares the changes in who reports and keeps its own season and step', () => {
      const before = 730 + 99;
      const ratio = (t: number) => othersMean(area, t) / baselineMean(area, t);
      // The shared step and the user base's growth cancel in the ratio; the companion's own step does not.
      const angle = (t: number) => ((START_DAY + t - 182) * 2 * Math.PI) / 365.25;
      const ownSeason = (t: number) => Math.exp(0.5 * Math.sin(angle(t)) + 0.25 * Math.cos(angle(t)));
      expect(ratio(before + 1) / ratio(before)).toBeCloseTo(ownSeason(before + 1) / ownSeason(before), 6);
      expect(ratio(730 + 200) / ratio(730 + 199)).toBeGreaterThan(2.9);
      expect(baselineMean(area, 730 + 100) / baselineMean(area, 730 + 93)).toBeCloseTo(
        2 * Math.exp((0.5 * 7) / 365),
        6,
      );
    });

    it('is empty on the same days, and its outbreaks are not the scored illness', () => {
      const s: Scenario = { ...area, others: { ...area.others!, outbreaks: { count: 5, kMin: 400, kMax: 400 } } };
      const series = simulate(new Random(9), s, 4);
      expect(series.others).toHaveLength(series.counts.length);
      const quietDays = series.counts.map((c, t) => c === 0 && series.others![t] === 0).filter(Boolean).length;
      expect(quietDays / series.counts.length).toBeGreaterThan(0.15);
      // Five outbreaks of ~400 × SD cases in the companion; only the scored outbreak marks days of the illness.
      const extra = series.others!.reduce((a, c, t) => a + c - othersMean(s, t) * 0.8, 0);
      expect(extra).toBeGreaterThan(5 * 400 * 5);
      expect(series.outbreakDay.filter(Boolean).length).toBeLessThan(40);
    });

    it('gives each development family an area and leaves one that has its own', () => {
      const own = inArea(area, 0);
      expect(own).toBe(area);
      const kinds = [0, 1, 2, 3, 4].map((i) => inArea(quiet, i).otherIllnesses!);
      const total = (k: Others[]) => k.reduce((sum, o) => sum + o.level, 0);
      expect(new Set(kinds.map(total)).size).toBeGreaterThan(3);
      expect(kinds.every((k) => k.length >= 2)).toBe(true);
      expect(kinds[3]!.some((o) => (o.outbreaks?.count ?? 0) > 0)).toBe(true);
      expect(kinds[4]![0]!.outbreaks!.nearScoredOnset).toBeDefined();
    });

    describe('one by one', () => {
      const s: Scenario = {
        ...quiet,
        zeroInflation: 0.2,
        step: { day: 100, factor: 2 },
        otherIllnesses: [
          { level: 30, dispersion: 1, outbreaks: { count: 1, kMin: 300, kMax: 300, nearScoredOnset: 2 } },
          { level: 5, dispersion: 1, step: { day: 50, factor: 3 } },
        ],
      };
      const series = simulate(new Random(11), s, 4);

      it('draws each other illness and gives their sum as the companion, empty on the same days', () => {
        const [a, b] = series.otherIllnesses!;
        expect(series.others).toEqual(a!.map((n, t) => n + b![t]!));
        const quietDays = series.counts.filter((c, t) => c === 0 && series.others![t] === 0).length;
        expect(quietDays / series.counts.length).toBeGreaterThan(0.15);
      });

      it("steps one illness alone and breaks another out within the given days of the scored outbreak's onset", () => {
        const onset = series.outbreak.start;
        const a = series.otherIllnesses![0]!;
        // ~300 × SD cases within 2 days of the scored onset, spread over the next days.
        const around = a.slice(onset - 2, onset + 20).reduce((x, y) => x + y, 0);
        expect(around).toBeGreaterThan(300 * Math.sqrt(30) * 0.8);
        expect(
          othersMean(s, 730 + 57, s.otherIllnesses![1]) / othersMean(s, 730 + 43, s.otherIllnesses![1]),
        ).toBeCloseTo(3, 0);
      });
    });
  });

  it('simulates a short history and places the outbreak in the given window', () => {
    const s: Scenario = {
      ...quiet,
      level: 3,
      historyDays: 60,
      testDays: 91,
      outbreakTiming: { kind: 'window', from: 7, to: 60 },
    };
    const rng = new Random(11);
    for (let i = 0; i < 50; i++) {
      const series = simulate(rng, s, 4);
      expect(series.counts).toHaveLength(151);
      expect(series.testFrom).toBe(60);
      expect(series.outbreak.start).toBeGreaterThanOrEqual(67);
      expect(series.outbreak.start).toBeLessThanOrEqual(120);
    }
  });

  it('places an outbreak at the seasonal peak near the maximum of sin + ½ cos of the year angle', () => {
    const s: Scenario = { ...quiet, level: 6, seasonal: 1, outbreakTiming: { kind: 'seasonal-peak', within: 10 } };
    const rng = new Random(5);
    const period = 365.25;
    const peakPhase = (Math.atan(2) / (2 * Math.PI)) * period;
    for (let i = 0; i < 20; i++) {
      const { outbreak } = simulate(rng, s, 4);
      const phase = (START_DAY + outbreak.start) % period;
      const distance = Math.min(Math.abs(phase - peakPhase), period - Math.abs(phase - peakPhase));
      expect(distance).toBeLessThanOrEqual(11);
    }
  });

  it("plants past outbreaks at the scored outbreak's time of year when asked", () => {
    const s: Scenario = {
      ...quiet,
      level: 0.01,
      pastOutbreaks: { count: 2, kMin: 3000, kMax: 3000, sameSeason: true },
    };
    const series = simulate(new Random(9), s, 3000);
    for (const yearsBack of [1, 2]) {
      const around = series.outbreakDay.slice(
        series.outbreak.start - 364 * yearsBack - 7,
        series.outbreak.start - 364 * yearsBack + 8,
      );
      expect(around.some(Boolean)).toBe(true);
    }
    expect(series.outbreakDay.slice(0, series.outbreak.start - 728 - 8).some(Boolean)).toBe(false);
  });
});
