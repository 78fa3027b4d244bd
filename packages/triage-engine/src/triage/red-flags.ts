import type { Symptom, TriageLevel } from '@healthwatch/contracts';

/**
 * Red-flag rules. They can only raise the urgency the model's diagnosis
 * implies, never lower it; each names the published guidance it comes from.
 */
export interface TriageContext {
  /** The caller is (or may be, when unknown) in a malaria/dengue-endemic country. */
  endemic: boolean;
}

export interface RedFlagRule {
  id: string;
  description: string;
  level: TriageLevel;
  source: string;
  applies(present: ReadonlySet<Symptom>, context: TriageContext): boolean;
  // What the caller should do, spoken first when the rule fires, is the catalog entry `advice.rule.<id>` (recommendations/advice.ts).
}

const has = (present: ReadonlySet<Symptom>, ...all: Symptom[]) => all.every((s) => present.has(s));
const any = (present: ReadonlySet<Symptom>, ...some: Symptom[]) => some.some((s) => present.has(s));

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: 'chest-pain-with-breathlessness',
    description: 'Chest pain with shortness of breath',
    level: 'emergency',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack"; CDC COVID-19 emergency warning signs (trouble breathing, persistent chest pain or pressure)',
    applies: (p) => has(p, 'Chest pain', 'Shortness of breath'),
  },
  {
    id: 'chest-pain-with-autonomic-signs',
    description: 'Chest pain with a cold sweat, light-headedness or nausea',
    level: 'emergency',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack" (chest discomfort with cold sweat, nausea or lightheadedness)',
    applies: (p) => p.has('Chest pain') && any(p, 'Sweating', 'Dizziness', 'Nausea'),
  },
  {
    id: 'breathlessness-with-dizziness',
    description: 'Shortness of breath with dizziness or faintness',
    level: 'emergency',
    source:
      'NHS, "When to call 999" (severe difficulty breathing, fainting); CDC COVID-19 emergency warning signs (trouble breathing, new confusion)',
    applies: (p) => has(p, 'Shortness of breath', 'Dizziness'),
  },
  {
    id: 'breathlessness-with-autonomic-signs',
    description: 'Shortness of breath with a cold sweat or nausea',
    level: 'emergency',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack" (shortness of breath with or without chest discomfort; breaking out in a cold sweat, nausea); heart attacks in women and people with diabetes often come without chest pain',
    applies: (p) => p.has('Shortness of breath') && any(p, 'Sweating', 'Nausea'),
  },
  {
    id: 'fever-with-dizziness',
    description: 'Fever with dizziness, faintness or confusion',
    level: 'emergency',
    source:
      'CDC, "Flu Symptoms & Complications", emergency warning signs (persistent dizziness, confusion, inability to arouse); WHO Guidelines for malaria (severe malaria: prostration, impaired consciousness); qSOFA sepsis criteria (altered mentation)',
    // The checklist has no item for prostration, drowsiness or confusion: a caller who has them ticks Dizziness.
    applies: (p) => has(p, 'Fever', 'Dizziness'),
  },
  {
    id: 'fever-with-breathlessness',
    description: 'Fever with shortness of breath',
    level: 'emergency',
    source:
      'CDC, "Flu Symptoms & Complications", emergency warning signs (difficulty breathing or shortness of breath); CDC "Symptoms of COVID-19", emergency warning signs (trouble breathing); WHO IMAI (fever with respiratory distress: severe pneumonia)',
    applies: (p) => has(p, 'Fever', 'Shortness of breath'),
  },
  {
    id: 'severe-dehydration',
    description: 'Diarrhoea or vomiting with dizziness or faintness',
    level: 'emergency',
    source:
      'WHO "The treatment of diarrhoea" (severe dehydration: lethargic or unconscious, Plan C); WHO 2009 dengue guideline, warning signs (persistent vomiting, lethargy, postural hypotension)',
    applies: (p) => p.has('Dizziness') && any(p, 'Diarrhea', 'Nausea'),
  },
  {
    id: 'chest-pain',
    description: 'Chest pain',
    level: 'see-doctor',
    source:
      'NHS, "Chest pain" (see a GP or call 111; call 999 if it spreads, feels heavy or comes with breathlessness, sweating or sickness)',
    applies: (p) => p.has('Chest pain'),
  },
  {
    id: 'breathlessness',
    description: 'Shortness of breath',
    level: 'see-doctor',
    source:
      'CDC, "Signs and Symptoms of Flu" and "Symptoms of COVID-19" (difficulty breathing needs medical care); NHS, "Shortness of breath"',
    applies: (p) => p.has('Shortness of breath'),
  },
  {
    id: 'malaria-paroxysm',
    description: 'Fever with chills and sweating',
    level: 'see-doctor',
    source: 'WHO Guidelines for malaria (every suspected case needs a parasitological test); CDC "Malaria: Symptoms"',
    applies: (p) => has(p, 'Fever', 'Chills', 'Sweating'),
  },
  {
    id: 'fever-in-endemic-area',
    description: 'Fever in an area where malaria and dengue occur',
    level: 'see-doctor',
    source:
      'WHO Guidelines for malaria, 2023 (in endemic areas suspect malaria in anyone with fever; every suspected case needs a parasitological test); WHO 2009 dengue guideline',
    applies: (p, ctx) => ctx.endemic && p.has('Fever'),
  },
];

export const TRIAGE_ORDER: readonly TriageLevel[] = ['self-care', 'see-doctor', 'emergency'];

export function higher(a: TriageLevel, b: TriageLevel): TriageLevel {
  return TRIAGE_ORDER.indexOf(a) >= TRIAGE_ORDER.indexOf(b) ? a : b;
}

export function firedRules(present: ReadonlySet<Symptom>, context: TriageContext = { endemic: false }): RedFlagRule[] {
  return RED_FLAG_RULES.filter((r) => r.applies(present, context));
}
