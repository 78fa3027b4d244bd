import { CONDITIONS, SYMPTOMS, type Condition, type Symptom } from '@healthwatch/contracts';
import { LIKELIHOODS } from './likelihoods';
import type { Distribution } from './priors';

export interface Evidence {
  present: readonly Symptom[];
  /** Symptoms the caller said they do not have. */
  denied: readonly Symptom[];
  /**
   * true when the caller went through the whole 15-symptom checklist, so every
   * symptom not listed is evidence of absence too. Free speech and a typed list
   * are not checklists: there a missing symptom only means "not mentioned".
   */
  fullChecklist: boolean;
}

/**
 * The engine also weighs "something none of the nine conditions explains"
 * (heart, lung, kidney problems, other infections...). Its symptoms are
 * taken as equally likely, each UNMODELLED_LIKELIHOOD, with
 * UNMODELLED_PRIOR of the mass: both are approximations, not published
 * figures. Without it a pattern like chest pain with breathlessness would be
 * forced onto the least bad of the nine, e.g. a common cold.
 */
export const UNMODELLED_PRIOR = 0.1;
export const UNMODELLED_LIKELIHOOD = 0.15;

export interface PosteriorResult {
  /** Probabilities of the nine conditions (together 1 - unmodelled). */
  conditions: Distribution;
  unmodelled: number;
}

/** Naive Bayes over the 15 symptoms, computed in log space. */
export function posterior(priors: Distribution, evidence: Evidence): PosteriorResult {
  const present = new Set(evidence.present);
  const absent = new Set<Symptom>(evidence.denied.filter((s) => !present.has(s)));
  if (evidence.fullChecklist) for (const s of SYMPTOMS) if (!present.has(s)) absent.add(s);

  const logs = {} as Record<Condition, number>;
  for (const c of CONDITIONS) {
    const p = LIKELIHOODS[c].likelihood;
    let log = Math.log(priors[c]);
    for (const s of present) log += Math.log(p[s]);
    for (const s of absent) log += Math.log(1 - p[s]);
    logs[c] = log + Math.log(1 - UNMODELLED_PRIOR);
  }
  const otherLog =
    Math.log(UNMODELLED_PRIOR) +
    present.size * Math.log(UNMODELLED_LIKELIHOOD) +
    absent.size * Math.log(1 - UNMODELLED_LIKELIHOOD);
  const max = Math.max(otherLog, ...CONDITIONS.map((c) => logs[c]));
  const weights = {} as Record<Condition, number>;
  const otherWeight = Math.exp(otherLog - max);
  let total = otherWeight;
  for (const c of CONDITIONS) {
    weights[c] = Math.exp(logs[c] - max);
    total += weights[c];
  }
  const out = {} as Distribution;
  for (const c of CONDITIONS) out[c] = weights[c] / total;
  return { conditions: out, unmodelled: otherWeight / total };
}

export function ranked(dist: Distribution): Array<{ condition: Condition; probability: number }> {
  return CONDITIONS.map((condition) => ({ condition, probability: dist[condition] })).sort(
    (a, b) => b.probability - a.probability,
  );
}

/**
 * How strongly each present symptom points at `condition` rather than the
 * others: P(s | condition) / P(s | not condition) under the given prior.
 */
export function likelihoodRatios(
  condition: Condition,
  priors: Distribution,
  present: readonly Symptom[],
): Array<{ symptom: Symptom; likelihoodRatio: number }> {
  const others = CONDITIONS.filter((c) => c !== condition);
  const otherMass = others.reduce((sum, c) => sum + priors[c], 0);
  return present
    .map((symptom) => {
      const own = LIKELIHOODS[condition].likelihood[symptom];
      const rest = others.reduce((sum, c) => sum + priors[c] * LIKELIHOODS[c].likelihood[symptom], 0) / otherMass;
      return { symptom, likelihoodRatio: Math.round((own / rest) * 100) / 100 };
    })
    .sort((a, b) => b.likelihoodRatio - a.likelihoodRatio);
}
