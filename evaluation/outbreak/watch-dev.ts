/**
 * Development harness for the watch tier (issue #33): `npm run dev:watch -w @healthwatch/evaluation`. Scores only
 * ours and the true-baseline reference on the frozen sets named in EVAL_SETS (all by default), each at the shipped
 * settings or with the detector options given as JSON in WATCH_OPTIONS, and prints the target line and each
 * family's figures. WATCH_SAVE=file.json keeps every series' statistic, for reading other thresholds offline. The
 * official figures are `npm run eval:outbreak`'s; this is for trying a change on development data quickly.
 * EVAL_FAMILIES=a,b keeps only the families whose names contain one of those strings (the target line is then
 * that subset's, against the reference's line fitted on the whole set). WATCH_SWEEP=0.1,0.2,… also prints ours with
 * both thresholds raised by each of those amounts: what a stricter threshold alone would give on each set.
 */
import { writeFileSync } from 'node:fs';
import { type RegressionOptions, regressionDetector, thresholdFor } from '@healthwatch/outbreak-engine';
import { HELD_OUT_SETS, heldOutDir, heldOutSeries, loadHeldOutScenarios, toScenario } from './held-out';
import { performance, type Scored, thresholdForFpr, watchVerdict } from './metrics';
import { companionsOf, START_DAY, type SimulatedSeries } from './simulate';
import { detectorWindows, trueBaselineStatistic } from './true-baseline';

const options: RegressionOptions = JSON.parse(process.env.WATCH_OPTIONS ?? '{}');
const sets = (process.env.EVAL_SETS ?? HELD_OUT_SETS.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const windows = detectorWindows(options);
const families = (process.env.EVAL_FAMILIES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const kept = (name: string) => families.length === 0 || families.some((f) => name.includes(f));
const threshold = (s: SimulatedSeries) => thresholdFor(s.others !== undefined, options);
const sweep = (process.env.WATCH_SWEEP ?? '')
  .split(',')
  .filter((s) => s.trim().length > 0)
  .map(Number);
const fmt = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : String(v));

const saved: Record<string, { scenario: string; k: number; statistic: number[] }[]> = {};
for (const set of sets) {
  const started = Date.now();
  const study = loadHeldOutScenarios(heldOutDir(set));
  const everySeries = heldOutSeries(study);
  const series = everySeries.filter((s) => kept(s.scenario));
  const ours: Scored[] = series.map((s) => ({
    series: s,
    statistic: regressionDetector(s.counts, START_DAY, {
      ...options,
      from: s.testFrom,
      companions: companionsOf(s),
    }).map((d) => d.statistic),
  }));
  const scenarios = new Map(study.families.map((f) => [f.name, toScenario(f)]));
  const reference = everySeries.map((s) => ({
    series: s,
    statistic: trueBaselineStatistic(s, scenarios.get(s.scenario)!, windows),
  }));
  const line = thresholdForFpr(reference, 0.01);
  const r = performance(
    reference.filter((x) => kept(x.series.scenario)),
    line,
  );
  const all = performance(ours, threshold);
  const v = watchVerdict(all, r);
  console.log(
    `${set}: ours POD ${fmt(all.pod, 3)} FPR ${fmt(all.fprPerDay, 4)}; reference POD ${fmt(r.pod, 3)}; ${fmt(100 * v.share, 1)} % → ${v.met ? 'met' : 'NOT met'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const raise of sweep) {
    const p = performance(ours, (s) => threshold(s) + raise);
    const w = watchVerdict(p, r);
    console.log(
      `  thresholds +${raise}: POD ${fmt(p.pod, 3)} FPR ${fmt(p.fprPerDay, 4)}; ${fmt(100 * w.share, 1)} % → ${w.met ? 'met' : 'NOT met'}`,
    );
  }
  for (const f of study.families.filter((f) => kept(f.name))) {
    const p = performance(
      ours.filter((x) => x.series.scenario === f.name),
      threshold,
    );
    console.log(`  ${f.name.padEnd(60)} ${fmt(p.pod, 3)}  ${fmt(p.fprPerDay, 4)}`);
  }
  saved[set] = ours.map((x) => ({ scenario: x.series.scenario, k: x.series.k, statistic: x.statistic }));
}
if (process.env.WATCH_SAVE) writeFileSync(process.env.WATCH_SAVE, JSON.stringify(saved));
