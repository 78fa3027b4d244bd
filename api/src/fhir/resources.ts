import {
  CASE_DEFINITIONS,
  type CaseDefinitionId,
  COUNTRIES,
  ILLNESS_TYPES,
  knownIsoWeekStart,
  MIN_RATE_PARTICIPANTS,
  type ReportRow,
  SEVERITIES,
  SYMPTOMS,
  type WeeklyRate,
  MS_PER_DAY,
} from '@healthwatch/contracts';
import {
  type Coding,
  illnessCoding,
  ISO_3166,
  LOCAL_CODE_SYSTEM_ID,
  LOINC,
  localConcepts,
  localSystem,
  severityCoding,
  symptomCoding,
} from './terminology';

/** FHIR resources as plain JSON: their shape is checked against the official R4 JSON schema in the tests. */
export type FhirResource = { resourceType: string } & Record<string, unknown>;

export const FHIR_VERSION = '4.0.1';
export const FHIR_JSON = 'application/fhir+json';
export const QUESTIONNAIRE_ID = 'symptom-report';
const PUBLISHER = 'HealthWatch';
const RESOURCE_VERSION = '1.0.0';

/** The questions of the report form, by linkId (a QuestionnaireResponse answers these). */
export const LINK = {
  symptoms: 'symptoms',
  illnessType: 'illness-type',
  severity: 'severity',
  country: 'country',
  postalCode: 'postal-code',
  participant: 'participant',
} as const;

export const questionnaireUrl = (fhirBase: string) => `${fhirBase}/Questionnaire/${QUESTIONNAIRE_ID}`;
export const measureUrl = (fhirBase: string, id: CaseDefinitionId) => `${fhirBase}/Measure/${id}`;

const question = (fhirBase: string, linkId: string, display: string): Coding => ({
  system: localSystem(fhirBase),
  code: `question/${linkId}`,
  display,
});

const countryCoding = (code: string, display: string): Coding => ({ system: ISO_3166, code, display });

/** The report form (docs/SPEC.md §3) as a Questionnaire. */
export function symptomReportQuestionnaire(fhirBase: string): FhirResource {
  return {
    resourceType: 'Questionnaire',
    id: QUESTIONNAIRE_ID,
    url: questionnaireUrl(fhirBase),
    version: RESOURCE_VERSION,
    name: 'HealthWatchSymptomReport',
    title: 'HealthWatch anonymous symptom report',
    status: 'active',
    experimental: false,
    subjectType: ['Patient'],
    publisher: PUBLISHER,
    description:
      'An anonymous, self-declared symptom report: at least one of 15 symptoms, the illness the reporter thinks it is, its severity, and where (country and postal code). No name, contact or address is asked. Submit answers with POST QuestionnaireResponse.',
    item: [
      {
        linkId: LINK.symptoms,
        code: [{ system: LOINC, code: '75325-1', display: 'Symptom' }],
        text: 'Symptoms',
        type: 'choice',
        required: true,
        repeats: true,
        answerOption: SYMPTOMS.map((s) => ({ valueCoding: symptomCoding(fhirBase, s) })),
      },
      {
        linkId: LINK.illnessType,
        code: [question(fhirBase, LINK.illnessType, 'Illness type')],
        text: 'Illness type',
        type: 'choice',
        required: true,
        answerOption: ILLNESS_TYPES.map((i) => ({ valueCoding: illnessCoding(fhirBase, i) })),
      },
      {
        linkId: LINK.severity,
        code: [question(fhirBase, LINK.severity, 'Severity')],
        text: 'Severity',
        type: 'choice',
        required: true,
        answerOption: SEVERITIES.map((s) => ({ valueCoding: severityCoding(s) })),
      },
      {
        linkId: LINK.country,
        code: [question(fhirBase, LINK.country, 'Country')],
        text: 'Country',
        type: 'choice',
        required: true,
        answerOption: COUNTRIES.map((c) => ({ valueCoding: countryCoding(c.code, c.name) })),
      },
      {
        linkId: LINK.postalCode,
        code: [{ system: LOINC, code: '45401-7', display: 'Postal code [Location]' }],
        text: 'Postal code',
        type: 'string',
        required: true,
        maxLength: 16,
      },
      {
        linkId: LINK.participant,
        code: [question(fhirBase, LINK.participant, 'Participant key')],
        text: 'Participant key (optional; counts the report as the participant’s check-in of the ISO week)',
        type: 'string',
        required: false,
        maxLength: 64,
      },
    ],
  };
}

