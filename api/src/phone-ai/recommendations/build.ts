import type { Condition, TriageLevel } from '@healthwatch/contracts';
import type { RedFlagRule } from '../triage/red-flags';
import { CONDITION_ADVICE, DISCLAIMER, TRIAGE_ADVICE, UNKNOWN_ADVICE } from './advice';
import { ENGLISH, translateLine, type Wording } from './wording';

/**
 * Red-flag advice first (it is the most urgent), then the triage line, then
 * condition advice; the disclaimer is always the last line. Built in English,
 * then each line put in the wording's language.
 */
export function buildRecommendations(
  condition: Condition | null,
  triage: TriageLevel,
  rules: readonly RedFlagRule[],
  wording: Wording = ENGLISH,
): string[] {
  const lines: string[] = [];
  for (const r of rules) if (r.level === triage) lines.push(r.advice);
  lines.push(TRIAGE_ADVICE[triage]);
  lines.push(...(condition ? CONDITION_ADVICE[condition] : UNKNOWN_ADVICE));
  lines.push(DISCLAIMER);
  const unique = [...new Set(lines)];
  return wording.lines ? unique.map((line) => translateLine(line, wording)) : unique;
}
