import { CASE_DEFINITION_IDS } from '@healthwatch/contracts';
import { FHIR_JSON, FHIR_VERSION, type FhirResource, questionnaireUrl } from './resources';

/** What this FHIR endpoint does (GET <base>/metadata). */
export function capabilityStatement(fhirBase: string, now: Date): FhirResource {
  const read = [{ code: 'read' }];
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: now.toISOString(),
    publisher: 'HealthWatch',
    kind: 'instance',
    software: { name: 'HealthWatch API', version: '1.0.0' },
    implementation: {
      description:
        'HealthWatch: anonymous participatory symptom surveillance (weeks are ISO 8601, Monday to Sunday, UTC)',
      url: fhirBase,
    },
    fhirVersion: FHIR_VERSION,
    format: [FHIR_JSON],
    rest: [
      {
        mode: 'server',
        documentation: 'No authentication. Reports are anonymous; writes share POST /api/reports’s rate limit.',
        resource: [
          { type: 'Questionnaire', interaction: read, documentation: questionnaireUrl(fhirBase) },
          {
            type: 'QuestionnaireResponse',
            interaction: [{ code: 'create' }],
            documentation:
              'Answers to the symptom-report Questionnaire only; an Idempotency-Key header makes a retry safe.',
          },
          {
            type: 'MeasureReport',
            interaction: [{ code: 'search-type' }],
            searchParam: [
              {
                name: 'area',
                type: 'token',
                documentation: 'A country code (IN) or an area id (in.d.maharashtra.mumbai)',
              },
              {
                name: 'week',
                type: 'token',
                documentation: 'An ISO 8601 week, e.g. 2026-W48; default the current one',
              },
              {
                name: 'definition',
                type: 'token',
                documentation: `One of ${CASE_DEFINITION_IDS.join(', ')}; all without it`,
              },
            ],
          },
          { type: 'Measure', interaction: [...read, { code: 'search-type' }] },
          { type: 'CodeSystem', interaction: read },
        ],
      },
    ],
  };
}