/** HealthWatch's local codes (symptoms and illnesses without a standard code, case definitions, questions). */
export function localCodeSystem(fhirBase: string): FhirResource {
  const concept = localConcepts(fhirBase);
  return {
    resourceType: 'CodeSystem',
    id: LOCAL_CODE_SYSTEM_ID,
    url: localSystem(fhirBase),
    version: RESOURCE_VERSION,
    name: 'HealthWatchLocalCodes',
    title: 'HealthWatch local codes',
    status: 'active',
    experimental: false,
    publisher: PUBLISHER,
    description:
      'Codes of the HealthWatch report form and rates that have no LOINC or SNOMED CT code; standard codes are used wherever one exists.',
    caseSensitive: true,
    content: 'complete',
    count: concept.length,
    concept,
  };
}

/** A FHIR CodeSystem of the API's error codes (contracts' ERROR_CODES), the codes OperationOutcomes carry. */
export function errorCodeSystem(fhirBase: string, id: string, codes: readonly string[]): FhirResource {
  return {
    resourceType: 'CodeSystem',
    id,
    url: localSystem(fhirBase, id),
    version: RESOURCE_VERSION,
    name: 'HealthWatchErrorCodes',
    title: 'HealthWatch API error codes',
    status: 'active',
    experimental: false,
    publisher: PUBLISHER,
    description: 'The stable `code` of every HealthWatch API refusal; OperationOutcome.issue.details carries it.',
    caseSensitive: true,
    content: 'complete',
    count: codes.length,
    concept: codes.map((code) => ({ code })),
  };
}

const MEASURE_POPULATION = 'http://terminology.hl7.org/CodeSystem/measure-population';
const population = (code: 'denominator' | 'numerator') => ({
  coding: [{ system: MEASURE_POPULATION, code }],
});
const definitionCoding = (fhirBase: string, id: CaseDefinitionId): Coding => ({
  system: localSystem(fhirBase),
  code: `definition/${id}`,
  display: id,
});

/**
 * A population's criteria. The populations are counted by the API from its weekly rollups, not by a
 * client-side expression, so the criterion is the FHIR query that returns them, with the rule in words.
 */
const populationQuery = (fhirBase: string, id: CaseDefinitionId, description: string) => ({
  description,
  language: 'application/x-fhir-query',
  expression: `${fhirBase}/MeasureReport?area={area}&week={week}&definition=${id}`,
});

/** One case definition as a proportion Measure: participants meeting it per participants, in an area and ISO week. */
export function caseDefinitionMeasure(fhirBase: string, id: CaseDefinitionId): FhirResource {
  const def = CASE_DEFINITIONS[id];
  return {
    resourceType: 'Measure',
    id,
    url: measureUrl(fhirBase, id),
    version: RESOURCE_VERSION,
    name: `HealthWatchRate${id.replace(/[^a-z]/g, '').toUpperCase()}`,
    title: `Weekly rate of ${id} per 1,000 participants`,
    status: 'active',
    experimental: false,
    publisher: PUBLISHER,
    description: `Participants meeting the case definition "${id}" at least once in an ISO 8601 week (Monday to Sunday, UTC), per 1,000 participants who checked in or reported in the area that week. Source: ${def.source}. The form cannot ask: ${def.missing.join(', ')}. Withheld below ${MIN_RATE_PARTICIPANTS} participants.`,
    scoring: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/measure-scoring', code: 'proportion' }] },
    type: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/measure-type', code: 'outcome' }] }],
    improvementNotation: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/measure-improvement-notation', code: 'decrease' }],
    },
    group: [
      {
        code: { coding: [definitionCoding(fhirBase, id)] },
        population: [
          {
            code: population('denominator'),
            description: 'Distinct participants (weekly pseudonyms) in the area and ISO week.',
            criteria: populationQuery(fhirBase, id, 'a check-in or a report in the area that week'),
          },
          {
            code: population('numerator'),
            description: 'Those of them with a report meeting the case definition that week.',
            criteria: populationQuery(fhirBase, id, def.source),
          },
        ],
      },
    ],
  };
}

