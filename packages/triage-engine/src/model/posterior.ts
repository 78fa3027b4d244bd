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

/**
 * The leak class's symptom profile: a mix of the causes that acute-fever
 * etiology studies find outside the nine (scrub typhus, leptospirosis,
 * pneumonia, urinary infection; Mørch 2017, Moreira 2018) and of heart/lung
 * causes of chest pain and breathlessness. Approximations, not a published
 * table: fever common, chest and breathing symptoms more likely than with
 * any of the nine, upper-airway and gut symptoms uncommon.
 */
export const OTHER_PROFILE: Record<Symptom, number> = {
  Fever: 0.6,
  Cough: 0.25,
  'Sore throat': 0.12,
  Headache: 0.4,
  Fatigue: 0.5,
  'Body aches': 0.35,
  'Runny nose': 0.08,
  Nausea: 0.25,
  Diarrhea: 0.12,
  'Loss of taste/smell': 0.03,
  'Shortness of breath': 0.2,
  'Chest pain': 0.2,
  Dizziness: 0.2,
  Chills: 0.35,
  Sweating: 0.25,
};

/**
 * Present-only input (speech, a typed list): an unmentioned symptom is mostly
 * unknown, but people do tend to name their salient symptoms, so its absence
 * counts with this fraction of the weight of a denied one. Fixed from first
 * principles (callers name roughly a third to a half of their symptoms
 * unprompted), not fitted to any vignette set.
 */
export const UNMENTIONED_WEIGHT = 0.25;

/**
 * Naive Bayes treats symptoms as independent; they are not (fever, chills and
 * sweating travel together), which makes raw posteriors overconfident. Each
 * log-likelihood is scaled by this factor, a standard tempering correction;
 * the value is fixed, not fitted to the evaluation sets.
 */
export const LIKELIHOOD_TEMPER = 0.7;

export interface PosteriorResult {
  /** Probabilities of the nine conditions (together 1 - unmodelled). */
  conditions: Distribution;
  unmodelled: number;
}

/** Naive Bayes over the 15 symptoms, computed in log space. */
export interface PosteriorOptions {
  /** Prior share of a cause outside the nine (the leak class). */
  otherPrior?: number;
  /** Use the care-seeking model: OTHER_PROFILE, unmentioned weight and tempering. */
  careSeeking?: boolean;
}

export function posterior(priors: Distribution, evidence: Evidence, options: PosteriorOptions = {}): PosteriorResult {
  const present = new Set(evidence.present);
  const absent = new Set<Symptom>(evidence.denied.filter((s) => !present.has(s)));
  if (evidence.fullChecklist) for (const s of SYMPTOMS) if (!present.has(s)) absent.add(s);
  const careSeeking = options.careSeeking === true;
  const unmentioned =
    careSeeking && !evidence.fullChecklist ? SYMPTOMS.filter((s) => !present.has(s) && !absent.has(s)) : [];
  const otherPrior = options.otherPrior ?? UNMODELLED_PRIOR;
  const temper = careSeeking ? LIKELIHOOD_TEMPER : 1;
  const evidenceLog = (p: Record<Symptom, number>) => {
    let log = 0;
    for (const s of present) log += Math.log(p[s]);
    for (const s of absent) log += Math.log(1 - p[s]);
    for (const s of unmentioned) log += UNMENTIONED_WEIGHT * Math.log(1 - p[s]);
    return temper * log;
  };

  const logs = {} as Record<Condition, number>;
  for (const c of CONDITIONS)
    logs[c] = Math.log(priors[c]) + evidenceLog(LIKELIHOODS[c].likelihood) + Math.log(1 - otherPrior);
  const otherLog = careSeeking
    ? Math.log(otherPrior) + evidenceLog(OTHER_PROFILE)
    : Math.log(otherPrior) +
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
