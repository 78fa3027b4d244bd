/**
 * The detector on rates: `npm run eval:rates -w api`. Scores the shipped detector with each day's participants
 * as its denominator beside the count-only detector (the same series judged as counts alone), first on the
 * development series (the rate threshold fitted on the tuning seed for 0.01 false alarms a day, then reported on
 * another seed), then on the frozen rates sets at the shipped settings.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGRESSION_DEFAULTS, regressionDetector } from '@healthwatch/outbreak-engine';
import type { DetectorDay } from '@healthwatch/outbreak-engine';
import { sha256 } from '../../frozen';
import { performance, type Performance, type Scored, thresholdForFpr } from '../metrics';
import { START_DAY } from '../simulate';
import { devRatedSeries, type RatedSeries } from './dev-series';

const REPLICATES = Number(process.env.EVAL_REPLICATES ?? 6);
const SEED = Number(process.env.EVAL_SEED ?? 20261124);
const TUNING_SEED = Number(process.env.EVAL_TUNING_SEED ?? 19960101);
/**
 * The frozen sets, oldest first. held-out-rates-v1 was scored once at the first shipped threshold (2.07) and has
 * been development data since (the threshold was refitted on it); held-out-rates-v2 judges the threshold now shipped.
 */
const FROZEN_SETS = ['held-out-rates-v1', 'held-out-rates-v2'];

const rated = (s: RatedSeries, startDay: number) =>
  regressionDetector(s.counts, startDay, { from: s.testFrom, exposure: s.participants });
const countOnly = (s: RatedSeries, startDay: number) => regressionDetector(s.counts, startDay, { from: s.testFrom });

/** Alarms as the product raises them (each day against its own threshold), as a 0/1 statistic. */
const alarms = (days: DetectorDay[]) => days.map((d) => (d.alarm ? 1 : 0));
const atShipped = (scored: Scored[]) => performance(scored, 0.5);

const fmt = (p: Performance) => `${p.pod.toFixed(3)} / ${p.fprPerDay.toFixed(4)}`;

function scoreBoth(series: RatedSeries[], startDay: number) {
  const rate: Scored[] = [];
  const count: Scored[] = [];
  let ratedDays = 0;
  let testDays = 0;
  for (const s of series) {
    const r = rated(s, startDay);
    for (let t = s.testFrom; t < r.length; t++) {
      testDays++;
      if (r[t]!.rated) ratedDays++;
    }
    rate.push({ series: s, statistic: alarms(r) });
    count.push({ series: s, statistic: alarms(countOnly(s, startDay)) });
  }
  return { rate, count, ratedShare: ratedDays / Math.max(1, testDays) };
}

function byFamily(rate: Scored[], count: Scored[]): void {
  const families = [...new Set(rate.map((s) => s.series.scenario))];
  console.log('| family | rates: POD / false alarms a day | count-only |');
  console.log('|---|---|---|');
  for (const f of families) {
    const pick = (xs: Scored[]) => xs.filter((x) => x.series.scenario === f);
    console.log(`| ${f} | ${fmt(atShipped(pick(rate)))} | ${fmt(atShipped(pick(count)))} |`);
  }
}

function development(): void {
  const tuning = devRatedSeries(TUNING_SEED, REPLICATES);
  const raw: Scored[] = tuning.map((s) => ({ series: s, statistic: rated(s, START_DAY).map((d) => d.statistic) }));
  const fitted = thresholdForFpr(raw, 0.01);
  console.log(
    `Rate threshold for 0.01 false alarms a day on the tuning seed ${TUNING_SEED}: ${fitted.toFixed(3)} (shipped: ${REGRESSION_DEFAULTS.rateThreshold})`,
  );
  const dev = devRatedSeries(SEED, REPLICATES);
  const { rate, count, ratedShare } = scoreBoth(dev, START_DAY);
  console.log(
    `\nDevelopment series (seed ${SEED}, ${dev.length} series, ${(100 * ratedShare).toFixed(1)} % of test days judged as rates), at the shipped settings:`,
  );
  console.log(`all: rates ${fmt(atShipped(rate))}, count-only ${fmt(atShipped(count))}`);
  byFamily(rate, count);
}

interface FrozenSet {
  set: string;
  seed: number;
  startDate: string;
  series: {
    family: string;
    k: number;
    replicate: number;
    historyDays: number;
    testDays: number;
    participants: number[];
    cases: number[];
    outbreakDays: number[];
  }[];
}

function frozen(name: string): void {
  const FROZEN_DIR = join(__dirname, '..', name);
  if (!existsSync(join(FROZEN_DIR, 'SHA256'))) {
    console.log(`\n${name}: not present`);
    return;
  }
  // Both files the set is made of must be the ones frozen: scenarios.json and the generator that draws from it.
  const stored = readFileSync(join(FROZEN_DIR, 'SHA256'), 'utf8');
  for (const file of ['scenarios.json', 'generate.mjs']) {
    const hash = sha256(readFileSync(join(FROZEN_DIR, file)));
    if (!stored.includes(`${hash}  ${file}`)) throw new Error(`${name} changed: ${file} is ${hash}`);
  }
  const output = execFileSync(process.execPath, [join(FROZEN_DIR, 'generate.mjs')], { maxBuffer: 1 << 30 });
  const seriesHash = readFileSync(join(FROZEN_DIR, 'SERIES_SHA256'), 'utf8').trim().split(/\s+/)[0];
  if (sha256(output) !== seriesHash) throw new Error(`${name} series differ from ${seriesHash}`);
  const data = JSON.parse(output.toString('utf8')) as FrozenSet;
  const startDay = Math.round(Date.parse(`${data.startDate}T00:00:00Z`) / 86_400_000);
  const series: RatedSeries[] = data.series.map((s) => {
    const length = s.cases.length;
    const outbreakDay = new Array<boolean>(length).fill(false);
    for (const d of s.outbreakDays) outbreakDay[d] = true;
    const start = Math.min(...s.outbreakDays);
    const end = Math.max(...s.outbreakDays);
    return {
      scenario: s.family,
      k: s.k,
      counts: s.cases,
      participants: s.participants,
      testFrom: s.historyDays,
      outbreak: { start, end, cases: 0, k: s.k },
      outbreakDay,
    };
  });
  const { rate, count, ratedShare } = scoreBoth(series, startDay);
  console.log(
    `\n${name} (SHA-256 ${seriesHash.slice(0, 8)}…, ${series.length} series, ${(100 * ratedShare).toFixed(1)} % of test days judged as rates), at the shipped settings:`,
  );
  // The set's author asks for figures per class (participation, composition, control), not pooled.
  const classOf = new Map(
    (
      JSON.parse(readFileSync(join(FROZEN_DIR, 'scenarios.json'), 'utf8')) as {
        families: { name: string; class: string }[];
      }
    ).families.map((f) => [f.name, f.class]),
  );
  for (const cls of new Set(classOf.values())) {
    const pick = (xs: Scored[]) => xs.filter((x) => classOf.get(x.series.scenario) === cls);
    console.log(`${cls}: rates ${fmt(atShipped(pick(rate)))}, count-only ${fmt(atShipped(pick(count)))}`);
  }
  console.log(`all: rates ${fmt(atShipped(rate))}, count-only ${fmt(atShipped(count))}`);
  byFamily(rate, count);
}

development();
if (process.env.EVAL_FROZEN !== '0') for (const name of FROZEN_SETS) frozen(name);
