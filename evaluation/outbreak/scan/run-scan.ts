/**
 * The space-time scan beside the per-area detector: `npm run eval:scan`. Each frozen scan set (daily counts per
 * postal code, clusters planted across district lines, written blind) is scored by the set's own rule (its README):
 * signals (day, postal codes), a cluster detected when a signal on one of its active days shares a code with it,
 * every other signal false. held-out-scan-v1 is development data (seen, settings chosen on it); held-out-scan-v2 is
 * blind. `EVAL_SCAN_SETS=held-out-scan-v1` scores one; `EVAL_SCAN_PERMUTATION=1` adds the Monte Carlo permutation
 * scan (about an hour on two cores per set).
 * - Per-area: the shipped detector on each district's and the state's daily counts (a series alone).
 * - Scan: the shipped scan (`historyCalibratedScan`) each scored day over the last 30 days, its clusters with a
 *   history p-value at or below the line (the shipped 0.01, and 1/365).
 * - Permutation scan (optional): Kulldorff et al. 2005's Monte Carlo null, Gumbel p-values, the same lines.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { regressionDetector } from '@healthwatch/outbreak-engine';
import {
  historyCalibratedScan,
  SCAN_ALERT_LINE,
  type ScanPlace,
  spaceTimePermutationScan,
} from '@healthwatch/outbreak-engine';
import { sha256 } from '../../frozen';

const SETS = (process.env.EVAL_SCAN_SETS ?? 'held-out-scan-v1,held-out-scan-v2').split(',');
const ROLE: Record<string, string> = {
  'held-out-scan-v1': 'development data: seen, settings chosen on it',
  'held-out-scan-v2': 'blind: frozen by another author, scored once at the shipped settings',
};
const PERMUTATION = process.env.EVAL_SCAN_PERMUTATION === '1';
const STUDY_DAYS = 30;
const SCAN_LINES = [SCAN_ALERT_LINE, 1 / 365];
const lineName = (l: number) => (l === 1 / 365 ? '1/365' : String(l));
const LIMIT = Number(process.env.EVAL_SCAN_SERIES ?? Number.POSITIVE_INFINITY);
/** Every n-th series only (a quick look while developing on a seen set; the reported figures use 1). */
const STRIDE = Number(process.env.EVAL_SCAN_STRIDE ?? 1);

interface Geography {
  districts: { id: string; name: string }[];
  postalCodes: { id: string; lat: number; lon: number; district: string }[];
}
interface Series {
  family: string;
  geography: string;
  k: number | null;
  replicate: number;
  historyDays: number;
  testDays: number;
  counts: number[][];
  cluster: { postalCodes: number[]; days: number[] } | null;
}
interface ScanSet {
  seed: number;
  startDate: string;
  geographies: Record<string, Geography>;
  series: Series[];
}

type Signal = { day: number; codes: number[] };

function load(name: string): { set: ScanSet; hash: string } {
  const DIR = join(__dirname, '..', name);
  const stored = readFileSync(join(DIR, 'SHA256'), 'utf8');
  for (const file of ['scenarios.json', 'generate.mjs']) {
    const hash = sha256(readFileSync(join(DIR, file)));
    if (!stored.includes(`${hash}  ${file}`)) throw new Error(`${name} changed: ${file} is ${hash}`);
  }
  const output = execFileSync(process.execPath, [join(DIR, 'generate.mjs')], { maxBuffer: 1 << 30 });
  const hash = readFileSync(join(DIR, 'SERIES_SHA256'), 'utf8').trim().split(/\s+/)[0]!;
  if (sha256(output) !== hash) throw new Error(`${name} series differ from ${hash}`);
  return { set: JSON.parse(output.toString('utf8')) as ScanSet, hash };
}

function perAreaSignals(s: Series, g: Geography, startDay: number): Signal[] {
  const length = s.historyDays + s.testDays;
  const groups: number[][] = g.districts.map((d) => g.postalCodes.flatMap((p, i) => (p.district === d.id ? [i] : [])));
  groups.push(g.postalCodes.map((_, i) => i));
  const signals: Signal[] = [];
  for (const codes of groups) {
    const y = new Array<number>(length).fill(0);
    for (const z of codes) for (let t = 0; t < length; t++) y[t]! += s.counts[z]![t]!;
    for (const d of regressionDetector(y, startDay, { from: s.historyDays }))
      if (d.alarm && d.index >= s.historyDays) signals.push({ day: d.index, codes });
  }
  return signals;
}

