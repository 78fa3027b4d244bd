import type { IllnessType } from '@healthwatch/contracts';
import { GUIDANCE } from '../seasons/knowledge';

/**
 * Personal risk score (documented in the response as `scoring`):
 *   local activity  high +3, medium +2, low 0 (unknown with little data: 0, said so)
 *   age band        0–4 +2, 5–59 0, 60–74 +1, 75+ +2
 *   symptoms        Shortness of breath +3, Chest pain +3, Fever +1, Dizziness +1,
 *                   Diarrhea +1, three or more other symptoms +1
 *   medical history +1 per chronic condition recognised (at most +2)
 * Level: any emergency symptom or score ≥ 5 → high; score ≥ 2 → medium; else low.
 * Gender is accepted but not scored: nothing here justifies a difference.
 */
export type LocalActivity = 'high' | 'medium' | 'low' | 'insufficient data';
export type RiskLevel = 'high' | 'medium' | 'low';

export interface RiskInput {
  location: string;
  localActivity: LocalActivity;
  /** Illnesses alarming in the location. */
  activeIllnesses: IllnessType[];
  symptoms: string[];
  medicalHistory: string[];
  age: number;
}

export interface RiskResult {
  riskLevel: RiskLevel;
  score: number;
  riskFactors: string[];
  recommendations: string[];
  monitoring: string[];
  emergencyIndicators: string[];
}

export const SCORING =
  'Local activity high +3, medium +2; age 0–4 +2, 60–74 +1, 75+ +2; Shortness of breath or Chest pain +3 each, Fever/Dizziness/Diarrhea +1 each, three or more other symptoms +1; +1 per chronic condition (max 2). High if any emergency symptom or score ≥ 5, medium if ≥ 2, else low.';

const EMERGENCY_SYMPTOMS = ['Shortness of breath', 'Chest pain'];
const ONE_POINT_SYMPTOMS = ['Fever', 'Dizziness', 'Diarrhea'];
const CHRONIC =
  /diabet|asthma|copd|lung|heart|cardi|hypertens|blood pressure|kidney|renal|liver|cancer|hiv|immun|transplant|pregnan|sickle/i;

export function ageBand(age: number): { label: string; points: number } {
  if (age < 5) return { label: 'children under 5', points: 2 };
  if (age < 60) return { label: age < 18 ? 'ages 5–17' : 'ages 18–59', points: 0 };
  if (age < 75) return { label: 'ages 60–74', points: 1 };
  return { label: 'ages 75 and over', points: 2 };
}

export function assessRisk(input: RiskInput): RiskResult {
  let score = 0;
  const riskFactors: string[] = [];
  const recommendations: string[] = [];
  const monitoring: string[] = [];

  const activityPoints = input.localActivity === 'high' ? 3 : input.localActivity === 'medium' ? 2 : 0;
  score += activityPoints;
  if (activityPoints > 0)
    riskFactors.push(`Outbreak activity in ${input.location} is ${input.localActivity} (+${activityPoints})`);
  if (input.localActivity === 'insufficient data')
    riskFactors.push(`Too few reports from ${input.location} to judge local activity (not scored)`);

  const band = ageBand(input.age);
  score += band.points;
  if (band.points > 0)
    riskFactors.push(`Age group ${band.label} is more vulnerable to severe illness (+${band.points})`);

  const emergency = input.symptoms.filter((s) => EMERGENCY_SYMPTOMS.includes(s));
  for (const s of emergency) {
    score += 3;
    riskFactors.push(`${s} is an emergency warning sign (+3)`);
  }
  const onePoint = input.symptoms.filter((s) => ONE_POINT_SYMPTOMS.includes(s));
  for (const s of onePoint) {
    score += 1;
    riskFactors.push(`${s} reported (+1)`);
  }
  const others = input.symptoms.filter((s) => !EMERGENCY_SYMPTOMS.includes(s) && !ONE_POINT_SYMPTOMS.includes(s));
  if (others.length >= 3) {
    score += 1;
    riskFactors.push(`${others.length} further symptoms reported (+1)`);
  }

  const chronic = input.medicalHistory.filter((h) => CHRONIC.test(h));
  const chronicPoints = Math.min(2, chronic.length);
  score += chronicPoints;
  if (chronicPoints > 0)
    riskFactors.push(
      `Chronic condition${chronic.length > 1 ? 's' : ''} in medical history: ${chronic.join(', ')} (+${chronicPoints})`,
    );

  const riskLevel: RiskLevel = emergency.length > 0 || score >= 5 ? 'high' : score >= 2 ? 'medium' : 'low';

  if (emergency.length > 0)
    recommendations.push('Seek medical care now: call your local emergency number or go to the nearest hospital');
  else if (riskLevel === 'high') recommendations.push('See a doctor within 24 hours');
  else if (riskLevel === 'medium') recommendations.push('Consult a doctor if symptoms appear or get worse');
  else recommendations.push('No special precautions beyond everyday hygiene are indicated');
  for (const illness of input.activeIllnesses) {
    for (const action of GUIDANCE[illness].actions)
      recommendations.push(
        `${GUIDANCE[illness].label} is rising in ${input.location}: ${action.charAt(0).toLowerCase()}${action.slice(1)}`,
      );
  }
  if (input.symptoms.includes('Fever')) monitoring.push('Measure your temperature morning and evening');
  if (input.symptoms.includes('Diarrhea') || input.symptoms.includes('Nausea'))
    monitoring.push('Watch for signs of dehydration: little urine, dry mouth, dizziness when standing');
  if (input.symptoms.length > 0) monitoring.push('Note how each symptom changes day by day');
  for (const illness of input.activeIllnesses)
    monitoring.push(`Watch for ${GUIDANCE[illness].label.toLowerCase()} warning signs while local reports are high`);
  if (monitoring.length === 0) monitoring.push('Check this page again if you develop symptoms');

  const emergencyIndicators = [
    'Difficulty breathing or shortness of breath',
    'Chest pain or pressure',
    'Confusion, fainting or seizures',
    ...input.activeIllnesses.flatMap((i) => GUIDANCE[i].warningSigns.map((w) => `${w} (${GUIDANCE[i].label})`)),
  ];

  return {
    riskLevel,
    score,
    riskFactors,
    recommendations,
    monitoring,
    emergencyIndicators: [...new Set(emergencyIndicators)],
  };
}
