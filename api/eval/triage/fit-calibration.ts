/**
 * Fits the consultation's calibration (model/calibration.ts: one temperature and a log-offset per
 * class, "vector scaling") by maximum likelihood on the development vignette sets, and prints it.
 * Only the sets listed in DEVELOPMENT_SETS are read: a frozen set the engine is judged on is never
 * fitted to. Cases are taken in the three ways visitors consult (a typed list; the list and the
 * follow-up questions answered; the whole checklist), the same protocol as held-out.ts.
 * Usage: npm run fit:calibration -w api
 */
import { CONDITIONS, DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import { consult, type ConsultationInput, weigh } from '../../src/phone-ai/engine/consult';
import {
  type Calibration,
  type CalibrationClass,
  type CalibrationKind,
  calibrate,
  calibrationKind,
  IDENTITY_CALIBRATION,
} from '../../src/phone-ai/model/calibration';
import type { PosteriorResult } from '../../src/phone-ai/model/posterior';
import { HELD_OUT_SETS, loadHeldOutSets, type HeldOutCase } from './held-out';

/** Sets used to build and fit the engine; the frozen set it is judged on is not among them. */
export const DEVELOPMENT_SETS = ['held-out', 'held-out-v2', 'held-out-v3', 'held-out-v4'];

const CLASSES: CalibrationClass[] = [...CONDITIONS, 'other'];
const L2 = 0.01;

interface Sample {
  raw: PosteriorResult;
  label: number;
  /** Which of the engine's two calibrations the final answer uses. */
  kind: CalibrationKind;
  set: string;
}

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
    const r = calibrate(raw, cal);
    const ranked = CONDITIONS.map((c, i) => ({ i, p: r.conditions[c] })).sort((a, b) => b.p - a.p);
    const top = ranked[0]!;
    const bin = bins[Math.min(9, Math.floor(top.p * 10))]!;
    bin.n++;
    bin.conf += top.p;
    if (top.i === label) bin.ok++;
  }
  return bins.reduce((e, b) => e + (b.n ? (b.n / data.length) * Math.abs(b.conf / b.n - b.ok / b.n) : 0), 0);
}

function fitCalibration(data: Sample[]): Calibration {
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
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    temperature: round(1 / inv),
    offsets: Object.fromEntries(CLASSES.map((c, i) => [c, round(b[i]!)])) as Record<CalibrationClass, number>,
  };
}

function main(): void {
  const loaded = loadHeldOutSets(HELD_OUT_SETS.filter((s) => DEVELOPMENT_SETS.includes(s.name)));
  const data = loaded.flatMap(({ name, set }) => (set ? samples(name, set.cases) : []));
  console.log(`Development cases: ${data.length / 3}, each consulted 3 ways (${DEVELOPMENT_SETS.join(', ')})`);
  for (const kind of ['list', 'answered'] as const) {
    const mine = data.filter((x) => x.kind === kind);
    const cal = fitCalibration(mine);
    console.log(`\n${kind} (${mine.length} answers): temperature ${cal.temperature}`);
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
    for (const held of DEVELOPMENT_SETS) {
      const split = fitCalibration(mine.filter((x) => x.set !== held));
      const test = mine.filter((x) => x.set === held);
      console.log(
        `  fitted without ${held}, scored on it: ECE ${ece(test).toFixed(3)} -> ${ece(test, split).toFixed(3)}`,
      );
    }
  }
}

if (require.main === module) main();
