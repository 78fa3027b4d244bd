// The consultation's fixed English identifiers (conditions, danger signs, symptoms, the client's
// messages) worded through this remote's catalog by key. Nothing translated is ever sent to the API:
// it is told the English ids and its answer is translated here, or shown as it came.
import {
  type Condition,
  CONDITION_LABELS,
  type ConsultationResult,
  DANGER_SIGNS,
  type DangerSign,
  DEFAULT_LOCALE,
  isSymptom,
  PHONE_AI_MESSAGES,
  type Symptom,
  type TriageLevel,
} from '@healthwatch/contracts';
import type { MessageId } from './phone-ai-catalogs';

/**
 * The catalog key of each condition's name. Those the shared vocabulary names the same way in
 * English take its key (one translation for the map, the form and this page); influenza and typhoid
 * are worded more fully here ("Influenza (flu)", "Typhoid fever"), as the engine names them.
 */
export const CONDITION_MESSAGES: Readonly<Record<Condition, MessageId>> = {
  flu: 'condition.flu',
  dengue: 'illness.dengue',
  covid: 'illness.covid',
  malaria: 'illness.malaria',
  typhoid: 'condition.typhoid',
  chikungunya: 'illness.chikungunya',
  'common-cold': 'condition.common-cold',
  gastroenteritis: 'condition.gastroenteritis',
  migraine: 'condition.migraine',
};

// Typed as MessageId, so a danger sign or symptom without an English catalog entry fails to compile.
export const dangerSignMessage = (sign: DangerSign): MessageId => `dangerSign.${sign}`;
export const triageMessage = (triage: TriageLevel): MessageId => `triage.${triage}`;
const symptomKey = (symptom: Symptom): MessageId => `symptom.${symptom}`;
const followUpKey = (symptom: Symptom): MessageId => `followUp.${symptom}`;

/** A symptom of the checklist by its catalog key; any other text (none expected) as it came. */
export function symptomWords(name: string): Words {
  return isSymptom(name) ? { id: symptomKey(name) } : { text: name, lang: DEFAULT_LOCALE };
}

/** The follow-up question about a checklist symptom (the engine asks only those). */
export function followUpWords(symptom: string): Words | null {
  return isSymptom(symptom) ? { id: followUpKey(symptom) } : null;
}

/** Something to show: a catalog key, or the API's own text and the language it is written in. */
export type Words = { id: MessageId } | { text: string; lang: string };

/**
 * The language of the answer's diagnosis and labels: the API writes them in the locale it was sent
 * when it can (English, Hindi, Spanish), else in English. Advice comes as ids (`adviceWords`).
 */
export const answerLanguage = (result: ConsultationResult): string => result.locale ?? DEFAULT_LOCALE;

const isCondition = (value: string | null): value is Condition => value !== null && value in CONDITION_LABELS;

/**
 * The diagnosis in the page's language: as the API wrote it when that is the page's language, else
 * the condition's name or "unknown" (the engine names no condition) from the catalog; a close pair ("Most likely A or B — ...") is
 * only ever worded by the API, so it shows as it came, marked with its language.
 */
export function diagnosisWords(result: ConsultationResult, locale: string): Words {
  const written = answerLanguage(result);
  if (written === locale) return { text: result.diagnosis, lang: written };
  if (result.condition === null) return { id: 'diagnosis.unknown' };
  // One condition named alone: the diagnosis is that condition's label, in whatever language it came.
  const label = result.differential.find((d) => d.condition === result.condition)?.label;
  if (isCondition(result.condition) && result.diagnosis === label) return { id: CONDITION_MESSAGES[result.condition] };
  return { text: result.diagnosis, lang: written };
}

/** A differential entry's name: the API's label when it wrote the page's language, else the catalog's. */
export function conditionWords(condition: string, label: string, written: string, locale: string): Words {
  if (written !== locale && isCondition(condition)) return { id: CONDITION_MESSAGES[condition] };
  return { text: label, lang: written };
}

/**
 * One line of the answer's advice by its catalog key `advice.<id>` (the phone line speaks the same
 * entries); an id this release of the catalog does not know yet (a newer API) is said to be missing
 * rather than shown as a raw id.
 */
export function adviceWords(id: string, known: (key: string) => key is MessageId): Words {
  const key = `advice.${id}`;
  return known(key) ? { id: key } : { id: 'result.adviceMissing' };
}

/**
 * A red flag: a danger sign the visitor ticked by its key, one of the engine's rules by `redFlag.<id>`;
 * a finding this catalog does not know yet (a newer API) in the API's English.
 */
export function redFlagWords(
  flag: { id: string; description: string },
  known: (key: string) => key is MessageId,
): Words {
  if ((DANGER_SIGNS as readonly string[]).includes(flag.description))
    return { id: dangerSignMessage(flag.description as DangerSign) };
  const key = `redFlag.${flag.id}`;
  return known(key) ? { id: key } : { text: flag.description, lang: DEFAULT_LOCALE };
}

const CLIENT_MESSAGES: ReadonlyArray<readonly [string, MessageId]> = [
  [PHONE_AI_MESSAGES.alertMissing, 'error.alertMissing'],
  [PHONE_AI_MESSAGES.consultationMissing, 'error.consultationMissing'],
  [PHONE_AI_MESSAGES.consultationFailed, 'error.consultationFailed'],
  [PHONE_AI_MESSAGES.alertFailed, 'error.alertFailed'],
  [PHONE_AI_MESSAGES.network, 'error.network'],
];

/**
 * A refusal in the visitor's language: by the API's `code` when this catalog words it (`apiErrorId`,
 * null in English), then docs/SPEC.md's own messages (the client's fallbacks, and the API's answer to
 * a missing phone number or symptoms) by key, else the API's English text.
 */
export function problemWords(error: string, code: unknown, apiErrorId: (code: unknown) => MessageId | null): Words {
  const byCode = apiErrorId(code);
  if (byCode) return { id: byCode };
  const spec = CLIENT_MESSAGES.find(([message]) => message === error);
  return spec ? { id: spec[1] } : { text: error, lang: DEFAULT_LOCALE };
}
