import { type Static, Type } from '@sinclair/typebox';
import { note } from '../analytics/outbreak-notes';

/**
 * How a consultation was worked out, as codes and figures: the page words each note from the phoneAi
 * remote's catalog (`explanation.<code>`), so the explanation reads in the visitor's language.
 * Symptoms are checklist names, conditions engine keys, probabilities 0–1 (the page rounds them);
 * `terms` are the caller's own words that matched no symptom, echoed back as typed.
 */
/** The window of the caller's place's recent reports that shift a consultation's priors. */
export const LOCAL_WINDOW_DAYS = 14;

const Probability = Type.Number({ minimum: 0, maximum: 1 });
const Symptoms = Type.Array(Type.String());
const Condition = Type.String();
const Count = Type.Integer({ minimum: 0 });

export const ExplanationNoteSchema = Type.Union([
  note('noSymptom', {}),
  note('oneSymptom', { symptom: Type.String(), needed: Count }),
  note('noClearLead', { symptoms: Symptoms, condition: Condition, probability: Probability }),
  /** The pattern fits a cause outside the conditions the engine models better than any of them. */
  note('fitsNone', { probability: Probability }),
  /** The leader is not clearly ahead of a cause outside the conditions the engine models. */
  note('mayBeOutside', { probability: Probability }),
  note('pair', {
    symptoms: Symptoms,
    condition: Condition,
    probability: Probability,
    second: Condition,
    secondProbability: Probability,
  }),
  note('pointsTo', { symptoms: Symptoms, condition: Condition, probability: Probability }),
  note('driver', { symptom: Type.String(), condition: Condition, likelihoodRatio: Type.Number() }),
  note('cannotRuleOut', { conditions: Type.Array(Condition) }),
  note('denied', { symptoms: Symptoms }),
  note('unrecognised', { terms: Type.Array(Type.String()) }),
  note('fullChecklist', {}),
  note('presentOnly', {}),
  note('localReports', { reports: Count, days: Count }),
  /** A red flag that fired (explanation.redFlags holds it), at the triage level it raises to. */
  note('redFlag', { id: Type.String(), level: Type.String() }),
]);
export type ExplanationNote = Static<typeof ExplanationNoteSchema>;
