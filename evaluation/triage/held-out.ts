/**
 * Frozen held-out vignettes: loading (with the SHA-256 check) and scoring.
 *
 * This file depends on nothing in the engine: the consultation function is
 * passed in, so the same scorer can be run against an older engine by copying
 * this file and ../frozen.ts into a checkout of that revision (see the engine README).
 *
 * Scoring rules (fixed before the held-out cases were seen):
 * - top-1: the engine's named condition (`condition`) equals `expected`. An
 *   answer "Most likely X or Y" names X, the leader.
 * - top-3: `expected` is among the three conditions of `differential`.
 * - expected "other" (a cause outside the nine conditions): top-1 and top-3
 *   are both correct only when the engine names no condition (it abstains or
 *   says the pattern fits none of the nine). Naming any of the nine, even as
 *   a close pair, is wrong.
 * - "not enough information" share: answers that name no condition.
 * - calibration: each case contributes the probability of the engine's
 *   top-ranked condition (`differential[0]`) as its confidence and whether
 *   that condition is `expected` as its outcome ("other" cases always count as
 *   wrong there, since the top-ranked entry is one of the nine). Expected
 *   calibration error over 10 equal-width bins, weighted by cases per bin.
 * - triage: exact level match; under-triage of an emergency = an expected
 *   "emergency" answered below "emergency".
 * - danger signs: a case's `dangerSigns` (the fixed danger-sign questions it
 *   answers yes to; sets written before those questions existed have none and
 *   are scored as not asked) go with every consultation in every mode.
 * - modes: "spoken" sends the caller's unprompted symptoms once; "asked" sends
 *   them, then answers the engine's follow-up questions (one round, as the
 *   phone line and the test form ask them) truthfully from `present` (yes when
 *   the symptom is in it, else no) and scores that second answer; "checklist"
 *   sends `present` as the whole checklist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFrozen } from '@healthwatch/evaluation/frozen';

export { sha256 } from '@healthwatch/evaluation/frozen';

export type TriageLevelName = 'self-care' | 'see-doctor' | 'emergency';
const ORDER: readonly TriageLevelName[] = ['self-care', 'see-doctor', 'emergency'];

export interface HeldOutCase {
  id: string;
  country: string;
  month: number;
  present: string[];
  spoken: string[];
  expected: string;
  triage: TriageLevelName;
  ambiguous: boolean;
  /** The danger-sign questions answered yes; absent in sets written before they were asked. */
  dangerSigns?: string[];
  source?: string;
  note?: string;
}

export interface HeldOutSet {
  description?: string;
  cases: HeldOutCase[];
}

/** The subset of the engine's answer the scorer reads. */
export interface ConsultAnswer {
  condition: string | null;
  triage: string;
  differential: ReadonlyArray<{ condition: string; probability: number }>;
  followUpQuestions?: readonly string[];
}

export interface ConsultCall {
  symptoms: string[];
  fullChecklist: boolean;
  country: string;
  month: number;
  localCounts: Record<string, number>;
  dangerSigns?: string[];
  answers?: Array<{ symptom: string; present: boolean }>;
}

export type ConsultFn = (input: ConsultCall) => ConsultAnswer;

export const HELD_OUT_DIR = join(__dirname, 'held-out');

/**
 * Every frozen set `eval:triage` scores, oldest first; each folder's SOURCES.md says how it was
 * written. From v3 on, each was written by an author who read neither the engine nor an earlier
 * set and was frozen before it was first scored; v2 came from case definitions and care-seeking
 * etiology studies; from v4 each case carries the answers to the danger-sign questions asked when
 * it was written (eleven in v5, twelve in v6, thirteen in v7 and v8, fourteen from v9).
 */
export const HELD_OUT_SETS: ReadonlyArray<{ name: string; dir: string }> = [
  'held-out',
  ...Array.from({ length: 9 }, (_, i) => `held-out-v${i + 2}`),
].map((name) => ({ name, dir: join(__dirname, name) }));

/** Reads the frozen set; throws when it is missing or its hash differs from the stored one. */
export function loadHeldOut(dir: string = HELD_OUT_DIR): HeldOutSet {
  return JSON.parse(readFrozen(dir, 'vignettes.json').toString('utf8')) as HeldOutSet;
}

