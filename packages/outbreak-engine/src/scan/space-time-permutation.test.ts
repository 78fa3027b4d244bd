import {
  distanceKm,
  gumbelFit,
  gumbelUpperTail,
  poissonLlr,
  type ScanPlace,
  spaceTimePermutationScan,
} from './space-time-permutation';

/** A seeded grid of places about 3 km apart with Poisson-ish counts, for tests that need no real gazetteer. */
function grid(size: number): ScanPlace[] {
  const places: ScanPlace[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) places.push({ latitude: 19 + r * 0.027, longitude: 72.8 + c * 0.028 });
  return places;
}

function counts(places: number, days: number, perDay: number, seed: number): number[][] {
  let s = seed >>> 0;
  const u = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const poisson = (mean: number) => {
    let k = 0;
    let p = u();
    const limit = Math.exp(-mean);
    while (p > limit) {
      k++;
      p *= u();
    }
    return k;
  };
  return Array.from({ length: places }, () => Array.from({ length: days }, () => poisson(perDay)));
}

describe('space-time permutation scan', () => {
  const places = grid(6);

  it('measures distances on the sphere', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19, 1);
    expect(distanceKm(places[0]!, places[1]!)).toBeGreaterThan(2.5);
    expect(distanceKm(places[0]!, places[1]!)).toBeLessThan(3.5);
  });

  it('scores only an excess', () => {
    expect(poissonLlr(5, 5, 100)).toBe(0);
    expect(poissonLlr(3, 5, 100)).toBe(0);
    expect(poissonLlr(20, 5, 100)).toBeGreaterThan(10);
  });

  it('finds cases that crowd into a few neighbouring places in the last days', () => {
    const data = counts(places.length, 42, 1.5, 7);
    // Place 14 and its four neighbours (8, 13, 15, 20) get 5 extra cases a day for the last 3 days.
    for (const z of [8, 13, 14, 15, 20]) for (let d = 39; d < 42; d++) data[z]![d]! += 5;
    const { clusters } = spaceTimePermutationScan(places, data, { replicates: 199 });
    const top = clusters[0]!;
    expect(top.p).toBeLessThan(0.01);
    expect(top.days).toBeLessThanOrEqual(4);
    expect(top.places).toEqual(expect.arrayContaining([8, 13, 14, 15, 20]));
    expect(top.places.length).toBeLessThanOrEqual(9);
    expect(top.observed).toBeGreaterThan(top.expected * 2);
  });

  it('does not find a cluster where every place rises together (more people reporting is not a cluster)', () => {
    const before = counts(places.length, 35, 1.5, 11);
    const after = counts(places.length, 7, 4.5, 12);
    const data = before.map((row, z) => [...row, ...after[z]!]);
    const { clusters } = spaceTimePermutationScan(places, data, { replicates: 199 });
    expect(clusters[0]?.p ?? 1).toBeGreaterThan(0.05);
  });

  it('gives p-values that are not small on data without a cluster', () => {
    let small = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const { clusters } = spaceTimePermutationScan(places, counts(places.length, 28, 1, seed * 97), {
        replicates: 99,
        seed,
      });
      if ((clusters[0]?.p ?? 1) < 0.05) small++;
    }
    expect(small).toBeLessThanOrEqual(2);
  });

  it('is reproducible from its seed', () => {
    const data = counts(places.length, 28, 1, 3);
    const a = spaceTimePermutationScan(places, data, { replicates: 49, seed: 5 });
    const b = spaceTimePermutationScan(places, data, { replicates: 49, seed: 5 });
    expect(a).toEqual(b);
  });

  it('reports secondary clusters that share no place with a stronger one', () => {
    const data = counts(places.length, 28, 1, 13);
    for (let d = 26; d < 28; d++) {
      data[0]![d]! += 8;
      data[35]![d]! += 6;
    }
    const { clusters } = spaceTimePermutationScan(places, data, { replicates: 99, maxRadiusKm: 5 });
    expect(clusters.length).toBeGreaterThanOrEqual(2);
    const [first, second] = clusters;
    expect(first!.places.some((z) => second!.places.includes(z))).toBe(false);
    expect([...first!.places, ...second!.places]).toEqual(expect.arrayContaining([0, 35]));
  });

  it('fits a Gumbel to maxima and reads its tail', () => {
    // Quantiles of a standard Gumbel (location 0, scale 1) stand in for a sample.
    const sample = Array.from({ length: 999 }, (_, i) => -Math.log(-Math.log((i + 0.5) / 999)));
    const g = gumbelFit(sample);
    expect(g.location).toBeCloseTo(0, 1);
    expect(g.scale).toBeCloseTo(1, 1);
    expect(gumbelUpperTail(g.location, g)).toBeCloseTo(1 - Math.exp(-1), 2);
    expect(gumbelUpperTail(10, g)).toBeLessThan(1e-4);
  });

  it('gives a Gumbel p-value that agrees with the rank where the rank can tell', () => {
    const data = counts(places.length, 42, 1.5, 7);
    for (const z of [8, 13, 14, 15, 20]) for (let d = 40; d < 42; d++) data[z]![d]! += 2;
    const top = spaceTimePermutationScan(places, data, { replicates: 199 }).clusters[0]!;
    if (top.p > 0.02) expect(top.gumbelP).toBeGreaterThan(top.p / 4);
    expect(top.gumbelP).toBeGreaterThan(0);
    expect(top.gumbelP).toBeLessThanOrEqual(1);
  });

  it('answers nothing for no cases', () => {
    expect(spaceTimePermutationScan(places, counts(places.length, 10, 0, 1)).clusters).toEqual([]);
  });
});
