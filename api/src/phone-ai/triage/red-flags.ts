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
  /** What the caller should do, spoken first when the rule fires. */
  advice: string;
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
    advice:
      'Chest pain with shortness of breath can be a heart attack or a serious lung problem: call your local emergency number now.',
  },
  {
    id: 'chest-pain-with-autonomic-signs',
    description: 'Chest pain with a cold sweat, light-headedness or nausea',
    level: 'emergency',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack" (chest discomfort with cold sweat, nausea or lightheadedness)',
    applies: (p) => p.has('Chest pain') && any(p, 'Sweating', 'Dizziness', 'Nausea'),
    advice:
      'Chest pain with sweating, dizziness or nausea can be a heart attack: call your local emergency number now and do not drive yourself.',
  },
  {
    id: 'breathlessness-with-dizziness',
    description: 'Shortness of breath with dizziness or faintness',
    level: 'emergency',
    source:
      'NHS, "When to call 999" (severe difficulty breathing, fainting); CDC COVID-19 emergency warning signs (trouble breathing, new confusion)',
    applies: (p) => has(p, 'Shortness of breath', 'Dizziness'),
    advice:
      'Shortness of breath with dizziness can mean your body is not getting enough oxygen: call your local emergency number now.',
  },
  {
    id: 'breathlessness-with-autonomic-signs',
    description: 'Shortness of breath with a cold sweat or nausea',
    level: 'emergency',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack" (shortness of breath with or without chest discomfort; breaking out in a cold sweat, nausea); heart attacks in women and people with diabetes often come without chest pain',
    applies: (p) => p.has('Shortness of breath') && any(p, 'Sweating', 'Nausea'),
    advice:
      'Shortness of breath with sweating or nausea can be a heart attack, even without chest pain: call your local emergency number now and do not drive yourself.',
  },
  {
    id: 'fever-with-dizziness',
    description: 'Fever with dizziness, faintness or confusion',
    level: 'emergency',
    source:
      'CDC, "Flu Symptoms & Complications", emergency warning signs (persistent dizziness, confusion, inability to arouse); WHO Guidelines for malaria (severe malaria: prostration, impaired consciousness); qSOFA sepsis criteria (altered mentation)',
    // The checklist has no item for prostration, drowsiness or confusion: a caller who has them ticks Dizziness.
    applies: (p) => has(p, 'Fever', 'Dizziness'),
    advice:
      'Fever with dizziness, faintness or confusion can be a sign of a severe infection such as severe malaria, severe dengue, meningitis or sepsis: go to an emergency department now.',
  },
  {
    id: 'fever-with-breathlessness',
    description: 'Fever with shortness of breath',
    level: 'emergency',
    source:
      'CDC, "Flu Symptoms & Complications", emergency warning signs (difficulty breathing or shortness of breath); CDC "Symptoms of COVID-19", emergency warning signs (trouble breathing); WHO IMAI (fever with respiratory distress: severe pneumonia)',
    applies: (p) => has(p, 'Fever', 'Shortness of breath'),
    advice:
      'Fever with shortness of breath can be pneumonia or another serious lung infection: go to an emergency department or call your local emergency number now.',
  },
  {
    id: 'severe-dehydration',
    description: 'Diarrhoea or vomiting with dizziness or faintness',
    level: 'emergency',
    source:
      'WHO "The treatment of diarrhoea" (severe dehydration: lethargic or unconscious, Plan C); WHO 2009 dengue guideline, warning signs (persistent vomiting, lethargy, postural hypotension)',
    applies: (p) => p.has('Dizziness') && any(p, 'Diarrhea', 'Nausea'),
    advice:
      'Vomiting or diarrhoea with dizziness or faintness can mean dangerous dehydration or a warning sign of severe dengue: go to an emergency department now, sipping oral rehydration solution on the way.',
  },
  {
    id: 'chest-pain',
    description: 'Chest pain',
    level: 'see-doctor',
    source:
      'NHS, "Chest pain" (see a GP or call 111; call 999 if it spreads, feels heavy or comes with breathlessness, sweating or sickness)',
    applies: (p) => p.has('Chest pain'),
    advice:
      'Chest pain should be checked by a doctor today; call your emergency number if it becomes heavy or tight, spreads to the arm, jaw or back, or comes with breathlessness.',
  },
  {
    id: 'breathlessness',
    description: 'Shortness of breath',
    level: 'see-doctor',
    source:
      'CDC, "Signs and Symptoms of Flu" and "Symptoms of COVID-19" (difficulty breathing needs medical care); NHS, "Shortness of breath"',
    applies: (p) => p.has('Shortness of breath'),
    advice:
      'Shortness of breath should be checked by a doctor today; call your emergency number if you cannot speak in full sentences or your lips turn blue or grey.',
  },
  {
    id: 'malaria-paroxysm',
    description: 'Fever with chills and sweating',
    level: 'see-doctor',
    source: 'WHO Guidelines for malaria (every suspected case needs a parasitological test); CDC "Malaria: Symptoms"',
    applies: (p) => has(p, 'Fever', 'Chills', 'Sweating'),
    advice: 'Fever with chills and sweating needs a blood test for malaria, the same day if possible.',
  },
  {
    id: 'fever-in-endemic-area',
    description: 'Fever in an area where malaria and dengue occur',
    level: 'see-doctor',
    source:
      'WHO Guidelines for malaria, 2023 (in endemic areas suspect malaria in anyone with fever; every suspected case needs a parasitological test); WHO 2009 dengue guideline',
    applies: (p, ctx) => ctx.endemic && p.has('Fever'),
    advice:
      'Where malaria and dengue occur, any fever should be checked with a blood test: please see a doctor or clinic within 24 hours.',
  },
];

export const TRIAGE_ORDER: readonly TriageLevel[] = ['self-care', 'see-doctor', 'emergency'];

export function higher(a: TriageLevel, b: TriageLevel): TriageLevel {
  return TRIAGE_ORDER.indexOf(a) >= TRIAGE_ORDER.indexOf(b) ? a : b;
}

export function firedRules(present: ReadonlySet<Symptom>, context: TriageContext = { endemic: false }): RedFlagRule[] {
  return RED_FLAG_RULES.filter((r) => r.applies(present, context));
}
