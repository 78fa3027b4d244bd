import type { RiskLabel } from '@healthwatch/contracts';

/** docs/SPEC.md §2: confidence green at 0.8 or more, yellow at 0.6 or more, otherwise red. */
export type Tone = 'green' | 'yellow' | 'red' | 'grey';

export function confidenceTone(confidence: number): Tone {
  if (confidence >= 0.8) return 'green';
  if (confidence >= 0.6) return 'yellow';
  return 'red';
}

export function confidenceLabel(confidence: number): string {
  const word = confidence >= 0.8 ? 'high' : confidence >= 0.6 ? 'moderate' : 'low';
  return `${Math.round(confidence * 100)}% (${word})`;
}

/** docs/SPEC.md §2: risk high red, medium yellow, low green; no verdict yet is grey. */
export function riskTone(risk: RiskLabel): Tone {
  switch (risk) {
    case 'high':
      return 'red';
    case 'medium':
      return 'yellow';
    case 'low':
      return 'green';
    default:
      return 'grey';
  }
}

export function riskLabel(risk: RiskLabel): string {
  return risk === 'insufficient data' ? 'Insufficient data' : `${risk.charAt(0).toUpperCase()}${risk.slice(1)}`;
}
