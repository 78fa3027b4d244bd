/**
 * cd api && npx tsx bench/alert-calibration.ts — how often the area pass's p-values reach the alert tier's extremes
 * on outbreak-free series, against how often true p-values would. Areas as bench:areas seeds them: 365 days of
 * Poisson counts at a constant daily rate (CALIBRATION_RATES), its 8 illnesses in bench:areas's shares; every
 * series scored as the pass scores it (currentAlarm, each illness beside the others). Prints, per level c, the
 * alarms whose p-value × 6 looks is below c (the detector's, and alertPValue's) beside series scored × c.
 */
import { otherIllnesses, Random } from '@healthwatch/outbreak-engine';
import { alertPValue, LOOKS_PER_SERIES } from '../src/analytics/areas/alarm-tiers';
import { type AlarmFigures, currentAlarm } from '../src/analytics/areas/assess-areas';

const rng = new Random(Number(process.env.CALIBRATION_SEED ?? 7));
const RATES = (process.env.CALIBRATION_RATES ?? '0.1,0.2,0.5,1,2,5,20').split(',').map(Number);
const AREAS_PER_RATE = Number(process.env.CALIBRATION_AREAS ?? 2500);
const DAYS = 365;
// bench:areas draws illness k with probability sqrt((k+1)/8) − sqrt(k/8) (random()^2 over 8).
const SHARES = Array.from({ length: 8 }, (_, k) => Math.sqrt((k + 1) / 8) - Math.sqrt(k / 8));

const alarms: (Omit<AlarmFigures, 'illness'> & { rate: number; series: string })[] = [];
let scored = 0;
for (const rate of RATES)
  for (let a = 0; a < AREAS_PER_RATE; a++) {
    const byIllness = SHARES.map((s) => Array.from({ length: DAYS }, () => rng.poisson(rate * s)));
    const total = Array.from({ length: DAYS }, (_, t) => byIllness.reduce((n, s) => n + s[t]!, 0));
    const overall = currentAlarm(total, 20_000, false);
    if (overall.scored) scored++;
    if (overall.alarm) alarms.push({ ...overall.alarm, rate, series: 'all' });
    for (let k = 0; k < 8 && overall.scored; k++) {
      const r = currentAlarm(byIllness[k]!, 20_000, false, { companions: otherIllnesses(byIllness, k) });
      if (r.scored) scored++;
      if (r.alarm) alarms.push({ ...r.alarm, rate, series: `illness ${k}` });
    }
  }

console.log(`${scored.toLocaleString('en')} outbreak-free series scored, ${alarms.length} alarms (watch)`);
console.log('p × 6 looks below   detector   alertPValue   true p-values would');
for (const c of [1e-3, 1e-4, 1e-5, 1e-6]) {
  const below = (p: (x: (typeof alarms)[number]) => number) => alarms.filter((x) => p(x) * LOOKS_PER_SERIES < c).length;
  console.log(
    `  ${c.toExponential(0).padEnd(16)}  ${String(below((x) => x.pValue)).padStart(8)}   ${String(below(alertPValue)).padStart(11)}   ${(scored * c).toFixed(2).padStart(10)}`,
  );
}
console.log('\nthe 10 smallest detector p-values: daily rate, series, days, observed, expected, p, alertPValue');
for (const x of [...alarms].sort((a, b) => a.pValue - b.pValue).slice(0, 10))
  console.log(
    `  ${x.rate}  ${x.series}  ${x.days}  ${x.observed}  ${x.expected}  ${x.pValue.toExponential(1)}  ${alertPValue(x).toExponential(1)}`,
  );