function calibratedSignals(s: Series, places: ScanPlace[]): Map<number, Signal[]> {
  const byLine = new Map<number, Signal[]>(SCAN_LINES.map((l) => [l, []]));
  const days = historyCalibratedScan(places, s.counts, s.historyDays, s.historyDays + s.testDays - 1);
  for (const { day, clusters } of days)
    for (const line of SCAN_LINES)
      for (const c of clusters) if (c.p <= line) byLine.get(line)!.push({ day, codes: c.places });
  return byLine;
}

function permutationSignals(s: Series, places: ScanPlace[]): Map<number, Signal[]> {
  const byLine = new Map<number, Signal[]>(SCAN_LINES.map((l) => [l, []]));
  for (let t = s.historyDays; t < s.historyDays + s.testDays; t++) {
    const window = s.counts.map((row) => row.slice(t - STUDY_DAYS + 1, t + 1));
    const { clusters } = spaceTimePermutationScan(places, window, { seed: t });
    for (const line of SCAN_LINES)
      for (const c of clusters) if (c.gumbelP <= line) byLine.get(line)!.push({ day: t, codes: c.places });
  }
  return byLine;
}

interface Tally {
  clusters: number;
  detected: number;
  delays: number[];
  falseSignals: number;
  scoredDays: number;
  daysWithFalse: number;
  precision: number[];
}
const empty = (): Tally => ({
  clusters: 0,
  detected: 0,
  delays: [],
  falseSignals: 0,
  scoredDays: 0,
  daysWithFalse: 0,
  precision: [],
});

