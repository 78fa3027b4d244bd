/**
 * What one area pass's scan costs over a whole country's postal codes: `npm run bench:scan -- IN` (any country of
 * the gazetteer at GEODATA_SOURCE; read at run time, nothing of it is kept). Every postal code of the country has
 * reports (the worst case: the pass scans only codes with reports), Poisson counts at 0.05–0.5 a day over the study
 * period and the reference year. Printed beside the baseline measured in the same run: the Monte Carlo permutation
 * scan (199 replicates) of the same day on the same places.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALIBRATED_SCAN_DEFAULTS,
  historyCalibratedScan,
  type ScanPlace,
  spaceTimePermutationScan,
} from '@healthwatch/outbreak-engine';

const country = (process.argv[2] ?? 'DE').toUpperCase();
const source = process.env.GEODATA_SOURCE;
if (!source) throw new Error('set GEODATA_SOURCE to the postal gazetteer folder');

// GeoNames postal rows: country, code, place, …, latitude (10th), longitude (11th); one centroid per code.
const sums = new Map<string, { lat: number; lon: number; n: number }>();
for (const line of readFileSync(join(source, `${country}.txt`), 'utf8').split('\n')) {
  const f = line.split('\t');
  const lat = Number(f[9]);
  const lon = Number(f[10]);
  if (!f[1] || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  const s = sums.get(f[1]) ?? { lat: 0, lon: 0, n: 0 };
  s.lat += lat;
  s.lon += lon;
  s.n++;
  sums.set(f[1], s);
}
const places: ScanPlace[] = [...sums.values()].map((s) => ({ latitude: s.lat / s.n, longitude: s.lon / s.n }));

const o = CALIBRATED_SCAN_DEFAULTS;
const days = o.studyDays + o.referenceDays + o.guardDays;
let seed = 20261125;
const u = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed + 0.5) / 4294967296;
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
const counts = places.map(() => {
  const level = 0.05 + 0.45 * u();
  return Int32Array.from({ length: days }, () => poisson(level));
});
const reports = counts.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0);

const time = (f: () => void) => {
  const t = performance.now();
  f();
  return (performance.now() - t) / 1000;
};
console.log(
  `${country}: ${places.length} postal codes, ${days} days, ${reports} reports (${(reports / days).toFixed(0)} a day)`,
);
let clusters = 0;
const maxima = new Map<number, Float64Array>();
const cold = time(() => {
  clusters = historyCalibratedScan(places, counts, days - 1, days - 1, {}, maxima)[0]!.clusters.length;
});
console.log(
  `history-calibrated scan of today, its ${o.referenceDays} reference days scanned too: ${cold.toFixed(1)} s (${clusters} clusters)`,
);
const warm = time(() => historyCalibratedScan(places, counts, days - 1, days - 1, {}, maxima));
console.log(`the same with the reference days' maxima kept from an earlier pass: ${warm.toFixed(1)} s`);
const lastStudy = counts.map((row) => Array.from(row.subarray(days - o.studyDays)));
const permutation = time(() => spaceTimePermutationScan(places, lastStudy, { replicates: 199 }));
console.log(`baseline, permutation scan of today with 199 replicates: ${permutation.toFixed(1)} s`);