export interface LoadedSet {
  name: string;
  /** Absent when the folder has no vignettes.json. */
  set?: HeldOutSet;
}

/**
 * Loads every frozen set before any is scored, so one changed file stops the
 * whole held-out report rather than leaving a partial one. Throws like
 * loadHeldOut when a hash differs.
 */
export function loadHeldOutSets(sets: ReadonlyArray<{ name: string; dir: string }> = HELD_OUT_SETS): LoadedSet[] {
  return sets.map(({ name, dir }) =>
    existsSync(join(dir, 'vignettes.json')) ? { name, set: loadHeldOut(dir) } : { name },
  );
}

export type Mode = 'spoken' | 'asked' | 'checklist';

export interface ScoredCase {
  c: HeldOutCase;
  named: string | null;
  top3: string[];
  topProbability: number;
  topCorrect: boolean;
  top1: boolean;
  inTop3: boolean;
  triage: TriageLevelName;
  triageOk: boolean;
}

export interface Bin {
  from: number;
  to: number;
  n: number;
  meanConfidence: number;
  accuracy: number;
}

export interface Breakdown {
  n: number;
  top1: number;
  top3: number;
}

export interface ModeSummary {
  mode: Mode;
  n: number;
  top1: number;
  top3: number;
  notEnoughInfo: number;
  emergencies: number;
  emergencyRecall: number;
  underTriagedEmergencies: number;
  underTriaged: number;
  overTriaged: number;
  triageAccuracy: number;
  ece: number;
  bins: Bin[];
  perCondition: Record<string, Breakdown>;
  ambiguous: Breakdown;
  unambiguous: Breakdown;
  cases: ScoredCase[];
}

const rank = (t: string) => ORDER.indexOf(t as TriageLevelName);

function scoreCase(c: HeldOutCase, mode: Mode, consultFn: ConsultFn): ScoredCase {
  const symptoms = mode === 'checklist' ? c.present : c.spoken;
  const call: ConsultCall = {
    symptoms: [...symptoms],
    fullChecklist: mode === 'checklist',
    country: c.country,
    month: c.month,
    localCounts: {},
    ...(c.dangerSigns ? { dangerSigns: [...c.dangerSigns] } : {}),
  };
  const first = consultFn(call);
  const questions = mode === 'asked' ? (first.followUpQuestions ?? []) : [];
  const r =
    questions.length > 0
      ? consultFn({ ...call, answers: questions.map((q) => ({ symptom: q, present: c.present.includes(q) })) })
      : first;
  const top3 = r.differential.slice(0, 3).map((d) => d.condition);
  const leader = r.differential[0];
  const other = c.expected === 'other';
  const top1 = other ? r.condition === null : r.condition === c.expected;
  const inTop3 = other ? r.condition === null : top3.includes(c.expected);
  const triage = (ORDER.includes(r.triage as TriageLevelName) ? r.triage : 'self-care') as TriageLevelName;
  return {
    c,
    named: r.condition,
    top3,
    topProbability: leader ? leader.probability : 0,
    topCorrect: !other && leader !== undefined && leader.condition === c.expected,
    top1,
    inTop3,
    triage,
    triageOk: triage === c.triage,
  };
}

function breakdown(cases: readonly ScoredCase[]): Breakdown {
  const n = cases.length;
  return {
    n,
    top1: n ? cases.filter((x) => x.top1).length / n : 0,
    top3: n ? cases.filter((x) => x.inTop3).length / n : 0,
  };
}

export function reliability(cases: readonly ScoredCase[], binCount = 10): { ece: number; bins: Bin[] } {
  const bins: Bin[] = [];
  let ece = 0;
  for (let i = 0; i < binCount; i++) {
    const from = i / binCount;
    const to = (i + 1) / binCount;
    const inBin = cases.filter((x) =>
      i === binCount - 1 ? x.topProbability >= from : x.topProbability >= from && x.topProbability < to,
    );
    const n = inBin.length;
    const meanConfidence = n ? inBin.reduce((s, x) => s + x.topProbability, 0) / n : 0;
    const accuracy = n ? inBin.filter((x) => x.topCorrect).length / n : 0;
    if (cases.length) ece += (n / cases.length) * Math.abs(meanConfidence - accuracy);
    bins.push({ from, to, n, meanConfidence, accuracy });
  }
  return { ece, bins };
}

