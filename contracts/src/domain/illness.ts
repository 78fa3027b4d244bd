/** The named illnesses of docs/SPEC.md §3: the illness types a visitor can name, and the triage engine's first conditions. */
export const NAMED_ILLNESSES = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya'] as const;

/** Illness types a visitor can pick (docs/SPEC.md §3); 'unknown' is the default. */
export const ILLNESS_TYPES = [...NAMED_ILLNESSES, 'other', 'unknown'] as const;
export type IllnessType = (typeof ILLNESS_TYPES)[number];
export const DEFAULT_ILLNESS_TYPE: IllnessType = 'unknown';

export const ILLNESS_LABELS: Record<IllnessType, string> = {
  flu: 'Flu',
  dengue: 'Dengue',
  covid: 'COVID-19',
  malaria: 'Malaria',
  typhoid: 'Typhoid',
  chikungunya: 'Chikungunya',
  other: 'Other',
  unknown: 'Unknown',
};

export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const DEFAULT_SEVERITY: Severity = 'mild';

export function isIllnessType(value: unknown): value is IllnessType {
  return typeof value === 'string' && (ILLNESS_TYPES as readonly string[]).includes(value);
}

export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);
}
