import { benjaminiHochberg } from './alarm-tiers';
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
