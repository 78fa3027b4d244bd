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
 * published tables alone do not fix. Fitted by maximum likelihood on the development
 * vignette sets only (`npm run fit:calibration -w api` prints these figures); never on the
 * frozen held-out set the engine is judged on. One calibration per kind of answer.
 */
export const CALIBRATIONS: Record<CalibrationKind, Calibration> = {
  list: {
    temperature: 0.781,
    offsets: {
      flu: 0.087,
      dengue: 0.355,
      covid: 0.408,
      malaria: 0.787,
      typhoid: 1.062,
      chikungunya: 0.57,
      'common-cold': -1.03,
      gastroenteritis: -0.825,
      migraine: 0.104,
      other: 0,
    },
  },
  answered: {
    temperature: 0.983,
    offsets: {
      flu: 0.347,
      dengue: 0.089,
      covid: 0.382,
      malaria: 0.606,
      typhoid: 0.806,
      chikungunya: 0.163,
      'common-cold': -0.996,
      gastroenteritis: -0.886,
      migraine: -0.307,
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
