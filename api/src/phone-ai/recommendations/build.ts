import type { Condition, TriageLevel } from '@healthwatch/contracts';
import type { RedFlagRule } from '../triage/red-flags';
import { CONDITION_ADVICE, DISCLAIMER, TRIAGE_ADVICE, UNKNOWN_ADVICE } from './advice';

/**
 * Red-flag advice first (it is the most urgent), then the triage line, then
 * condition advice; the disclaimer is always the last line.
 */
export function buildRecommendations(
  condition: Condition | null,
  triage: TriageLevel,
  rules: readonly RedFlagRule[],
): string[] {
  const lines: string[] = [];
  for (const r of rules) if (r.level === triage) lines.push(r.advice);
  lines.push(TRIAGE_ADVICE[triage]);
  lines.push(...(condition ? CONDITION_ADVICE[condition] : UNKNOWN_ADVICE));
  lines.push(DISCLAIMER);
  return [...new Set(lines)];
}