function score(s: Series, signals: Signal[], into: Tally): void {
  const unique = new Map<string, Signal>();
  for (const sig of signals) unique.set(`${sig.day}:${[...sig.codes].sort((a, b) => a - b).join(',')}`, sig);
  const c = s.cluster;
  const first = c ? c.days[0]! : Number.NaN;
  const activeTo = c ? Math.max(c.days[c.days.length - 1]!, first + 7) : Number.NaN;
  const inCluster = new Set(c?.postalCodes ?? []);
  const falseDays = new Set<number>();
  let detectedAt = Number.POSITIVE_INFINITY;
  const firstPrecisions = new Map<number, number[]>();
  for (const sig of unique.values()) {
    const active = c !== null && sig.day >= first && sig.day <= activeTo;
    const shared = sig.codes.filter((z) => inCluster.has(z)).length;
    if (active && shared > 0) {
      detectedAt = Math.min(detectedAt, sig.day);
      const list = firstPrecisions.get(sig.day) ?? [];
      list.push(shared / sig.codes.length);
      firstPrecisions.set(sig.day, list);
    } else {
      into.falseSignals++;
      falseDays.add(sig.day);
    }
  }
  into.scoredDays += s.testDays;
  into.daysWithFalse += falseDays.size;
  if (c) {
    into.clusters++;
    if (Number.isFinite(detectedAt)) {
      into.detected++;
      into.delays.push(detectedAt - first);
      const p = firstPrecisions.get(detectedAt)!;
      into.precision.push(p.reduce((a, b) => a + b, 0) / p.length);
    }
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const median = (xs: number[]) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const row = (name: string, t: Tally) =>
  `| ${name} | ${t.clusters ? (t.detected / t.clusters).toFixed(3) : '—'} | ${t.delays.length ? median(t.delays).toFixed(1) : '—'} | ${(t.falseSignals / Math.max(1, t.scoredDays)).toFixed(4)} | ${(t.daysWithFalse / Math.max(1, t.scoredDays)).toFixed(4)} | ${t.precision.length ? mean(t.precision).toFixed(2) : '—'} |`;

/** Exact (Garwood) 95 % interval of a Poisson mean from one count, by bisection on the Poisson tails. */
function poissonInterval(n: number): [number, number] {
  // Terms in log space: e^−mean underflows past a mean of about 745.
  const cdf = (k: number, mean: number) => {
    if (k < 0) return 0;
    let logTerm = -mean;
    let sum = Math.exp(logTerm);
    for (let i = 1; i <= k; i++) {
      logTerm += Math.log(mean / i);
      sum += Math.exp(logTerm);
    }
    return Math.min(1, sum);
  };
  const solve = (f: (m: number) => number) => {
    let lo = 0;
    let hi = n * 3 + 10;
    for (let i = 0; i < 100; i++) {
      const mid = (lo + hi) / 2;
      if (f(mid) > 0) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  // Lower: P(X ≥ n | m) = 0.025 (0 when n = 0); upper: P(X ≤ n | m) = 0.025.
  const lower = n === 0 ? 0 : solve((m) => 0.025 - (1 - cdf(n - 1, m)));
  const upper = solve((m) => cdf(n, m) - 0.025);
  return [lower, upper];
}

function scoreSet(name: string): void {
  const { set, hash } = load(name);
  const startDay = Math.round(Date.parse(`${set.startDate}T00:00:00Z`) / 86_400_000);
  const methods = [
    'per-area detector',
    ...SCAN_LINES.map((l) => `scan, history p ≤ ${lineName(l)}`),
    ...(PERMUTATION ? SCAN_LINES.map((l) => `permutation scan, Gumbel p ≤ ${lineName(l)}`) : []),
  ];
  const groups = ['straddling', 'inside one district', 'controls', 'no-change controls', 'changed controls', 'all'];
  const tallies = new Map<string, Map<string, Tally>>();
  const tally = (method: string, group: string) => {
    const m = tallies.get(method) ?? new Map<string, Tally>();
    tallies.set(method, m);
    const t = m.get(group) ?? empty();
    m.set(group, t);
    return t;
  };
  const inside = (s: Series) => {
    if (!s.cluster) return false;
    const g = set.geographies[s.geography]!;
    return new Set(s.cluster.postalCodes.map((z) => g.postalCodes[z]!.district)).size === 1;
  };
  const series = set.series.slice(0, LIMIT).filter((_, i) => i % STRIDE === 0);
  let scanMs = 0;
  for (const s of series) {
    const g = set.geographies[s.geography]!;
    const places = g.postalCodes.map((p) => ({ latitude: p.lat, longitude: p.lon }));
    const group = s.cluster === null ? 'controls' : inside(s) ? 'inside one district' : 'straddling';
    const signals: [string, Signal[]][] = [[methods[0]!, perAreaSignals(s, g, startDay)]];
    const started = performance.now();
    const scans = calibratedSignals(s, places);
    scanMs += performance.now() - started;
    for (const [i, l] of SCAN_LINES.entries()) signals.push([methods[i + 1]!, scans.get(l)!]);
    if (PERMUTATION) {
      const permuted = permutationSignals(s, places);
      for (const [i, l] of SCAN_LINES.entries()) signals.push([methods[i + 1 + SCAN_LINES.length]!, permuted.get(l)!]);
    }
    // The controls whose family has no change at all (`*-control-plain`) are the ones a nominal rate is judged on.
    const control =
      s.cluster === null ? [s.family.endsWith('control-plain') ? 'no-change controls' : 'changed controls'] : [];
    for (const [method, sig] of signals) {
      for (const key of [group, ...control, 'all', `family:${s.family}`]) score(s, sig, tally(method, key));
    }
  }
  console.log(
    `\n${name} (${ROLE[name] ?? 'frozen'}; series SHA-256 ${hash.slice(0, 8)}…, ${series.length} series), scored by its README's rule:`,
  );
  console.log(
    `scan: ${(scanMs / 1000).toFixed(1)} s for ${series.length} series × ${series[0]?.testDays ?? 0} scored days (with each series' reference days)`,
  );
  console.log(
    '| method / group | POD | median days to detection | false signals a day | days with a false signal | spatial precision |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const method of methods)
    for (const group of groups) console.log(row(`${method}: ${group}`, tally(method, group)));
  console.log('\nFalse signals per scored day on the no-change controls, with the exact Poisson 95 % interval:');
  for (const method of methods) {
    const t = tally(method, 'no-change controls');
    const [lo, hi] = poissonInterval(t.falseSignals);
    const d = Math.max(1, t.scoredDays);
    console.log(
      `${method}: ${(t.falseSignals / d).toFixed(4)} (${(lo / d).toFixed(4)}–${(hi / d).toFixed(4)}; ${t.falseSignals} in ${t.scoredDays} days)`,
    );
  }
  console.log('\nPer family:');
  console.log('| method / family | POD | median days | false signals a day | days with a false signal | precision |');
  console.log('|---|---|---|---|---|---|');
  const families = [...new Set(series.map((s) => s.family))];
  for (const f of families)
    for (const method of methods) console.log(row(`${method}: ${f}`, tally(method, `family:${f}`)));
}

for (const name of SETS) scoreSet(name);
