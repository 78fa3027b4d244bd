import type { AdviceId, Condition, TriageLevel } from '@healthwatch/contracts';
import type { RedFlagRule } from '../triage/red-flags';
import { conditionAdvice, DISCLAIMER, ruleAdvice, triageAdvice, UNKNOWN_ADVICE } from './advice';

/**
 * Red-flag advice first (it is the most urgent), then the triage line, then condition advice; the
 * disclaimer is always the last line. Ids only: the page and the phone line word them from the
 * phoneAi remote's catalogs.
 */
export function buildAdvice(
  condition: Condition | null,
  triage: TriageLevel,
  rules: readonly RedFlagRule[],
): AdviceId[] {
  const ids: AdviceId[] = [];
  for (const r of rules) if (r.level === triage) ids.push(ruleAdvice(r.id));
  ids.push(triageAdvice(triage));
  ids.push(...(condition ? conditionAdvice(condition) : UNKNOWN_ADVICE));
  ids.push(DISCLAIMER);
  return [...new Set(ids)];
}
