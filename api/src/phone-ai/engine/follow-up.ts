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
 * always asked, the likeliest first. The rest go by expected information gain,
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

  const scored = candidates.map((s) => {
    const yes = predictive(now, s);
    const gain = hNow - (yes * entropy(run([s], [])) + (1 - yes) * entropy(run([], [s])));
    const withS = emergencyIds(new Set([...present, s]), state.context);
    const safety = [...withS].some((id) => !firedNow.has(id));
    return { s, yes, gain, safety };
  });
  const safety = scored.filter((x) => x.safety).sort((a, b) => b.yes - a.yes);
  const rest = scored.filter((x) => !x.safety).sort((a, b) => b.gain - a.gain);
  return [...safety, ...rest].slice(0, max).map((x) => x.s);
}
