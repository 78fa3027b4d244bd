import { type AdviceId, type Condition, DISCLAIMER_ADVICE, type TriageLevel } from '@healthwatch/contracts';

/**
 * The advice lines per condition, by number: their words (from the same public-health sources as
 * the likelihoods, WHO/CDC fact sheets) are the `advice.condition.<condition>.<n>` entries of the
 * phoneAi remote's catalogs, which the page and the phone line both speak from.
 */
const CONDITION_LINES: Record<Condition, number> = {
  flu: 3,
  dengue: 5,
  covid: 3,
  malaria: 4,
  typhoid: 3,
  chikungunya: 4,
  'common-cold': 3,
  gastroenteritis: 3,
  migraine: 3,
};
const UNKNOWN_LINES = 3;

const numbered = (prefix: string, count: number): AdviceId[] =>
  Array.from({ length: count }, (_, n) => `${prefix}.${n}`);

export const conditionAdvice = (condition: Condition): AdviceId[] =>
  numbered(`condition.${condition}`, CONDITION_LINES[condition]);
export const UNKNOWN_ADVICE: readonly AdviceId[] = numbered('unknown', UNKNOWN_LINES);
export const triageAdvice = (triage: TriageLevel): AdviceId => `triage.${triage}`;
/** A red-flag rule's advice (red-flags.ts, danger-signs.ts, the caller's own urgency in consult.ts). */
export const ruleAdvice = (ruleId: string): AdviceId => `rule.${ruleId}`;
export const DISCLAIMER = DISCLAIMER_ADVICE;

/** Every advice id the engine can answer with, for completeness tests of the catalogs. */
export function everyConditionAdvice(): AdviceId[] {
  return (Object.keys(CONDITION_LINES) as Condition[]).flatMap(conditionAdvice);
}
