/**
 * Triage evaluation: runs every vignette through the consultation engine and
 * prints top-1, top-3 and triage accuracy and emergency recall.
 * Then each frozen held-out set (held-out/, held-out-v2/ and held-out-v3/: vignettes.json,
 * checked against the SHA256 beside it) in both input modes: see held-out.ts
 * for the scoring rules.
 * Usage: npm run eval:triage   (from the root; add -- --verbose for every case)
 * Exits non-zero when emergency recall is below 100% or a held-out set's hash differs
 * (then no held-out set's results are printed).
 */
import { DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import { consult, TRIAGE_ORDER } from '@healthwatch/triage-engine';
import { type ConsultFn, evaluateHeldOut, formatSummary, type LoadedSet, loadHeldOutSets } from './held-out';
import { VIGNETTES, type Vignette } from './vignettes';

export interface CaseResult {
  vignette: Vignette;
  answered: string;
  top3: string[];
  triage: string;
  top1: boolean;
  inTop3: boolean;
  triageOk: boolean;
}

export interface EvalSummary {
  cases: CaseResult[];
  top1: number;
  top3: number;
  triageAccuracy: number;
  emergencyRecall: number;
  underTriaged: number;
  overTriaged: number;
}

/**
 * fullChecklist true (default): the vignette lists every symptom the patient
 * has, so the others count as absent — as with the report form's checklist.
 * false: only the listed symptoms count, as with a typed list or speech.
 */
export function evaluate(
  vignettes: readonly Vignette[] = VIGNETTES,
  fullChecklist = true,
  askFollowUps = false,
): EvalSummary {
  const cases = vignettes.map((v): CaseResult => {
    const call = { symptoms: v.symptoms, fullChecklist, country: v.country, localCounts: v.localCounts ?? {} };
    const first = consult(call);
    // Every symptom the patient has is already listed, so each follow-up question is answered no.
    const questions = askFollowUps ? (first.followUpQuestions ?? []) : [];
    const r =
      questions.length > 0
        ? consult({ ...call, answers: questions.map((symptom) => ({ symptom, present: false })) })
        : first;
    const answered = r.condition ?? 'unknown';
    const top3 = r.differential.map((d) => d.condition);
    // For an expected "unknown" the only right answer is to abstain.
    const inTop3 = v.expected === 'unknown' ? answered === 'unknown' : top3.includes(v.expected);
    return {
      vignette: v,
      answered,
      top3,
      triage: r.triage,
      top1: answered === v.expected,
      inTop3,
      triageOk: r.triage === v.triage,
    };
  });
  const share = (f: (c: CaseResult) => boolean, of: CaseResult[] = cases) =>
    of.length === 0 ? 1 : of.filter(f).length / of.length;
  const emergencies = cases.filter((c) => c.vignette.triage === 'emergency');
  const rank = (t: string) => TRIAGE_ORDER.indexOf(t as (typeof TRIAGE_ORDER)[number]);
  return {
    cases,
    top1: share((c) => c.top1),
    top3: share((c) => c.inTop3),
    triageAccuracy: share((c) => c.triageOk),
    emergencyRecall: share((c) => c.triage === 'emergency', emergencies),
    underTriaged: cases.filter((c) => rank(c.triage) < rank(c.vignette.triage)).length,
    overTriaged: cases.filter((c) => rank(c.triage) > rank(c.vignette.triage)).length,
  };
}

/** A set's danger-sign answers, which must be the questions' exact wording. */
function asDangerSigns(signs: readonly string[]): DangerSign[] {
  for (const s of signs)
    if (!(DANGER_SIGNS as readonly string[]).includes(s)) throw new Error(`Unknown danger sign in a set: "${s}"`);
  return signs as DangerSign[];
}

function main(): void {
  const verbose = process.argv.includes('--verbose');
  const s = evaluate();
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const emergencies = s.cases.filter((c) => c.vignette.triage === 'emergency').length;
  for (const c of s.cases) {
    if (!verbose && c.top1 && c.triageOk) continue;
    const mark = `${c.top1 ? ' ' : 'D'}${c.triageOk ? ' ' : 'T'}`;
    console.log(
      `${mark} ${c.vignette.id.padEnd(22)} expected ${c.vignette.expected}/${c.vignette.triage}, got ${c.answered}/${c.triage} (top 3: ${c.top3.join(', ')})`,
    );
  }
  console.log('');
  console.log('Full checklist (symptoms not listed count as absent):');
  console.log(`Vignettes:            ${s.cases.length} (${emergencies} emergencies)`);
  console.log(`Top-1 accuracy:       ${pct(s.top1)}`);
  console.log(`Top-3 accuracy:       ${pct(s.top3)}`);
  console.log(
    `Triage accuracy:      ${pct(s.triageAccuracy)} (under-triaged ${s.underTriaged}, over-triaged ${s.overTriaged})`,
  );
  console.log(`Emergency recall:     ${pct(s.emergencyRecall)}`);
  const spoken = evaluate(VIGNETTES, false);
  console.log('');
  console.log('Same vignettes as a typed or spoken list (unmentioned symptoms not counted as absent):');
  console.log(
    `Top-1 ${pct(spoken.top1)}, top-3 ${pct(spoken.top3)}, triage ${pct(spoken.triageAccuracy)}, emergency recall ${pct(spoken.emergencyRecall)}`,
  );
  const asked = evaluate(VIGNETTES, false, true);
  console.log('Same, then the follow-up questions answered:');
  console.log(
    `Top-1 ${pct(asked.top1)}, top-3 ${pct(asked.top3)}, triage ${pct(asked.triageAccuracy)}, emergency recall ${pct(asked.emergencyRecall)}`,
  );
  let heldOutRecall = 1;
  let loaded: LoadedSet[];
  try {
    loaded = loadHeldOutSets();
  } catch (e) {
    console.error(`\n${(e as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const engine: ConsultFn = ({ dangerSigns, ...input }) =>
    consult({ ...input, ...(dangerSigns ? { dangerSigns: asDangerSigns(dangerSigns) } : {}) });
  for (const { name, set } of loaded) {
    if (!set) {
      console.log(`\nNo held-out set at ${name}/vignettes.json.`);
      continue;
    }
    console.log('');
    console.log(`Held-out frozen set (${name}/vignettes.json):`);
    for (const mode of ['spoken', 'asked', 'checklist'] as const) {
      const h = evaluateHeldOut(set.cases, mode, engine);
      heldOutRecall = Math.min(heldOutRecall, h.emergencyRecall);
      if (verbose)
        for (const c of h.cases)
          console.log(
            `${c.top1 ? ' ' : 'D'}${c.triageOk ? ' ' : 'T'} ${mode} ${c.c.id} expected ${c.c.expected}/${c.c.triage}, got ${c.named ?? 'none'}/${c.triage} (top 3: ${c.top3.join(', ')})`,
          );
      console.log(formatSummary(h));
    }
  }
  if (s.emergencyRecall < 1 || spoken.emergencyRecall < 1 || asked.emergencyRecall < 1 || heldOutRecall < 1) {
    console.error('Emergency recall is below 100%: a missed emergency is not acceptable.');
    process.exitCode = 1;
  }
}

if (require.main === module) main();
