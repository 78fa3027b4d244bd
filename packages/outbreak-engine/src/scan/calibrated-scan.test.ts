import { firstCountedDay, historyCalibratedScan, SCAN_ALERT_LINE, scanNeighbourhoods } from './calibrated-scan';
import { Random } from '../random';
import { distanceKm, type ScanPlace, spaceTimePermutationScan } from './space-time-permutation';

/** A grid of places about 3 km apart, split into two "districts" down the middle. */
function grid(size: number): ScanPlace[] {
  const places: ScanPlace[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) places.push({ latitude: 19 + r * 0.027, longitude: 72.8 + c * 0.028 });
  return places;
}

/** Seeded uniform numbers (an LCG is enough for test data). */
function uniform(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s + 0.5) / 4294967296;
  };
}

/** Gamma(shape, 1) by Marsaglia–Tsang, shape ≥ 1 (boosted below 1). */
function gamma(u: () => number, shape: number): number {
  if (shape < 1) return gamma(u, shape + 1) * u() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const z = Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
    const v = (1 + c * z) ** 3;
    if (v > 0 && Math.log(u()) < 0.5 * z * z + d - d * v + d * Math.log(v)) return d * v;
  }
}

function poisson(u: () => number, mean: number): number {
  let k = 0;
  let p = u();
  const limit = Math.exp(-mean);
  while (p > limit) {
    k++;
    p *= u();
  }
  return k;
}

/**
 * Overdispersed counts as surveillance data has them: negative binomial with variance 2μ per place and day, and a
 * day-to-day factor shared by each half of the grid (CV 0.08), which reads as space-time interaction to a
 * permutation null.
 */
function overdispersed(places: number, size: number, days: number, perDay: number, seed: number): number[][] {
  const u = uniform(seed);
  const level = Array.from({ length: places }, () => perDay * (0.5 + u()));
  const shared = Array.from({ length: days }, () => [0, 1].map(() => gamma(u, 1 / 0.08 ** 2) * 0.08 ** 2));
  return level.map((mu, z) =>
    Array.from({ length: days }, (_, d) => {
      const m = mu * shared[d]![z % size < size / 2 ? 0 : 1]!;
      // NB with variance 2m: a Poisson whose mean is gamma with shape m and scale 1 (φ − 1 = 1).
      return poisson(u, gamma(u, m));
    }),
  );
}

