import {
  ErrorResponseSchema,
  HealthTipMatchQuerySchema,
  HealthTipMatchResponseSchema,
  HealthTipsResponseSchema,
  isSymptom,
  SYMPTOMS,
  type HealthTipRecord,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';

interface TipDbRow {
  id: number;
  content: string;
  source: string;
  symptoms: string[];
  illness_type: string | null;
}

const toTip = (r: TipDbRow): HealthTipRecord => ({
  id: Number(r.id),
  content: r.content,
  source: r.source,
  symptoms: r.symptoms,
  illnessType: r.illness_type,
});

const healthTipsPlugin: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health-tips',
    {
      schema: {
        tags: ['health-tips'],
        summary: 'All health tips with their sources',
        response: { 200: HealthTipsResponseSchema },
      },
    },
    async () => {
      const res = await db.query<TipDbRow>(
        'SELECT id, content, source, symptoms, illness_type FROM health_tips ORDER BY id',
      );
      return { data: res.rows.map(toTip) };
    },
  );

  app.get(
    '/api/health-tips/match',
    {
      schema: {
        tags: ['health-tips'],
        summary: 'The tip that best fits the symptoms (get_health_tip_by_symptoms_and_location)',
        querystring: HealthTipMatchQuerySchema,
        response: { 200: HealthTipMatchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const symptoms = request.query.symptoms
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const unknown = symptoms.find((s) => !isSymptom(s));
      if (unknown !== undefined)
        throw new HttpError(
          400,
          `symptoms must be among: ${SYMPTOMS.join(', ')} (got "${unknown}")`,
          'unknown-symptom',
          {
            symptom: unknown,
          },
        );
      if (symptoms.length === 0)
        throw new HttpError(400, 'symptoms must name at least one symptom', 'symptoms-required');
      const pin = request.query.pinCode?.trim().toUpperCase() || null;
      const res = await db.query<TipDbRow>(
        'SELECT id, content, source, symptoms, illness_type FROM get_health_tip_by_symptoms_and_location($1::text[], $2::text)',
        [symptoms, pin],
      );
      const row = res.rows[0];
      return { data: row ? toTip(row) : null };
    },
  );
};

export default healthTipsPlugin;
