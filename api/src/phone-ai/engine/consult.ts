import {
  CONDITION_LABELS,
  TRIAGE_TO_SEVERITY,
  UNKNOWN_DIAGNOSIS,
  type Condition,
  type ConsultationResult,
  type RedFlag,
  type TriageLevel,
} from '@healthwatch/contracts';
import { mapSymptoms } from '../free-text/map-symptoms';
import { adjustPriors, basePriors, settingFor, type LocalCounts } from '../model/priors';
import { likelihoodRatios, posterior, ranked } from '../model/posterior';
import { firedRules, higher, type RedFlagRule } from '../triage/red-flags';
import { buildRecommendations } from '../recommendations/build';

/** The engine names an illness only when it is more likely than all the alternatives together. */
export const CONFIDENCE_FLOOR = 0.5;
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
}

const URGENCY_RULES: Record<Exclude<CallerUrgency, 'normal'>, RedFlagRule> = {
  urgent: {
    id: 'caller-urgency',
    description: 'The caller asked for urgent help',
    level: 'see-doctor',
    source: 'Caller-stated urgency is never lowered by the engine',
    applies: () => true,
    advice: 'You told us this is urgent: please see a doctor today.',
  },
  emergency: {
    id: 'caller-emergency',
    description: 'The caller raised an emergency',
    level: 'emergency',
    source: 'Caller-stated urgency is never lowered by the engine',
    applies: () => true,
    advice: 'You raised an emergency: call your local emergency number now if you have not already.',
  },
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (p: number) => `${Math.round(p * 100)}%`;

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function consult(input: ConsultationInput): ConsultationResult {
  const mapped = mapSymptoms(input.symptoms);
  const fullChecklist = input.fullChecklist === true;
  const localCounts = input.localCounts ?? {};
  const setting = settingFor(input.country);
  const priors = adjustPriors(basePriors(setting), localCounts);
  const result = posterior(priors, { present: mapped.present, denied: mapped.denied, fullChecklist });
  const rank = ranked(result.conditions);
  const top = rank[0]!;

  const enoughSymptoms = mapped.present.length >= MIN_SYMPTOMS;
  const condition: Condition | null = enoughSymptoms && top.probability >= CONFIDENCE_FLOOR ? top.condition : null;
  const differential = rank.slice(0, 3).map((r) => ({
    condition: r.condition,
    label: CONDITION_LABELS[r.condition],
    probability: round(r.probability, 3),
  }));

  // Triage: the diagnosis sets a floor, red flags and the caller can only raise it.
  let triage: TriageLevel = 'self-care';
  if (condition && TEST_NEEDED.has(condition)) triage = 'see-doctor';
  const netted =
    !condition && mapped.present.length > 0
      ? rank.slice(0, 3).filter((r) => TEST_NEEDED.has(r.condition) && r.probability >= SAFETY_NET_PROBABILITY)
      : [];
  if (netted.length > 0) triage = 'see-doctor';
  const rules = firedRules(new Set(mapped.present), { endemic: setting === 'endemic' });
  if (input.urgency && input.urgency !== 'normal') rules.push(URGENCY_RULES[input.urgency]);
  for (const r of rules) triage = higher(triage, r.level);

  const drivers = condition ? likelihoodRatios(condition, priors, mapped.present).slice(0, 3) : [];
  const localReports = Object.values(localCounts).reduce((sum, n) => sum + (n ?? 0), 0);

  const summary: string[] = [];
  if (mapped.present.length === 0) summary.push('No symptom from the list was recognised.');
  else if (!enoughSymptoms)
    summary.push(
      `Only one symptom was recognised (${mapped.present[0]}): at least ${MIN_SYMPTOMS} are needed to suggest an illness.`,
    );
  else if (!condition) {
    summary.push(
      `No illness reached ${pct(CONFIDENCE_FLOOR)} probability from ${listText(mapped.present)}; the most likely was ${CONDITION_LABELS[top.condition]} at ${pct(top.probability)}.`,
    );
    if (result.unmodelled > top.probability)
      summary.push(
        `This pattern fits none of the illnesses the engine knows well (${pct(result.unmodelled)} that it is something else).`,
      );
  } else {
    summary.push(`${listText(mapped.present)} point most to ${CONDITION_LABELS[condition]} (${pct(top.probability)}).`);
    const strongest = drivers[0];
    if (strongest)
      summary.push(
        `${strongest.symptom} is ${strongest.likelihoodRatio}× as likely with ${CONDITION_LABELS[condition]} as with the other conditions.`,
      );
  }
  if (netted.length > 0)
    summary.push(`${listText(netted.map((r) => CONDITION_LABELS[r.condition]))} cannot be ruled out without a test.`);
  if (mapped.denied.length > 0) summary.push(`Symptoms you said you do not have: ${listText(mapped.denied)}.`);
  if (mapped.unmapped.length > 0)
    summary.push(`Not recognised as symptoms: ${listText(mapped.unmapped.map((u) => `"${u}"`))}.`);
  summary.push(
    fullChecklist
      ? 'Symptoms not listed were counted as absent (full checklist).'
      : 'Only the symptoms mentioned were used; unmentioned symptoms were not counted as absent.',
  );
  if (localReports > 0)
    summary.push(
      `${localReports} recent local report${localReports === 1 ? '' : 's'} (last 14 days) adjusted the starting probabilities.`,
    );
  for (const r of rules) summary.push(`Red flag: ${r.description} (${r.level}).`);

  const redFlags: RedFlag[] = rules.map((r) => ({
    id: r.id,
    description: r.description,
    level: r.level,
    source: r.source,
  }));

  return {
    diagnosis: condition ? CONDITION_LABELS[condition] : UNKNOWN_DIAGNOSIS,
    condition,
    confidence: condition ? round(Math.min(CONFIDENCE_CAP, top.probability), 2) : 0,
    severity: TRIAGE_TO_SEVERITY[triage],
    triage,
    recommendations: buildRecommendations(condition, triage, rules),
    followUpRequired: triage !== 'self-care' || (condition !== null && TEST_NEEDED.has(condition)),
    differential,
    explanation: {
      matchedSymptoms: mapped.present,
      deniedSymptoms: mapped.denied,
      unmappedTerms: mapped.unmapped,
      evidence: fullChecklist ? 'full-checklist' : 'present-only',
      redFlags,
      drivers,
      localReports,
      summary: summary.join(' '),
    },
  };
}
