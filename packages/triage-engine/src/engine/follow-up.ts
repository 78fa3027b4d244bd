import { CONDITIONS, MAX_FOLLOW_UP_QUESTIONS, SYMPTOMS, type Symptom } from '@healthwatch/contracts';
import { LIKELIHOODS } from '../model/likelihoods';
import type { Distribution } from '../model/priors';
import { OTHER_PROFILE, posterior, type PosteriorResult } from '../model/posterior';
import { firedRules, type TriageContext } from '../triage/red-flags';

export interface FollowUpState {
  priors: Distribution;
  otherPrior: number;
  present: readonly Symptom[];
  denied: readonly Symptom[];
  context: TriageContext;
}

const entropy = (r: PosteriorResult) => {
  let h = r.unmodelled > 0 ? -r.unmodelled * Math.log(r.unmodelled) : 0;
  for (const c of CONDITIONS) {
    const p = r.conditions[c];
    if (p > 0) h -= p * Math.log(p);
  }
  return h;
};

/** P(the caller has `s`) under the current posterior, the leak class included. */
function predictive(r: PosteriorResult, s: Symptom): number {
  let p = r.unmodelled * OTHER_PROFILE[s];
  for (const c of CONDITIONS) p += r.conditions[c] * LIKELIHOODS[c].likelihood[s];
  return p;
}

const emergencyIds = (present: ReadonlySet<Symptom>, context: TriageContext) =>
  new Set(
    firedRules(present, context)
      .filter((r) => r.level === 'emergency')
      .map((r) => r.id),
  );

/**
 * The yes-or-no questions a typed or spoken consultation asks next, one round of
 * at most MAX_FOLLOW_UP_QUESTIONS. Safety first: a symptom that would complete
 * an emergency rule with what the caller already has (fever → dizziness?) is
 * always asked, the likeliest first; then the pairs that together would (cough
 * → fever? shortness of breath?), the likeliest pair first, while both fit. The rest go by expected information gain,
 * the expected fall in the entropy of the posterior (the nine and "something
 * else") from hearing the answer, so the questions are those that best separate
 * the differential. A greedy one-step choice: a handful of questions over 15
 * symptoms does not justify planning further ahead.
 */
export function followUpQuestions(state: FollowUpState, max = MAX_FOLLOW_UP_QUESTIONS): Symptom[] {
  const present = new Set(state.present);
  const denied = new Set(state.denied);
  const candidates = SYMPTOMS.filter((s) => !present.has(s) && !denied.has(s));
  const run = (extraPresent: Symptom[], extraDenied: Symptom[]) =>
    posterior(
      state.priors,
      { present: [...present, ...extraPresent], denied: [...denied, ...extraDenied], fullChecklist: false },
      { otherPrior: state.otherPrior, careSeeking: true },
    );
  const now = run([], []);
  const hNow = entropy(now);
  const firedNow = emergencyIds(present, state.context);

  const yes = new Map(candidates.map((s) => [s, predictive(now, s)]));
  const revealsEmergency = (extra: Symptom[]) => {
    const fired = emergencyIds(new Set([...present, ...extra]), state.context);
    return [...fired].some((id) => !firedNow.has(id));
  };
  // Safety: a symptom that alone, or a pair that together, would complete an emergency rule; the
  // likeliest first (a pair's two answers taken as independent).
  const singles = candidates.filter((s) => revealsEmergency([s]));
  const pairs: Array<{ pair: [Symptom, Symptom]; p: number }> = [];
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++) {
      const pair: [Symptom, Symptom] = [candidates[i]!, candidates[j]!];
      if (singles.includes(pair[0]) || singles.includes(pair[1]) || !revealsEmergency(pair)) continue;
      pairs.push({ pair, p: yes.get(pair[0])! * yes.get(pair[1])! });
    }
  const asked: Symptom[] = singles.sort((a, b) => yes.get(b)! - yes.get(a)!).slice(0, max);
  for (const { pair } of pairs.sort((a, b) => b.p - a.p)) {
    const missing = pair.filter((s) => !asked.includes(s));
    if (asked.length + missing.length <= max) asked.push(...missing);
  }
  const gain = (s: Symptom) => {
    const p = yes.get(s)!;
    return hNow - (p * entropy(run([s], [])) + (1 - p) * entropy(run([], [s])));
  };
  const rest = candidates
    .filter((s) => !asked.includes(s))
    .map((s) => ({ s, gain: gain(s) }))
    .sort((a, b) => b.gain - a.gain);
  return [...asked, ...rest.map((x) => x.s)].slice(0, max);
}