describe('history-calibrated space-time scan', () => {
  const size = 6;
  const places = grid(size);

  it('finds neighbours within the radius, nearest first, by a latitude band', () => {
    const hoods = scanNeighbourhoods(places, 5, 40);
    const centre = 14;
    const order = Array.from(hoods[centre]!.order);
    expect(order[0]).toBe(centre);
    const all = places.map((_, i) => i).filter((i) => distanceKm(places[centre]!, places[i]!) <= 5);
    expect([...order].sort((a, b) => a - b)).toEqual(all);
    const km = Array.from(hoods[centre]!.km);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('gives no p-value before the reference holds enough past days', () => {
    const counts = overdispersed(places.length, size, 120, 1, 3);
    const [early] = historyCalibratedScan(places, counts, 100, 100, { minReferenceDays: 99 });
    expect(early!.referenceDays).toBe(100 - 7 - 29 + 1);
    expect(early!.clusters).toEqual([]);
    const [late] = historyCalibratedScan(places, counts, 100, 100, { minReferenceDays: 30 });
    expect(late!.clusters.length).toBeGreaterThan(0);
    for (const c of late!.clusters) {
      expect(c.p).toBeGreaterThanOrEqual(1 / (1 + late!.referenceDays));
      expect(c.p).toBeLessThanOrEqual(1);
    }
  });

  it('holds about its line on overdispersed counts with shared noise and no cluster', () => {
    const counts = overdispersed(places.length, size, 700, 1.2, 11);
    const days = historyCalibratedScan(places, counts, 400, 699);
    const signalling = days.filter((d) => d.clusters.some((c) => c.p <= SCAN_ALERT_LINE)).length;
    // 300 days at a line of 0.01: about 3 expected; 8 would be p < 0.01 under a binomial(300, 0.01).
    expect(signalling).toBeLessThanOrEqual(8);
  });

  it('signals far less often than the permutation null on the same counts', () => {
    const counts = overdispersed(places.length, size, 700, 1.2, 11);
    let permutation = 0;
    let history = 0;
    for (let day = 660; day < 700; day++) {
      const window = counts.map((row) => row.slice(day - 29, day + 1));
      const { clusters } = spaceTimePermutationScan(places, window, { replicates: 99, seed: day });
      if (clusters.some((c) => c.gumbelP <= SCAN_ALERT_LINE)) permutation++;
    }
    for (const d of historyCalibratedScan(places, counts, 660, 699))
      if (d.clusters.some((c) => c.p <= SCAN_ALERT_LINE)) history++;
    expect(permutation).toBeGreaterThanOrEqual(history + 4);
  });

  it('finds a cluster across the two halves of the grid over the last days', () => {
    const counts = overdispersed(places.length, size, 500, 1.2, 5);
    // Places 14, 15 (either side of the middle line) and their neighbours 8, 9, 20, 21: 4 extra cases a day
    // for the last 3 days.
    const planted = [8, 9, 14, 15, 20, 21];
    for (const z of planted) for (let d = 497; d < 500; d++) counts[z]![d]! += 4;
    const [today] = historyCalibratedScan(places, counts, 499, 499);
    const top = today!.clusters[0]!;
    expect(top.p).toBeLessThanOrEqual(SCAN_ALERT_LINE);
    expect(top.days).toBeLessThanOrEqual(4);
    expect(top.places.filter((z) => planted.includes(z)).length).toBeGreaterThanOrEqual(4);
    expect(top.observed).toBeGreaterThan(top.expected);
  });

  it('gives the same answer from maxima kept between passes, scanning only the new day', () => {
    const counts = overdispersed(places.length, size, 200, 1, 4);
    const kept = new Map<number, Float64Array>();
    historyCalibratedScan(places, counts, 198, 198, { minReferenceDays: 30 }, kept);
    const before = kept.size;
    const next = historyCalibratedScan(places, counts, 199, 199, { minReferenceDays: 30 }, kept);
    // One more reference day (192) and the new day itself.
    expect(kept.size).toBe(before + 2);
    const fresh = new Map<number, Float64Array>();
    expect(next).toEqual(historyCalibratedScan(places, counts, 199, 199, { minReferenceDays: 30 }, fresh));
    // Days forgotten in the middle of the reference are scanned again (the totals then start at their study
    // period, not the new day's), and come back as they were.
    for (let d = 100; d < 110; d++) kept.delete(d);
    expect(historyCalibratedScan(places, counts, 199, 199, { minReferenceDays: 30 }, kept)).toEqual(next);
    for (const [d, m] of fresh) expect([d, kept.get(d)]).toEqual([d, m]);
    // And a reference day's maxima are what that day's own scan gives.
    for (const d of [100, 150, 192]) {
      const own = new Map<number, Float64Array>();
      historyCalibratedScan(places, counts, d, d, { minReferenceDays: 30 }, own);
      expect([d, fresh.get(d)]).toEqual([d, own.get(d)]);
    }
  });

  it('with its maxima kept, reads only the study periods of the days it scans, from counts that start there', () => {
    const options = { minReferenceDays: 30 };
    const counts = overdispersed(places.length, size, 200, 1, 4);
    const kept = new Map<number, Float64Array>();
    historyCalibratedScan(places, counts, 198, 198, options, kept);
    // The next day, its newest reference day (192) is scanned too.
    expect(firstCountedDay(199, 199, kept, options)).toBe(192 - 30 + 1);
    historyCalibratedScan(places, counts, 199, 199, options, kept);
    // A later pass the same day reads only that day's study period.
    const start = firstCountedDay(199, 199, kept, options);
    expect(start).toBe(199 - 30 + 1);
    const whole = new Map(kept);
    const expected = historyCalibratedScan(places, counts, 199, 199, options, whole);
    expect(expected[0]!.clusters.length).toBeGreaterThan(0);
    const tail = new Map(kept);
    const fromStart = counts.map((row) => row.slice(start));
    expect(historyCalibratedScan(places, fromStart, 199, 199, options, tail, start)).toEqual(expected);
    expect(tail.get(199)).toEqual(whole.get(199));
    // A day after the scanned one is not read, and the scanned day itself is.
    const after = fromStart.map((row) => [...row, 50]);
    expect(historyCalibratedScan(places, after, 199, 199, options, new Map(kept), start)).toEqual(expected);
    const spiked = fromStart.map((row, z) => (z === 0 ? row.map((n, d) => (d === 199 - start ? n + 50 : n)) : row));
    expect(historyCalibratedScan(places, spiked, 199, 199, options, new Map(kept), start)).not.toEqual(expected);
    // Counts that start a day later are refused, not read as zeros.
    const late = counts.map((row) => row.slice(start + 1));
    expect(() => historyCalibratedScan(places, late, 199, 199, options, new Map(kept), start + 1)).toThrow(RangeError);
    // A forgotten reference day is scanned again, so its study period is read.
    kept.delete(150);
    expect(firstCountedDay(199, 199, kept, options)).toBe(150 - 30 + 1);
  });

  it('with maxP, gives exactly the clusters at or below it that a call without it gives', () => {
    let compared = 0;
    for (const seed of [9, 12]) {
      const counts = overdispersed(places.length, size, 300, 1, seed);
      // A cluster planted in some series, so both a few and no clusters fall under each line.
      if (seed % 2 === 1) for (const z of [8, 9, 14, 15]) for (let d = 297; d < 300; d++) counts[z]![d]! += 3;
      const options = { minReferenceDays: 30, maxClusters: 8 };
      const [all] = historyCalibratedScan(places, counts, 299, 299, options);
      for (const line of [SCAN_ALERT_LINE, 0.05, 0.2, 1]) {
        const [some] = historyCalibratedScan(places, counts, 299, 299, { ...options, maxP: line });
        expect(some!.clusters).toEqual(all!.clusters.filter((c) => c.p <= line));
        compared += some!.clusters.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('reports clusters that share no place, strongest first', () => {
    const counts = overdispersed(places.length, size, 300, 1, 9);
    const [today] = historyCalibratedScan(places, counts, 299, 299, { minReferenceDays: 30 });
    const seen = new Set<number>();
    let previous = 0;
    for (const c of today!.clusters) {
      for (const z of c.places) {
        expect(seen.has(z)).toBe(false);
        seen.add(z);
      }
      expect(c.p).toBeGreaterThanOrEqual(previous);
      previous = c.p;
    }
  });
});

describe('scan neighbourhoods', () => {
  /** Every pair measured: the neighbourhoods the row-and-radius search must give exactly. */
  function everyPair(places: readonly ScanPlace[], maxRadiusKm: number, maxPlaces: number) {
    return places.map((centre) => {
      const near = places
        .map((p, i) => ({ i, km: distanceKm(centre, p) }))
        .filter((x) => x.km <= maxRadiusKm)
        .sort((a, b) => a.km - b.km || a.i - b.i)
        .slice(0, maxPlaces);
      return { order: near.map((x) => x.i), km: near.map((x) => x.km) };
    });
  }

  it('are those of measuring every pair: a dense city, sparse country, the far north and the antimeridian', () => {
    const random = new Random(5);
    const around = (latitude: number, longitude: number, n: number, degrees: number): ScanPlace[] =>
      Array.from({ length: n }, () => ({
        latitude: latitude + (random.uniform() - 0.5) * degrees,
        longitude: longitude + (random.uniform() - 0.5) * degrees,
      }));
    const places = [
      ...around(35.68, 139.76, 600, 0.5), // Tokyo: the nearest 40 lie within a few km
      ...around(20, 78, 300, 12), // India: a few neighbours within 30 km
      ...around(69.6, 18.9, 80, 2), // Tromsø: degrees of longitude are short
      ...around(52, 179.9, 40, 0.6), // the Aleutians, either side of ±180°
      { latitude: 35.68, longitude: 139.76 },
      { latitude: 35.68, longitude: 139.76 }, // two codes at one centroid: ties by index
    ].map((p) => ({ ...p, longitude: p.longitude > 180 ? p.longitude - 360 : p.longitude }));
    const got = scanNeighbourhoods(places, 30, 40).map((h) => ({ order: [...h.order], km: [...h.km] }));
    expect(got).toEqual(everyPair(places, 30, 40));
    expect(
      got.some((h, i) => h.order.some((j) => Math.sign(places[j]!.longitude) !== Math.sign(places[i]!.longitude))),
    ).toBe(true); // neighbours across the antimeridian were found
  });
});