export function evaluateHeldOut(cases: readonly HeldOutCase[], mode: Mode, consultFn: ConsultFn): ModeSummary {
  const scored = cases.map((c) => scoreCase(c, mode, consultFn));
  const n = scored.length;
  const share = (f: (x: ScoredCase) => boolean, of: readonly ScoredCase[] = scored) =>
    of.length ? of.filter(f).length / of.length : 0;
  const emergencies = scored.filter((x) => x.c.triage === 'emergency');
  const perCondition: Record<string, Breakdown> = {};
  for (const e of [...new Set(scored.map((x) => x.c.expected))].sort())
    perCondition[e] = breakdown(scored.filter((x) => x.c.expected === e));
  const { ece, bins } = reliability(scored);
  return {
    mode,
    n,
    top1: share((x) => x.top1),
    top3: share((x) => x.inTop3),
    notEnoughInfo: share((x) => x.named === null),
    emergencies: emergencies.length,
    emergencyRecall: emergencies.length ? share((x) => x.triage === 'emergency', emergencies) : 1,
    underTriagedEmergencies: emergencies.filter((x) => x.triage !== 'emergency').length,
    underTriaged: scored.filter((x) => rank(x.triage) < rank(x.c.triage)).length,
    overTriaged: scored.filter((x) => rank(x.triage) > rank(x.c.triage)).length,
    triageAccuracy: share((x) => x.triageOk),
    ece,
    bins,
    perCondition,
    ambiguous: breakdown(scored.filter((x) => x.c.ambiguous)),
    unambiguous: breakdown(scored.filter((x) => !x.c.ambiguous)),
    cases: scored,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

const MODE_TITLES: Record<Mode, string> = {
  spoken: 'Typed or spoken list (the caller’s unprompted symptoms only; unmentioned = unknown):',
  asked: 'Typed or spoken list, then the follow-up questions answered (one round, as the phone line and form ask):',
  checklist: 'Full 15-symptom checklist (symptoms not listed count as absent):',
};

export function formatSummary(s: ModeSummary): string {
  const lines: string[] = [];
  lines.push(MODE_TITLES[s.mode]);
  lines.push(`  cases ${s.n}, emergencies ${s.emergencies}`);
  lines.push(`  top-1 ${pct(s.top1)}   top-3 ${pct(s.top3)}   "not enough information" ${pct(s.notEnoughInfo)}`);
  lines.push(
    `  emergency recall ${pct(s.emergencyRecall)}   under-triaged emergencies ${s.underTriagedEmergencies}   triage accuracy ${pct(s.triageAccuracy)} (under ${s.underTriaged}, over ${s.overTriaged})`,
  );
  const missed = s.cases.filter((r) => r.c.triage === 'emergency' && r.triage !== 'emergency');
  // Which emergencies were missed, so a reader can see why without opening the set.
  for (const r of missed) lines.push(`    under-triaged: ${r.c.id} (answered ${r.triage})`);
  lines.push(`  expected calibration error (10 bins) ${s.ece.toFixed(3)}`);
  lines.push('  reliability: confidence bin | cases | mean confidence | accuracy');
  for (const b of s.bins)
    if (b.n > 0)
      lines.push(
        `    ${b.from.toFixed(1)}-${b.to.toFixed(1)} | ${String(b.n).padStart(3)} | ${b.meanConfidence.toFixed(2)} | ${b.accuracy.toFixed(2)}`,
      );
  lines.push('  per expected answer: cases | top-1 | top-3');
  for (const [k, b] of Object.entries(s.perCondition))
    lines.push(
      `    ${k.padEnd(16)} ${String(b.n).padStart(3)} | ${pct(b.top1).padStart(6)} | ${pct(b.top3).padStart(6)}`,
    );
  lines.push(
    `  ambiguous ${s.ambiguous.n}: top-1 ${pct(s.ambiguous.top1)}, top-3 ${pct(s.ambiguous.top3)}; unambiguous ${s.unambiguous.n}: top-1 ${pct(s.unambiguous.top1)}, top-3 ${pct(s.unambiguous.top3)}`,
  );
  return lines.join('\n');
}
