import { upperTail } from '@healthwatch/outbreak-engine';
import {
  AREA_ALERT_LEVEL,
  AREA_FALSE_ALERTS_PER_90_DAYS,
  alertPValue,
  benjaminiHochberg,
  EXPECTED_FLOOR_PER_DAY,
  SERIES_PER_AREA,
  mostlyDemo,
  type PassSources,
  sourcesOf,
} from './alarm-tiers';
import { corroborate, MAX_SOURCE_SHARE, type SourceRow, watchReason } from './corroboration';

const H = 490_000 * 24; // an hour at the start of some UTC day
const row = (o: Partial<SourceRow> & { count: number }): SourceRow => ({
  postalKey: '641001',
  hour: H,
  address: null,
  participant: null,
  ...o,
});

describe('corroboration: an excess one source made is not an alert', () => {
  it('refuses a flood from one address, however large, at one postal code in one hour', () => {
    for (const n of [8, 60, 600]) {
      const c = corroborate([row({ count: n, address: 17 })], n, 0.2);
      expect(c).toMatchObject({ places: 1, hours: 1, corroborated: false });
      expect(c.sourceShare).toBeGreaterThan(1 - 1e-9);
    }
  });

  it('refuses one address spreading its flood over many postal codes and hours (one source a day)', () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      row({ postalKey: `64100${i}`, hour: H + i, address: 17, count: 10 }),
    );
    const c = corroborate(rows, 60, 1);
    expect(c.places).toBe(6);
    expect(c.hours).toBe(6);
    expect(c.corroborated).toBe(false);
  });

  it('refuses fresh participant keys from one address, and one participant from many addresses', () => {
    const freshKeys = Array.from({ length: 6 }, (_, i) =>
      row({ postalKey: `64100${i}`, hour: H + i, address: 17, participant: i, count: 10 }),
    );
    expect(corroborate(freshKeys, 60, 1).corroborated).toBe(false);
    const oneParticipant = Array.from({ length: 6 }, (_, i) =>
      row({ postalKey: `64100${i}`, hour: H + i, address: i, participant: 99, count: 10 }),
    );
    expect(corroborate(oneParticipant, 60, 1).corroborated).toBe(false);
  });

  it('accepts the same excess from many sources in 6 postal codes over 5 hours', () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      row({ postalKey: `64100${i % 6}`, hour: H + (i % 5), address: i, count: 5 }),
    );
    const c = corroborate(rows, 60, 1);
    expect(c).toMatchObject({ places: 6, hours: 5, corroborated: true });
    expect(c.sourceShare).toBeLessThanOrEqual(MAX_SOURCE_SHARE);
  });

  it('needs several places or hours even from many sources', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row({ address: i, count: 5 }));
    expect(corroborate(rows, 60, 1)).toMatchObject({ places: 1, hours: 1, corroborated: false });
  });

  it("counts a report without buckets by its postal code and hour, and a day's buckets apart from the next day's", () => {
    const seeded = Array.from({ length: 6 }, (_, i) => row({ postalKey: `64100${i % 3}`, hour: H + i, count: 4 }));
    expect(corroborate(seeded, 24, 2).corroborated).toBe(true);
    const twoDays = [row({ address: 5, count: 10 }), row({ address: 5, hour: H + 24, count: 10 })];
    expect(corroborate(twoDays, 20, 0).sourceShare).toBe(0.5);
  });

  it('has no share (and no alert) when nothing is above the expected count', () => {
    expect(corroborate([row({ count: 2, address: 1 })], 2, 3)).toMatchObject({
      sourceShare: null,
      corroborated: false,
    });
  });
});

describe('Benjamini–Hochberg over a pass', () => {
  it('keeps the p-values under the step-up line among all the series scored', () => {
    // 10,000 series scored at q = 0.05: the k-th smallest must be at most k × 5e-6.
    expect(benjaminiHochberg([1e-7, 4e-6, 2e-5, 1e-3], 10_000)).toEqual([true, true, false, false]);
    // Step-up: a larger p-value under its line carries the smaller ones before it.
    expect(benjaminiHochberg([1.4e-5, 1e-5, 1.2e-5], 10_000)).toEqual([true, true, true]);
    expect(benjaminiHochberg([0.004], 10)).toEqual([true]);
    expect(benjaminiHochberg([0.006], 10)).toEqual([false]);
    expect(benjaminiHochberg([], 100)).toEqual([]);
  });

  it('is stricter the more series a pass scores', () => {
    expect(benjaminiHochberg([1e-5], 1000)).toEqual([true]);
    expect(benjaminiHochberg([1e-5], 100_000)).toEqual([false]);
  });
});

