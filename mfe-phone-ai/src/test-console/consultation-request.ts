import {
  DANGER_SIGNS,
  type DangerSign,
  DEFAULT_LOCALE,
  type HealthConsultationBody,
  type Locale,
  type Symptom,
} from '@healthwatch/contracts';
import { testSymptoms } from './test-input';

export interface RequestChoices {
  /** The symptoms ticked in the list, sent by their English names before the typed ones. */
  symptoms?: ReadonlySet<Symptom>;
  /** The visitor's language: the API words its answer in it when it can, else in English. */
  locale?: Locale;
}

/**
 * The consultation request of the test form. The danger signs are always sent, in their canonical
 * order and `[]` when none is ticked: the question was asked, and the engine is told so. English is
 * the API's default, so an English request names no locale (its answer is the one SPEC describes).
 */
export function consultationRequest(
  phoneNumber: string,
  symptomsText: string,
  ticked: ReadonlySet<DangerSign>,
  { symptoms = new Set(), locale = DEFAULT_LOCALE }: RequestChoices = {},
): HealthConsultationBody {
  return {
    phoneNumber: phoneNumber.trim(),
    symptoms: testSymptoms(symptomsText, symptoms),
    urgency: 'normal',
    dangerSigns: DANGER_SIGNS.filter((d) => ticked.has(d)),
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
  };
}

/** A set of ticked checkboxes after one changed. */
export function toggleChoice<T>(ticked: ReadonlySet<T>, item: T, checked: boolean): ReadonlySet<T> {
  const next = new Set(ticked);
  if (checked) next.add(item);
  else next.delete(item);
  return next;
}

/** The ticked danger signs after one checkbox changed. */
export const toggleDangerSign: (
  ticked: ReadonlySet<DangerSign>,
  sign: DangerSign,
  checked: boolean,
) => ReadonlySet<DangerSign> = toggleChoice;
