import { CONDITIONS, type Condition } from '@healthwatch/contracts';
import type { PosteriorResult } from './posterior';

export type CalibrationClass = Condition | 'other';

export interface Calibration {
  /** Divides every log-probability: above 1 softens, below 1 sharpens. */
  temperature: number;
  /** Added to each class's log-probability (0 = unchanged). */
  offsets: Record<CalibrationClass, number>;
}

export const IDENTITY_CALIBRATION: Calibration = {
  temperature: 1,
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
 * (`npm run fit:calibration -w api` prints these figures; never on the frozen set the engine is
 * judged on): the offsets by maximum likelihood, then one common scale so that the leader's
 * shown probability is calibrated. One calibration per kind of answer.
 */
export const CALIBRATIONS: Record<CalibrationKind, Calibration> = {
  list: {
    temperature: 0.511,
    offsets: {
      flu: 0.073,
      dengue: 0.561,
      covid: 0.497,
      malaria: 1.054,
      typhoid: 1.488,
      chikungunya: 0.773,
      'common-cold': -1.618,
      gastroenteritis: -1.311,
      migraine: -0.068,
      other: 0,
    },
  },
  answered: {
    temperature: 0.826,
    offsets: {
      flu: 0.261,
      dengue: 0.136,
      covid: 0.288,
      malaria: 0.644,
      typhoid: 0.878,
      chikungunya: 0.158,
      'common-cold': -1.294,
      gastroenteritis: -1.123,
      migraine: -0.63,
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
  return { conditions, unmodelled: otherWeight / total };
}
