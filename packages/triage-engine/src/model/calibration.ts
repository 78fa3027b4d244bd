import { CONDITIONS, type Condition } from '@healthwatch/contracts';
import type { PosteriorResult } from './posterior';

export type CalibrationClass = Condition | 'other';

export interface Calibration {
  /** Divides every log-probability: above 1 softens, below 1 sharpens. */
  temperature: number;
  /** Added to each class's log-probability (0 = unchanged). */
  offsets: Record<CalibrationClass, number>;
  /** The most the leader is ever shown as (1 = no limit); what it gives up goes to the rest in proportion. */
  cap: number;
}

export const IDENTITY_CALIBRATION: Calibration = {
  temperature: 1,
  cap: 1,
  offsets: Object.fromEntries([...CONDITIONS, 'other'].map((c) => [c, 0])) as Record<CalibrationClass, number>,
};

/**
 * A typed or spoken list with no follow-up answers says less than an answered one (unmentioned
 * symptoms are only weakly absent), so it errs differently and has its own calibration.
 */
export type CalibrationKind = 'list' | 'answered';

export function calibrationKind(input: { fullChecklist?: boolean; answers?: readonly unknown[] }): CalibrationKind {
  return input.fullChecklist === true || input.answers !== undefined ? 'answered' : 'list';
}

/**
 * Vector scaling (Guo et al., "On Calibration of Modern Neural Networks", ICML 2017): one
 * temperature and one log-offset per class, applied to the posterior so that a shown
 * probability means what it says. Naive Bayes over correlated symptoms and vignette-free
 * priors leave systematic errors (flu under-confident, a cold over-confident) that the
 * published tables alone do not fix. Fitted on the development vignette sets only
 * (`npm run fit:calibration -w @healthwatch/evaluation` prints these figures; never on the frozen set the engine is
 * judged on): the offsets by maximum likelihood, then one common scale so that the leader's
 * shown probability is calibrated, then a cap on the leader (on sets by other authors even the
 * surest answers were right about nine times in ten). One calibration per kind of answer.
 */
export const CALIBRATIONS: Record<CalibrationKind, Calibration> = {
  list: {
    temperature: 0.5,
    cap: 0.97,
    offsets: {
      flu: 0.077,
      dengue: 0.56,
      covid: 0.511,
      malaria: 1.05,
      typhoid: 1.504,
      chikungunya: 0.802,
      'common-cold': -1.69,
      gastroenteritis: -1.334,
      migraine: -0.103,
      other: 0,
    },
  },
  answered: {
    temperature: 0.846,
    cap: 0.86,
    offsets: {
      flu: 0.214,
      dengue: 0.151,
      covid: 0.277,
      malaria: 0.611,
      typhoid: 0.854,
      chikungunya: 0.172,
      'common-cold': -1.29,
      gastroenteritis: -1.074,
      migraine: -0.67,
      other: 0,
    },
  },
};

export function calibrate(r: PosteriorResult, cal: Calibration): PosteriorResult {
  const logit = (p: number, c: CalibrationClass) => Math.log(Math.max(p, 1e-12)) / cal.temperature + cal.offsets[c];
  const logs = CONDITIONS.map((c) => logit(r.conditions[c], c));
  const otherLog = logit(r.unmodelled, 'other');
  const max = Math.max(otherLog, ...logs);
  const weights = logs.map((l) => Math.exp(l - max));
  const otherWeight = Math.exp(otherLog - max);
  const total = otherWeight + weights.reduce((a, b) => a + b, 0);
  const conditions = {} as Record<Condition, number>;
  CONDITIONS.forEach((c, i) => {
    conditions[c] = weights[i]! / total;
  });
  const unmodelled = otherWeight / total;
  const { cap } = cal;
  const leader = CONDITIONS.reduce((a, c) => (conditions[c] > conditions[a] ? c : a), CONDITIONS[0]);
  const top = conditions[leader];
  if (top <= cap) return { conditions, unmodelled };
  const rest = (1 - cap) / (1 - top);
  for (const c of CONDITIONS) conditions[c] = c === leader ? cap : conditions[c] * rest;
  return { conditions, unmodelled: unmodelled * rest };
}