describe('the p-value an alert is weighed on', () => {
  it('does not trust an expected count below what four weeks can establish (rule of three over 28 days)', () => {
    expect(EXPECTED_FLOOR_PER_DAY).toBeCloseTo(3 / 28, 2);
    // A sparse fit's 0.01 for a 4-day window: the detector says p ≈ 2e-7 for 3 reports; the floor says ≈ 0.01.
    const sparse = { observed: 3, expected: 0.01, days: 4, pValue: 1.7e-7 };
    expect(alertPValue(sparse)).toBeCloseTo(upperTail(3, { mean: 4 * EXPECTED_FLOOR_PER_DAY, dispersion: 1 }), 10);
    expect(alertPValue(sparse)).toBeGreaterThan(0.005);
    // A day alone is floored by one day's share.
    expect(alertPValue({ observed: 4, expected: 0.04, days: 1, pValue: 1e-7 })).toBeCloseTo(
      upperTail(4, { mean: EXPECTED_FLOOR_PER_DAY, dispersion: 1 }),
      10,
    );
  });

  it("keeps the detector's p-value above the floor, and never lowers it", () => {
    expect(alertPValue({ observed: 40, expected: 2.3, days: 1, pValue: 1e-30 })).toBe(1e-30);
    // Below the floor, but the detector's own p-value is already the larger.
    expect(alertPValue({ observed: 1, expected: 0.05, days: 1, pValue: 0.2 })).toBe(0.2);
  });

  it("spends at most an area's budget of 0.1 false alerts per 90 days over its series and looks", () => {
    expect(SERIES_PER_AREA).toBe(13);
    // 90 days × 2 new looks a day × 13 series, each at AREA_ALERT_LEVEL, add up to the budget.
    expect(90 * 2 * SERIES_PER_AREA * AREA_ALERT_LEVEL).toBeCloseTo(AREA_FALSE_ALERTS_PER_90_DAYS, 12);
    expect(AREA_ALERT_LEVEL).toBeGreaterThan(4e-5);
    expect(AREA_ALERT_LEVEL).toBeLessThan(4.5e-5);
  });
});

describe('watchReason: why analytics labels a watch as not an alert', () => {
  it('names too little spread, then one source, then the pass-wide control, from the evidence stored', () => {
    const one = Array.from({ length: 8 }, () => row({ count: 1, address: 17 }));
    expect(watchReason(corroborate(one, 8, 0.2))).toBe('spread');
    // Six postal codes over six hours, but one address made them all.
    const spreadOneSource = Array.from({ length: 6 }, (_, i) =>
      row({ postalKey: `64100${i}`, hour: H + i, address: 17, count: 10 }),
    );
    expect(watchReason(corroborate(spreadOneSource, 60, 1))).toBe('oneSource');
    // Corroborated (30 addresses over six codes and hours): only the pass-wide control can have held it back.
    const many = Array.from({ length: 30 }, (_, i) =>
      row({ postalKey: `64100${i % 6}`, hour: H + (i % 6), address: i, count: 2 }),
    );
    const c = corroborate(many, 60, 1);
    expect(c.corroborated).toBe(true);
    expect(watchReason(c)).toBe('passWide');
    expect(watchReason({ places: 5, hours: 1, sourceShare: null })).toBe('oneSource');
  });
});

describe('mostlyDemo: when a signal says "Demo data"', () => {
  it('is demo when at least half of its reports are, and never without reports', () => {
    expect(mostlyDemo([{ count: 4, demo: 2 }])).toBe(true);
    expect(
      mostlyDemo([
        { count: 3, demo: 1 },
        { count: 2, demo: 1 },
      ]),
    ).toBe(false);
    expect(
      mostlyDemo([
        { count: 3, demo: 0 },
        { count: 3, demo: 3 },
      ]),
    ).toBe(true);
    expect(mostlyDemo([])).toBe(false);
  });
});

describe("sourcesOf: one signal's reports, cut from what the pass read once per country", () => {
  const day = H / 24;
  const rec = (postalKey: string, hour: number, illness: string, definitions: string[] = []) => ({
    ...row({ postalKey, hour, count: 1 }),
    demo: 0,
    illness,
    definitions,
  });
  const sources: PassSources = new Map([
    [
      'IN',
      new Map([
        ['641001', [rec('641001', H, 'dengue'), rec('641001', H - 1, 'dengue'), rec('641001', H + 5, 'flu', ['ili'])]],
        ['641002', [rec('641002', H + 30, 'dengue')]],
        ['411001', [rec('411001', H, 'dengue')]],
      ]),
    ],
  ]);
  const keys = new Set(['641001', '641002']);
  const hours = (illness: string, days: number, at = day, country = 'IN') =>
    sourcesOf(sources, keys, { country, illness, day: at, days }).map((r) => r.hour);

  it("keeps its area's postal keys, its UTC days and its series", () => {
    expect(hours('dengue', 1)).toEqual([H]);
    expect(hours('dengue', 2, day + 1)).toEqual([H, H + 30]);
    expect(hours('all', 1).sort((x, y) => x - y)).toEqual([H, H + 5]);
    expect(hours('ili', 1)).toEqual([H + 5]);
  });

  it('finds nothing for a country the pass did not read', () => {
    expect(hours('dengue', 1, day, 'BR')).toEqual([]);
  });
});
