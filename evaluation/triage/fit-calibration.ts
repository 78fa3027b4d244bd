/**
 * Fits the consultation's calibration (model/calibration.ts: one temperature and a log-offset per
 * class, "vector scaling", and a cap) on the development vignette sets, and prints it. Three stages: the
 * offsets and temperature by maximum likelihood over all ten classes (this orders the
 * differential), then one common scale of every log-score chosen to minimise the Brier score of
 * the leader's shown probability (this makes the shown confidence mean what it says; a common
 * scale never reorders the differential), then the most the leader is ever shown as, by the same
 * score. The likelihood alone fits the whole distribution and, scored set by set, left the
 * leader's confidence worse calibrated than no calibration at all.
 * Only the sets listed in DEVELOPMENT_SETS are read: a frozen set the engine is judged on is never
 * fitted to. Cases are taken in the three ways visitors consult (a typed list; the list and the
 * follow-up questions answered; the whole checklist), the same protocol as held-out.ts.
 * Usage: npm run fit:calibration -w @healthwatch/evaluation
 */
import { CONDITIONS, DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import {
  type Calibration,
  type CalibrationClass,
  type CalibrationKind,
  type ConsultationInput,
  calibrate,
  calibrationKind,
  consult,
  IDENTITY_CALIBRATION,
  type PosteriorResult,
  weigh,
} from '@healthwatch/triage-engine';
import { HELD_OUT_SETS, loadHeldOutSets, type HeldOutCase } from './held-out';

/** Sets used to build and fit the engine; the frozen set it is judged on is not among them. */
export const DEVELOPMENT_SETS = [
  'held-out',
  'held-out-v2',
  'held-out-v3',
  'held-out-v4',
  'held-out-v5',
  'held-out-v6',
  'held-out-v7',
  'held-out-v8',
  'held-out-v9',
];

const CLASSES: CalibrationClass[] = [...CONDITIONS, 'other'];
const L2 = 0.01;

interface Sample {
  raw: PosteriorResult;
  label: number;
  /** Which of the engine's two calibrations the final answer uses. */
  kind: CalibrationKind;
  set: string;
  mode: Mode;
}

type Mode = 'spoken' | 'asked' | 'checklist';

function samples(set: string, cases: readonly HeldOutCase[]): Sample[] {
  const out: Sample[] = [];
  for (const c of cases)
    for (const mode of ['spoken', 'asked', 'checklist'] as const) {
      const call: ConsultationInput = {
        symptoms: mode === 'checklist' ? c.present : c.spoken,
        fullChecklist: mode === 'checklist',
        country: c.country,
        month: c.month,
        ...(c.dangerSigns
          ? {
              dangerSigns: c.dangerSigns.filter((d): d is DangerSign =>
                (DANGER_SIGNS as readonly string[]).includes(d),
              ),
            }
          : {}),
      };
      const questions = mode === 'asked' ? (consult(call).followUpQuestions ?? []) : [];
      const final =
        questions.length > 0
          ? { ...call, answers: questions.map((q) => ({ symptom: q, present: c.present.includes(q) })) }
          : call;
      out.push({
        raw: weigh(final).raw,
        label: CLASSES.indexOf(c.expected as CalibrationClass),
        kind: calibrationKind(final),
        set,
        mode,
      });
    }
  return out;
}

const logProbs = (r: PosteriorResult) =>
  [...CONDITIONS.map((c) => r.conditions[c]), r.unmodelled].map((p) => Math.log(Math.max(p, 1e-12)));

/** Mean negative log-likelihood and its gradient in (1/temperature, offsets of the nine; "other" stays 0). */
function nll(data: Sample[], inv: number, b: number[]): { loss: number; gInv: number; gB: number[] } {
  let loss = 0;
  let gInv = 0;
  const gB = CLASSES.map(() => 0);
  for (const { raw, label } of data) {
    const lp = logProbs(raw);
    const z = lp.map((l, i) => inv * l + b[i]!);
    const m = Math.max(...z);
    const e = z.map((v) => Math.exp(v - m));
    const s = e.reduce((a, v) => a + v, 0);
    const q = e.map((v) => v / s);
    loss -= Math.log(q[label]!);
    q.forEach((qi, i) => {
      const d = qi - (i === label ? 1 : 0);
      gInv += d * lp[i]!;
      gB[i]! += d;
    });
  }
  const n = data.length;
  loss = loss / n + L2 * b.reduce((a, v) => a + v * v, 0);
  return { loss, gInv: gInv / n, gB: gB.map((g, i) => g / n + 2 * L2 * b[i]!) };
}

function ece(data: Sample[], cal = IDENTITY_CALIBRATION): number {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, ok: 0 }));
  for (const { raw, label } of data) {
    const top = leader(raw, label, cal);
    const bin = bins[Math.min(9, Math.floor(top.p * 10))]!;
    bin.n++;
    bin.conf += top.p;
    if (top.ok) bin.ok++;
  }
  return bins.reduce((e, b) => e + (b.n ? (b.n / data.length) * Math.abs(b.conf / b.n - b.ok / b.n) : 0), 0);
}

/** The leader's shown probability and whether the leader is the right answer. */
function leader(raw: PosteriorResult, label: number, cal: Calibration): { p: number; ok: boolean } {
  const r = calibrate(raw, cal);
  let best = 0;
  CONDITIONS.forEach((c, i) => {
    if (r.conditions[c] > r.conditions[CONDITIONS[best]!]) best = i;
  });
  return { p: r.conditions[CONDITIONS[best]!], ok: best === label };
}

