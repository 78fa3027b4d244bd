import { isCountryCode } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';
import { LINK, questionnaireUrl } from './resources';
import { illnessOf, ISO_3166, severityOf, symptomOf } from './terminology';

const invalid = (message: string, expression: string) =>
  new HttpError(400, message, 'fhir-invalid-resource', { expression });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface AnswerItem {
  linkId: string;
  answers: Record<string, unknown>[];
  at: string;
}

/** The items of a response by linkId, each answered at most once and only questions of the form. */
function itemsOf(resource: Record<string, unknown>): Map<string, AnswerItem> {
  const known = new Set<string>(Object.values(LINK));
  const items = resource.item;
  if (!Array.isArray(items))
    throw invalid('QuestionnaireResponse.item must be a list of answers', 'QuestionnaireResponse.item');
  const byLink = new Map<string, AnswerItem>();
  items.forEach((item, i) => {
    const at = `QuestionnaireResponse.item[${i}]`;
    if (!isObject(item) || typeof item.linkId !== 'string') throw invalid(`${at} needs a linkId`, at);
    if (!known.has(item.linkId))
      throw invalid(
        `${at}.linkId "${item.linkId}" is not a question of the symptom-report Questionnaire`,
        `${at}.linkId`,
      );
    if (byLink.has(item.linkId)) throw invalid(`${at}.linkId "${item.linkId}" is answered twice`, `${at}.linkId`);
    const answers = item.answer ?? [];
    if (!Array.isArray(answers) || !answers.every(isObject))
      throw invalid(`${at}.answer must be a list`, `${at}.answer`);
    byLink.set(item.linkId, { linkId: item.linkId, answers, at });
  });
  return byLink;
}

function codingOf(answer: Record<string, unknown>, at: string): { system?: string; code?: string } {
  const coding = answer.valueCoding;
  if (!isObject(coding)) throw invalid(`${at} must be a valueCoding`, at);
  return {
    system: typeof coding.system === 'string' ? coding.system : undefined,
    code: typeof coding.code === 'string' ? coding.code : undefined,
  };
}

function unknownCode(linkId: string, coding: { system?: string; code?: string }): HttpError {
  return new HttpError(
    422,
    `${coding.system ?? '(no system)'}|${coding.code ?? '(no code)'} is not an answer of "${linkId}" in the symptom-report Questionnaire`,
    'fhir-unknown-code',
    { linkId, system: coding.system ?? '', code: coding.code ?? '' },
  );
}

/**
 * A partner's QuestionnaireResponse to the symptom-report Questionnaire as the body POST /api/reports
 * takes. Only the resource's own shape is checked here (400 fhir-invalid-resource; a coding outside the
 * answer lists is 422 fhir-unknown-code); the body is then checked by the same schema and rules as a
 * report. A question left unanswered is left out, so the report's schema names what is missing.
 */
export function questionnaireResponseToReport(fhirBase: string, resource: unknown): Record<string, unknown> {
  if (!isObject(resource) || resource.resourceType !== 'QuestionnaireResponse')
    throw invalid('The body must be a FHIR QuestionnaireResponse', 'QuestionnaireResponse');
  if (resource.status !== 'completed')
    throw invalid('QuestionnaireResponse.status must be "completed"', 'QuestionnaireResponse.status');
  const canonical = typeof resource.questionnaire === 'string' ? resource.questionnaire.split('|')[0] : undefined;
  if (canonical !== questionnaireUrl(fhirBase))
    throw invalid(
      `QuestionnaireResponse.questionnaire must be ${questionnaireUrl(fhirBase)}`,
      'QuestionnaireResponse.questionnaire',
    );
  const items = itemsOf(resource);
  const body: Record<string, unknown> = {};
  const single = (linkId: string): Record<string, unknown> | undefined => {
    const item = items.get(linkId);
    if (!item || item.answers.length === 0) return undefined;
    if (item.answers.length > 1) throw invalid(`${item.at} takes one answer`, `${item.at}.answer`);
    return item.answers[0];
  };

  const symptoms = items.get(LINK.symptoms);
  if (symptoms) {
    body.symptoms = symptoms.answers.map((answer, i) => {
      const coding = codingOf(answer, `${symptoms.at}.answer[${i}]`);
      const symptom = symptomOf(fhirBase, coding);
      if (!symptom) throw unknownCode(LINK.symptoms, coding);
      return symptom;
    });
  }
  const illness = single(LINK.illnessType);
  if (illness) {
    const coding = codingOf(illness, `${items.get(LINK.illnessType)?.at}.answer[0]`);
    body.illnessType = illnessOf(fhirBase, coding);
    if (!body.illnessType) throw unknownCode(LINK.illnessType, coding);
  }
  const severity = single(LINK.severity);
  if (severity) {
    const coding = codingOf(severity, `${items.get(LINK.severity)?.at}.answer[0]`);
    body.severity = severityOf(coding);
    if (!body.severity) throw unknownCode(LINK.severity, coding);
  }
  const country = single(LINK.country);
  if (country) {
    const coding = codingOf(country, `${items.get(LINK.country)?.at}.answer[0]`);
    if (coding.system !== ISO_3166 || !isCountryCode(coding.code)) throw unknownCode(LINK.country, coding);
    body.country = coding.code;
  }
  const strings: [string, string][] = [
    [LINK.postalCode, 'pinCode'],
    [LINK.participant, 'participant'],
  ];
  for (const [linkId, field] of strings) {
    const answer = single(linkId);
    if (!answer) continue;
    if (typeof answer.valueString !== 'string')
      throw invalid(`${items.get(linkId)?.at}.answer[0] must be a valueString`, `${items.get(linkId)?.at}.answer[0]`);
    body[field] = answer.valueString;
  }
  return body;
}
