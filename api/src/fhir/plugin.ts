import {
  CASE_DEFINITION_IDS,
  CaseDefinitionIdSchema,
  ERROR_CODES,
  isoWeekOf,
  isoWeekStart,
  IsoWeekSchema,
  RateAreaSchema,
  SubmitReportBodySchema,
  RetriedWriteHeadersSchema,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import type { AreaService } from '../analytics/areas/area-service';
import type { Database } from '../db/database';
import { errorAnswer, HttpError } from '../errors/plugin';
import { validationRefusal } from '../errors/messages';
import { refuseMalformedParticipant } from '../validation/participant-key';
import { refuseUnknownDefinition } from '../rates/definition-param';
import { rateAreaResolver } from '../rates/rate-areas';
import { readWeeklyRates } from '../rates/weekly-rates';
import { type SubmitReportDeps, submitReport, type WriteLimit } from '../reports/submit';
import { compileBodyValidator } from '../validation/compilers';
import { encodeJson, sendEncoded } from '../validation/encoded';
import { capabilityStatement } from './capability';
import { operationOutcome } from './operation-outcome';
import { questionnaireResponseToReport } from './questionnaire-response';
import {
  caseDefinitionMeasure,
  collection,
  errorCodeSystem,
  FHIR_JSON,
  type FhirResource,
  localCodeSystem,
  QUESTIONNAIRE_ID,
  reportAsQuestionnaireResponse,
  symptomReportQuestionnaire,
  weeklyMeasureReport,
} from './resources';
import { ERROR_CODE_SYSTEM_ID, LOCAL_CODE_SYSTEM_ID } from './terminology';

export interface FhirOptions extends SubmitReportDeps {
  db: Database;
  areas: () => AreaService | null;
  /** This API's public origin: every canonical URL is built from it, never from the Host header. */
  publicApiUrl: string;
  /** POST /api/reports's budget, shared (reports/submit.ts reportWriteLimiter). */
  writeLimit: WriteLimit[];
}

const FhirResourceSchema = Type.Object(
  { resourceType: Type.String() },
  { additionalProperties: true, description: `A FHIR R4 resource (${FHIR_JSON})` },
);
const OperationOutcomeSchema = Type.Object(
  { resourceType: Type.Literal('OperationOutcome'), issue: Type.Array(Type.Unknown()) },
  { description: 'OperationOutcome: issue.details.coding[0].code is the API error code, details.text its sentence' },
);

/**
 * FHIR R4 (docs/DESIGN.md "FHIR"): the report form as a Questionnaire, partners' reports as
 * QuestionnaireResponses (stored by submitReport, exactly as POST /api/reports), weekly rates as
 * MeasureReports of one Measure per case definition, and a CapabilityStatement. Registered under
 * /api/fhir; every answer, refusals included, is application/fhir+json.
 */
const fhirPlugin: FastifyPluginAsyncTypebox<FhirOptions> = async (app, options) => {
  const { db, areas, clock, writeLimit } = options;
  const resolveArea = rateAreaResolver(areas);
  const base = `${options.publicApiUrl.replace(/\/+$/, '')}/api/fhir`;
  const FHIR_TYPE = `${FHIR_JSON}; charset=utf-8`;
  // Sent as text (Fastify leaves strings as they are), under FHIR's own content type.
  const sendFhir = (reply: FastifyReply, resource: FhirResource) => sendEncoded(reply, encodeJson(resource), FHIR_TYPE);

  app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.log);
    return reply
      .status(status)
      .type(`${FHIR_JSON}; charset=utf-8`)
      .send(JSON.stringify(operationOutcome(base, ERROR_CODE_SYSTEM_ID, status, body)));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const body = {
      error: `Route ${request.method} ${path} not found`,
      code: 'route-not-found' as const,
      params: { method: request.method, path },
    };
    return reply
      .status(404)
      .type(`${FHIR_JSON}; charset=utf-8`)
      .send(JSON.stringify(operationOutcome(base, ERROR_CODE_SYSTEM_ID, 404, body)));
  });

  const schema = (summary: string) => ({
    tags: ['fhir'],
    summary,
    produces: [FHIR_JSON],
    response: { 200: FhirResourceSchema, 400: OperationOutcomeSchema, 404: OperationOutcomeSchema },
  });

  app.get('/metadata', { schema: schema('CapabilityStatement of this FHIR R4 server') }, async (_request, reply) =>
    sendFhir(reply, capabilityStatement(base, clock())),
  );

  app.get(
    `/Questionnaire/${QUESTIONNAIRE_ID}`,
    { schema: schema('The report form as a Questionnaire (SNOMED CT / LOINC codes, local codes where none exist)') },
    async (_request, reply) => sendFhir(reply, symptomReportQuestionnaire(base)),
  );

  app.get(
    '/CodeSystem/:id',
    {
      schema: {
        ...schema('HealthWatch local codes, or the API error codes OperationOutcomes carry'),
        params: Type.Object({
          id: Type.Union([Type.Literal(LOCAL_CODE_SYSTEM_ID), Type.Literal(ERROR_CODE_SYSTEM_ID)]),
        }),
      },
    },
    async (request, reply) =>
      sendFhir(
        reply,
        request.params.id === LOCAL_CODE_SYSTEM_ID
          ? localCodeSystem(base)
          : errorCodeSystem(base, ERROR_CODE_SYSTEM_ID, ERROR_CODES),
      ),
  );

  app.get(
    '/Measure/:id',
    {
      schema: {
        ...schema('One case definition as a proportion Measure'),
        params: Type.Object({ id: CaseDefinitionIdSchema }),
      },
    },
    async (request, reply) => sendFhir(reply, caseDefinitionMeasure(base, request.params.id)),
  );

  app.get('/Measure', { schema: schema('Every case definition as a Measure (a Bundle)') }, async (_request, reply) =>
    sendFhir(
      reply,
      collection(
        CASE_DEFINITION_IDS.map((id) => caseDefinitionMeasure(base, id)),
        clock(),
      ),
    ),
  );

  app.get(
    '/MeasureReport',
    {
      preValidation: async (request) => refuseUnknownDefinition(request.query),
      schema: {
        ...schema(
          'Weekly participants, cases and rate per 1,000 of an area and ISO week: one MeasureReport for a definition, a Bundle of every definition without one',
        ),
        description: 'week: an ISO 8601 week (Monday to Sunday, UTC), default the current one.',
        querystring: Type.Object(
          {
            area: RateAreaSchema,
            week: Type.Optional(IsoWeekSchema),
            definition: Type.Optional(CaseDefinitionIdSchema),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const now = clock();
      const week = request.query.week ?? isoWeekOf(now);
      const start = isoWeekStart(week);
      if (!start) throw new HttpError(400, `${week} is not an ISO week`, 'invalid-request', { field: 'week' });
      const area = await resolveArea(request.query.area);
      const definitions = request.query.definition ? [request.query.definition] : CASE_DEFINITION_IDS;
      const reports: FhirResource[] = [];
      for (const definition of definitions) {
        // The rates service answers the weeks up to a day; asking for one week ending on its Monday gives that week.
        const [rate] = await readWeeklyRates(db, area.id, definition, 1, start);
        reports.push(weeklyMeasureReport(base, { area, definition, rate: rate!, now }));
      }
      reply.header('Cache-Control', 'public, max-age=60');
      return sendFhir(reply, reports.length === 1 ? reports[0]! : collection(reports, now));
    },
  );

  const validateReport = compileBodyValidator(SubmitReportBodySchema);

  app.post(
    '/QuestionnaireResponse',
    {
      config: { rateLimit: false },
      onRequest: writeLimit,
      schema: {
        tags: ['fhir'],
        summary:
          'Submit a report as a QuestionnaireResponse to the symptom-report Questionnaire: the same checks, Idempotency-Key and rate limit as POST /api/reports',
        consumes: [FHIR_JSON, 'application/json'],
        produces: [FHIR_JSON],
        headers: RetriedWriteHeadersSchema,
        body: FhirResourceSchema,
        response: {
          200: FhirResourceSchema,
          201: FhirResourceSchema,
          400: OperationOutcomeSchema,
          413: OperationOutcomeSchema,
          422: OperationOutcomeSchema,
          429: OperationOutcomeSchema,
          503: OperationOutcomeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = questionnaireResponseToReport(base, request.body);
      refuseMalformedParticipant(body);
      if (!validateReport(body)) {
        const refusal = validationRefusal(validateReport.errors ?? [], 'body');
        throw new HttpError(400, refusal.message, refusal.code, refusal.params);
      }
      const outcome = await submitReport(
        options,
        body,
        request.headers['idempotency-key'] ?? null,
        request.log,
        request.ip,
      );
      if (!outcome.created) reply.header('Idempotent-Replayed', 'true');
      reply.status(outcome.created ? 201 : 200);
      return sendFhir(reply, reportAsQuestionnaireResponse(base, outcome.row));
    },
  );
};

export default fhirPlugin;