function leaderBrier(data: Sample[], cal: Calibration): number {
  return (
    data.reduce((s, { raw, label }) => {
      const { p, ok } = leader(raw, label, cal);
      return s + (p - (ok ? 1 : 0)) ** 2;
    }, 0) / data.length
  );
}

/** Multiplies every log-score (temperature and offsets together) by the factor that best calibrates the leader. */
function scaleForConfidence(data: Sample[], cal: Calibration): Calibration {
  let best = cal;
  let bestLoss = leaderBrier(data, cal);
  for (let k = 0.4; k <= 2.0001; k += 0.02) {
    const scaled: Calibration = {
      ...cal,
      temperature: cal.temperature / k,
      offsets: Object.fromEntries(CLASSES.map((c) => [c, cal.offsets[c] * k])) as Record<CalibrationClass, number>,
    };
    const loss = leaderBrier(data, scaled);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = scaled;
    }
  }
  return best;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The most the leader is shown as: on sets written by other authors even the surest answers are
 * right about nine times in ten or less (other causes, judgement at the edges), which the scale
 * alone, fitted over every confidence, leaves overstated at the top.
 */
function capForConfidence(data: Sample[], cal: Calibration): Calibration {
  let best = cal;
  let bestLoss = leaderBrier(data, cal);
  for (let cap = 0.7; cap < 0.999; cap += 0.01) {
    const capped = { ...cal, cap };
    const loss = leaderBrier(data, capped);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = capped;
    }
  }
  return best;
}

function fitCalibration(data: Sample[]): Calibration {
  const byLikelihood = fitByLikelihood(data);
  const scaled = capForConfidence(data, scaleForConfidence(data, byLikelihood));
  return {
    cap: round3(scaled.cap),
    temperature: round3(scaled.temperature),
    offsets: Object.fromEntries(CLASSES.map((c) => [c, round3(scaled.offsets[c])])) as Record<CalibrationClass, number>,
  };
}

function fitByLikelihood(data: Sample[]): Calibration {
  let inv = 1;
  const b = CLASSES.map(() => 0);
  let rate = 0.5;
  let last = nll(data, inv, b);
  for (let step = 0; step < 4000 && rate > 1e-9; step++) {
    const nextInv = inv - rate * last.gInv;
    const nextB = b.map((v, i) => (CLASSES[i] === 'other' ? 0 : v - rate * last.gB[i]!));
    const next = nll(data, nextInv, nextB);
    if (next.loss <= last.loss) {
      inv = nextInv;
      nextB.forEach((v, i) => {
        b[i] = v;
      });
      last = next;
      rate *= 1.05;
    } else rate /= 2;
  }
  return {
    temperature: 1 / inv,
    cap: 1,
    offsets: Object.fromEntries(CLASSES.map((c, i) => [c, b[i]!])) as Record<CalibrationClass, number>,
  };
}

function main(): void {
  const loaded = loadHeldOutSets(HELD_OUT_SETS.filter((s) => DEVELOPMENT_SETS.includes(s.name)));
  const data = loaded.flatMap(({ name, set }) => (set ? samples(name, set.cases) : []));
  console.log(`Development cases: ${data.length / 3}, each consulted 3 ways (${DEVELOPMENT_SETS.join(', ')})`);
  for (const kind of ['list', 'answered'] as const) {
    const mine = data.filter((x) => x.kind === kind);
    const cal = fitCalibration(mine);
    console.log(
      `\n${kind} (${mine.length} answers): temperature ${cal.temperature}${cal.cap < 1 ? `, leader capped at ${cal.cap}` : ''}`,
    );
    console.log(`  offsets ${JSON.stringify(cal.offsets)}`);
    console.log(
      `  in sample: NLL ${nll(
        mine,
        1,
        CLASSES.map(() => 0),
      ).loss.toFixed(3)} -> ${nll(
        mine,
        1 / cal.temperature,
        CLASSES.map((c) => cal.offsets[c]),
      ).loss.toFixed(3)}, ECE ${ece(mine).toFixed(3)} -> ${ece(mine, cal).toFixed(3)}`,
    );
    // Each development set scored by a calibration fitted without it, per way of consulting.
    const pooled = { spoken: [0, 0, 0], asked: [0, 0, 0], checklist: [0, 0, 0] } as Record<Mode, number[]>;
    for (const held of DEVELOPMENT_SETS) {
      const split = fitCalibration(mine.filter((x) => x.set !== held));
      const test = mine.filter((x) => x.set === held);
      console.log(
        `  fitted without ${held}, scored on it: ECE ${ece(test).toFixed(3)} -> ${ece(test, split).toFixed(3)}`,
      );
      for (const mode of ['spoken', 'asked', 'checklist'] as const) {
        const part = test.filter((x) => x.mode === mode);
        const sum = pooled[mode];
        sum[0]! += ece(part) * part.length;
        sum[1]! += ece(part, split) * part.length;
        sum[2]! += part.length;
      }
    }
    for (const [mode, [before, after, n]] of Object.entries(pooled))
      if (n)
        console.log(
          `  ${mode}, every set fitted without it: ECE ${(before! / n).toFixed(3)} -> ${(after! / n).toFixed(3)}`,
        );
  }
}

if (require.main === module) main();