export interface MeasureReportInput {
  area: { id: string; name: string };
  definition: CaseDefinitionId;
  rate: WeeklyRate;
  /** When the report was produced: a week not yet over is 'pending'. */
  now: Date;
}

/** One area, ISO week and definition as a summary MeasureReport (SANER / ADX-on-FHIR style). */
export function weeklyMeasureReport(fhirBase: string, input: MeasureReportInput): FhirResource {
  const { area, definition, rate, now } = input;
  const start = knownIsoWeekStart(rate.week);
  const end = new Date(start.getTime() + 7 * MS_PER_DAY - 1);
  const masked = [{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'masked' }];
  return {
    resourceType: 'MeasureReport',
    id: `${area.id}.${rate.week}.${definition}`.replace(/[^A-Za-z0-9.-]/g, '-').slice(0, 64),
    identifier: [{ system: `${fhirBase}/MeasureReport`, value: `${area.id}|${rate.week}|${definition}` }],
    status: end.getTime() < now.getTime() ? 'complete' : 'pending',
    type: 'summary',
    measure: measureUrl(fhirBase, definition),
    subject: { identifier: { system: `${fhirBase}/area`, value: area.id }, display: area.name },
    date: now.toISOString(),
    reporter: { display: PUBLISHER },
    period: { start: start.toISOString(), end: end.toISOString() },
    group: [
      {
        code: { coding: [definitionCoding(fhirBase, definition)], text: `ISO week ${rate.week}` },
        population: [
          { code: population('denominator'), count: rate.participants },
          rate.withheld
            ? { code: population('numerator'), extension: masked }
            : { code: population('numerator'), count: rate.cases },
        ],
        ...(rate.withheld || rate.ratePer1000 === null
          ? {}
          : {
              measureScore: {
                value: rate.ratePer1000,
                unit: 'per 1,000 participants',
                system: 'http://unitsofmeasure.org',
                code: '/10*3',
              },
            }),
      },
    ],
  };
}

/** Many resources in one answer. */
export function collection(resources: FhirResource[], now: Date): FhirResource {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: resources.map((resource) => ({ resource })),
  };
}

/** A stored report as the QuestionnaireResponse that would have made it (the participant is never stored). */
export function reportAsQuestionnaireResponse(fhirBase: string, row: ReportRow): FhirResource {
  const codings = <T extends string>(values: readonly T[], coding: (v: T) => Coding) =>
    values.map((v) => ({ valueCoding: coding(v) }));
  const country = COUNTRIES.find((c) => c.code === row.country);
  return {
    resourceType: 'QuestionnaireResponse',
    id: row.id,
    questionnaire: questionnaireUrl(fhirBase),
    status: 'completed',
    authored: row.created_at,
    item: [
      {
        linkId: LINK.symptoms,
        answer: codings(row.symptoms as (typeof SYMPTOMS)[number][], (s) => symptomCoding(fhirBase, s)),
      },
      {
        linkId: LINK.illnessType,
        answer: [{ valueCoding: illnessCoding(fhirBase, row.illness_type as (typeof ILLNESS_TYPES)[number]) }],
      },
      { linkId: LINK.severity, answer: [{ valueCoding: severityCoding(row.severity as (typeof SEVERITIES)[number]) }] },
      { linkId: LINK.country, answer: [{ valueCoding: countryCoding(row.country, country?.name ?? row.country) }] },
      { linkId: LINK.postalCode, answer: [{ valueString: row.pin_code }] },
    ],
  };
}
