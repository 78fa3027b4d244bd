import type {
  IllnessType,
  RiskEmergencyNote,
  RiskFactorNote,
  RiskMonitoringNote,
  RiskRecommendationNote,
} from '@healthwatch/contracts';
import { GUIDANCE } from '../seasons/knowledge';

/**
 * Personal risk score (the page words this scheme from its catalog, `risk.scoring`):
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
  riskFactors: RiskFactorNote[];
  recommendations: RiskRecommendationNote[];
  monitoring: RiskMonitoringNote[];
  emergencyIndicators: RiskEmergencyNote[];
}

const EMERGENCY_SYMPTOMS = ['Shortness of breath', 'Chest pain'];
const ONE_POINT_SYMPTOMS = ['Fever', 'Dizziness', 'Diarrhea'];
const CHRONIC =
  /diabet|asthma|copd|lung|heart|cardi|hypertens|blood pressure|kidney|renal|liver|cancer|hiv|immun|transplant|pregnan|sickle/i;
/** Within how many hours a high score without an emergency sign should see a doctor. */
const SEE_DOCTOR_HOURS = 24;

export function ageBand(age: number): { band: 'under5' | '60to74' | '75plus' | null; points: number } {
  if (age < 5) return { band: 'under5', points: 2 };
  if (age < 60) return { band: null, points: 0 };
  if (age < 75) return { band: '60to74', points: 1 };
  return { band: '75plus', points: 2 };
}

export function assessRisk(input: RiskInput): RiskResult {
  let score = 0;
  const riskFactors: RiskFactorNote[] = [];
  const recommendations: RiskRecommendationNote[] = [];
  const monitoring: RiskMonitoringNote[] = [];

  const activityPoints = input.localActivity === 'high' ? 3 : input.localActivity === 'medium' ? 2 : 0;
  score += activityPoints;
  if (input.localActivity === 'high' || input.localActivity === 'medium')
    riskFactors.push({ code: 'localActivity', params: { level: input.localActivity, points: activityPoints } });
  if (input.localActivity === 'insufficient data') riskFactors.push({ code: 'localActivityUnknown', params: {} });

  const band = ageBand(input.age);
  score += band.points;
  if (band.band) riskFactors.push({ code: 'ageBand', params: { band: band.band, points: band.points } });

  const emergency = input.symptoms.filter((s) => EMERGENCY_SYMPTOMS.includes(s));
  for (const symptom of emergency) {
    score += 3;
    riskFactors.push({ code: 'emergencySymptom', params: { symptom, points: 3 } });
  }
  const onePoint = input.symptoms.filter((s) => ONE_POINT_SYMPTOMS.includes(s));
  for (const symptom of onePoint) {
    score += 1;
    riskFactors.push({ code: 'symptom', params: { symptom, points: 1 } });
  }
  const others = input.symptoms.filter((s) => !EMERGENCY_SYMPTOMS.includes(s) && !ONE_POINT_SYMPTOMS.includes(s));
  if (others.length >= 3) {
    score += 1;
    riskFactors.push({ code: 'furtherSymptoms', params: { count: others.length, points: 1 } });
  }

  const chronic = input.medicalHistory.filter((h) => CHRONIC.test(h));
  const chronicPoints = Math.min(2, chronic.length);
  score += chronicPoints;
  if (chronicPoints > 0) riskFactors.push({ code: 'chronic', params: { conditions: chronic, points: chronicPoints } });

  const riskLevel: RiskLevel = emergency.length > 0 || score >= 5 ? 'high' : score >= 2 ? 'medium' : 'low';

  if (emergency.length > 0) recommendations.push({ code: 'seekCareNow', params: {} });
  else if (riskLevel === 'high') recommendations.push({ code: 'seeDoctorSoon', params: { hours: SEE_DOCTOR_HOURS } });
  else if (riskLevel === 'medium') recommendations.push({ code: 'consultIfWorse', params: {} });
  else recommendations.push({ code: 'everydayHygiene', params: {} });
  for (const illness of input.activeIllnesses)
    for (const action of GUIDANCE[illness].actions.keys())
      recommendations.push({ code: 'illnessRising', params: { illness, action } });
  if (input.symptoms.includes('Fever')) monitoring.push({ code: 'temperature', params: {} });
  if (input.symptoms.includes('Diarrhea') || input.symptoms.includes('Nausea'))
    monitoring.push({ code: 'dehydration', params: {} });
  if (input.symptoms.length > 0) monitoring.push({ code: 'symptomDiary', params: {} });
  // Only an illness with sourced warning signs: the note points the reader to them in the emergency list below.
  for (const illness of input.activeIllnesses)
    if (GUIDANCE[illness].warningSigns.length > 0)
      monitoring.push({ code: 'illnessWarningSigns', params: { illness } });
  if (monitoring.length === 0) monitoring.push({ code: 'checkAgain', params: {} });

  const emergencyIndicators: RiskEmergencyNote[] = [
    { code: 'breathing', params: {} },
    { code: 'chestPain', params: {} },
    { code: 'confusion', params: {} },
    ...input.activeIllnesses.flatMap((illness) =>
      GUIDANCE[illness].warningSigns.map(
        (_, sign): RiskEmergencyNote => ({ code: 'illnessWarning', params: { illness, sign } }),
      ),
    ),
  ];

  return { riskLevel, score, riskFactors, recommendations, monitoring, emergencyIndicators };
}
