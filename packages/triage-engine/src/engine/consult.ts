import {
  TRIAGE_TO_SEVERITY,
  type Condition,
  type ContentLocale,
  type ConsultationResult,
  type DangerSign,
  type ExplanationNote,
  type FollowUpAnswer,
  LOCAL_WINDOW_DAYS,
  type RedFlag,
  type TriageLevel,
} from '@healthwatch/contracts';
import { type MappedSymptoms, mapSymptoms } from '../free-text/map-symptoms';
import { careSeekingPrior } from '../model/care-seeking';
import { adjustPriors, settingFor, type LocalCounts } from '../model/priors';
import { CALIBRATIONS, calibrate, calibrationKind } from '../model/calibration';
import { likelihoodRatios, posterior, ranked } from '../model/posterior';
import { dangerSignRules } from '../triage/danger-signs';
import { firedRules, higher, type RedFlagRule } from '../triage/red-flags';
import { followUpQuestions } from './follow-up';
import { buildAdvice } from '../recommendations/build';
import { ENGLISH, type Wording, wordingFor } from '../recommendations/wording';

/**
 * The engine names the leader alone when it is at least LEAD_FLOOR and
 * CLEAR_LEAD times the runner-up; names a close pair ("Most likely X or Y")
 * when the two together reach CONFIDENCE_FLOOR and the runner-up is at least
 * PAIR_FLOOR; otherwise no condition is meaningfully ahead. "Something
 * else" (a cause outside the nine) is a rival like the runner-up: the leader
 * named alone, or the pair named together, must be CLEAR_LEAD times as likely.
 */
export const CONFIDENCE_FLOOR = 0.5;
export const LEAD_FLOOR = 0.3;
export const CLEAR_LEAD = 1.5;
export const PAIR_FLOOR = 0.2;
/** Confidence never claims certainty: symptoms alone cannot give it. */
export const CONFIDENCE_CAP = 0.95;
export const MIN_SYMPTOMS = 2;
/** A condition this likely stays in the triage even when no diagnosis is named. */
const SAFETY_NET_PROBABILITY = 0.2;

/** Conditions confirmed only by a laboratory test (WHO guidelines), so they always need follow-up. */
export const TEST_NEEDED: ReadonlySet<Condition> = new Set(['dengue', 'malaria', 'typhoid', 'chikungunya']);

export type CallerUrgency = 'normal' | 'urgent' | 'emergency';

export interface ConsultationInput {
  symptoms: readonly string[];
  fullChecklist?: boolean;
  urgency?: CallerUrgency;
  country?: string | undefined;
  localCounts?: LocalCounts;
  /** 1-12; the current month when omitted (seasonal priors). */
  month?: number;
  /** Danger signs the caller answered yes to. */
  dangerSigns?: readonly DangerSign[];
  /** Answers to the follow-up questions; present means they were asked, so no more are proposed. */
  answers?: readonly FollowUpAnswer[];
  /**
   * The language of the diagnosis and the differential's labels (advice goes out as ids); the answer
   * then names it. Absent: English, and the answer is exactly as before languages existed.
   */
  locale?: ContentLocale;
}

/** Conditions a swab test tells apart. */
const SWAB_TESTED: ReadonlySet<Condition> = new Set(['flu', 'covid']);

function pairText(a: Condition, b: Condition, w: Wording = ENGLISH): string {
  const names = w.pair.mostLikely(w.labels[a], w.labels[b]);
  if (TEST_NEEDED.has(a) && TEST_NEEDED.has(b)) return `${names} — ${w.pair.bloodTest}`;
  if (SWAB_TESTED.has(a) && SWAB_TESTED.has(b)) return `${names} — ${w.pair.swabTest}`;
  const tested = TEST_NEEDED.has(a) ? a : TEST_NEEDED.has(b) ? b : null;
  if (tested) return `${names} — ${w.pair.bloodTestFor(w.labels[tested])}`;
  return `${names} — ${w.pair.course}`;
}

export const URGENCY_RULES: Record<Exclude<CallerUrgency, 'normal'>, RedFlagRule> = {
  urgent: {
    id: 'caller-urgency',
    description: 'The caller asked for urgent help',
    level: 'see-doctor',
    source: 'Caller-stated urgency is never lowered by the engine',
    applies: () => true,
  },
  emergency: {
    id: 'caller-emergency',
    description: 'The caller raised an emergency',
    level: 'emergency',
    source: 'Caller-stated urgency is never lowered by the engine',
    applies: () => true,
  },
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Follow-up answers join the symptoms: a yes is present, a no is denied (a later yes wins over a no). */
function withAnswers(mapped: MappedSymptoms, answers: readonly FollowUpAnswer[]): MappedSymptoms {
  if (answers.length === 0) return mapped;
  const present = new Set(mapped.present);
  const denied = new Set(mapped.denied);
  const unmapped = [...mapped.unmapped];
  for (const a of answers) {
    const named = mapSymptoms([a.symptom]);
    if (named.present.length === 0) unmapped.push(a.symptom);
    for (const s of named.present) {
      if (a.present) {
        present.add(s);
        denied.delete(s);
      } else if (!present.has(s)) denied.add(s);
    }
  }
  return { present: [...present], denied: [...denied], unmapped };
}

/** The symptoms, priors and the uncalibrated posterior of a consultation (also what calibration is fitted on). */
export function weigh(input: ConsultationInput) {
  const mapped = withAnswers(mapSymptoms(input.symptoms), input.answers ?? []);
  const fullChecklist = input.fullChecklist === true;
  const localCounts = input.localCounts ?? {};
  const setting = settingFor(input.country);
  const month = input.month ?? new Date().getUTCMonth() + 1;
  const care = careSeekingPrior(input.country, month);
  const priors = adjustPriors(care.conditions, localCounts);
  const result = posterior(
    priors,
    { present: mapped.present, denied: mapped.denied, fullChecklist },
    { otherPrior: care.other, careSeeking: true },
  );
  return { mapped, fullChecklist, localCounts, setting, care, priors, raw: result };
}

export function consult(input: ConsultationInput): ConsultationResult {
  // Diagnosis and labels follow the locale; advice and the explanation's notes go out as ids and figures.
  const words = wordingFor(input.locale ?? 'en');
  const { mapped, fullChecklist, localCounts, setting, care, priors, raw } = weigh(input);
  const result = calibrate(raw, CALIBRATIONS[calibrationKind(input)]);
  const rank = ranked(result.conditions);
  const top = rank[0]!;
  const second = rank[1]!;

  const enoughSymptoms = mapped.present.length >= MIN_SYMPTOMS;
  const clear =
    enoughSymptoms &&
    top.probability >= CLEAR_LEAD * result.unmodelled &&
    top.probability >= LEAD_FLOOR &&
    top.probability >= CLEAR_LEAD * second.probability;
  const pair =
    enoughSymptoms &&
    top.probability + second.probability >= CLEAR_LEAD * result.unmodelled &&
    !clear &&
    second.probability >= PAIR_FLOOR &&
    top.probability + second.probability >= CONFIDENCE_FLOOR;
  const condition: Condition | null = clear || pair ? top.condition : null;
  const pairedWith: Condition | null = pair ? second.condition : null;
  const differential = rank.slice(0, 3).map((r) => ({
    condition: r.condition,
    label: words.labels[r.condition],
    probability: round(r.probability, 3),
    evidence: likelihoodRatios(r.condition, priors, mapped.present)
      .filter((e) => e.likelihoodRatio > 1)
      .slice(0, 3),
  }));

  // Triage: the diagnosis sets a floor, red flags and the caller can only raise it.
  let triage: TriageLevel = 'self-care';
  if (condition && TEST_NEEDED.has(condition)) triage = 'see-doctor';
  if (pairedWith && TEST_NEEDED.has(pairedWith)) triage = 'see-doctor';
  const netted =
    !condition && mapped.present.length > 0
      ? rank.slice(0, 3).filter((r) => TEST_NEEDED.has(r.condition) && r.probability >= SAFETY_NET_PROBABILITY)
      : [];
  if (netted.length > 0) triage = 'see-doctor';
  const context = { endemic: setting === 'endemic' };
  const rules = [...dangerSignRules(input.dangerSigns ?? []), ...firedRules(new Set(mapped.present), context)];
  if (input.urgency && input.urgency !== 'normal') rules.push(URGENCY_RULES[input.urgency]);
  for (const r of rules) triage = higher(triage, r.level);

  const drivers = condition ? likelihoodRatios(condition, priors, mapped.present).slice(0, 3) : [];
  const localReports = Object.values(localCounts).reduce((sum, n) => sum + (n ?? 0), 0);

  const notes: ExplanationNote[] = [];
  const probability = (p: number) => round(p, 3);
  if (mapped.present.length === 0) notes.push({ code: 'noSymptom', params: {} });
  else if (!enoughSymptoms)
    notes.push({ code: 'oneSymptom', params: { symptom: mapped.present[0]!, needed: MIN_SYMPTOMS } });
  else if (!condition) {
    notes.push({
      code: 'noClearLead',
      params: { symptoms: mapped.present, condition: top.condition, probability: probability(top.probability) },
    });
    if (result.unmodelled > top.probability)
      notes.push({ code: 'fitsNone', params: { probability: probability(result.unmodelled) } });
    else if (top.probability < CLEAR_LEAD * result.unmodelled)
      notes.push({ code: 'mayBeOutside', params: { probability: probability(result.unmodelled) } });
  } else if (pairedWith) {
    notes.push({
      code: 'pair',
      params: {
        symptoms: mapped.present,
        condition,
        probability: probability(top.probability),
        second: pairedWith,
        secondProbability: probability(second.probability),
      },
    });
  } else {
    notes.push({
      code: 'pointsTo',
      params: { symptoms: mapped.present, condition, probability: probability(top.probability) },
    });
    const strongest = drivers[0];
    if (strongest)
      notes.push({
        code: 'driver',
        params: { symptom: strongest.symptom, condition, likelihoodRatio: strongest.likelihoodRatio },
      });
  }
  if (netted.length > 0) notes.push({ code: 'cannotRuleOut', params: { conditions: netted.map((r) => r.condition) } });
  if (mapped.denied.length > 0) notes.push({ code: 'denied', params: { symptoms: mapped.denied } });
  if (mapped.unmapped.length > 0) notes.push({ code: 'unrecognised', params: { terms: mapped.unmapped } });
  notes.push({ code: fullChecklist ? 'fullChecklist' : 'presentOnly', params: {} });
  if (localReports > 0)
    notes.push({ code: 'localReports', params: { reports: localReports, days: LOCAL_WINDOW_DAYS } });
  for (const r of rules) notes.push({ code: 'redFlag', params: { id: r.id, level: r.level } });

  const redFlags: RedFlag[] = rules.map((r) => ({
    id: r.id,
    description: r.description,
    level: r.level,
    source: r.source,
  }));

  return {
    diagnosis: condition
      ? pairedWith
        ? pairText(condition, pairedWith, words)
        : words.labels[condition]
      : words.unknownDiagnosis,
    condition,
    confidence: condition ? round(Math.min(CONFIDENCE_CAP, top.probability), 2) : 0,
    severity: TRIAGE_TO_SEVERITY[triage],
    triage,
    advice: buildAdvice(condition, triage, rules),
    followUpRequired: triage !== 'self-care' || (condition !== null && TEST_NEEDED.has(condition)),
    differential,
    followUpQuestions:
      fullChecklist || input.answers !== undefined || mapped.present.length === 0
        ? []
        : followUpQuestions({
            priors,
            otherPrior: care.other,
            present: mapped.present,
            denied: mapped.denied,
            context,
          }),
    explanation: {
      matchedSymptoms: mapped.present,
      deniedSymptoms: mapped.denied,
      unmappedTerms: mapped.unmapped,
      evidence: fullChecklist ? 'full-checklist' : 'present-only',
      redFlags,
      drivers,
      localReports,
      notes,
    },
    // Named only when asked for, so an answer without a locale is byte for byte the English one.
    ...(input.locale ? { locale: input.locale } : {}),
  };
}
