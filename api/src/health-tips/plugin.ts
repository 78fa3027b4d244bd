import {
  contentLocaleOf,
  type ContentLocale,
  ErrorResponseSchema,
  HealthTipMatchQuerySchema,
  HealthTipMatchResponseSchema,
  HealthTipsQuerySchema,
  HealthTipsResponseSchema,
  isSymptom,
  SYMPTOMS,
  type HealthTipRecord,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';

interface TipDbRow {
  id: number;
  content: string;
  source: string;
  symptoms: string[];
  illness_type: string | null;
  locale: ContentLocale;
}

const toTip = (r: TipDbRow): HealthTipRecord => ({
  id: Number(r.id),
  content: r.content,
  source: r.source,
  symptoms: r.symptoms,
  illnessType: r.illness_type,
  locale: r.locale,
});

/**
 * The columns of tips `t` (rows shaped like health_tips) in the locale of parameter `$n`: the
 * translation when there is one (migration 0009), else the English text, with the locale it is in.
 */
const LOCALIZED_COLUMNS = `t.id, coalesce(tr.content, t.content) AS content, t.source, t.symptoms, t.illness_type,
  coalesce(tr.locale, 'en') AS locale`;
const translationOf = (param: string) =>
  `LEFT JOIN health_tip_translations tr ON tr.tip_id = t.id AND tr.locale = ${param}`;

/** The tip that best fits the symptoms (and postal code) in a locale, or null; the web route and text messages share it. */
export async function matchTip(
  db: Queryable,
  symptoms: readonly string[],
  pinCode: string | null,
  locale: ContentLocale,
): Promise<HealthTipRecord | null> {
  const res = await db.query<TipDbRow>(
    `SELECT ${LOCALIZED_COLUMNS}
     FROM get_health_tip_by_symptoms_and_location($1::text[], $2::text) t ${translationOf('$3')}`,
    [symptoms, pinCode, locale],
  );
  const row = res.rows[0];
  return row ? toTip(row) : null;
}

const healthTipsPlugin: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health-tips',
    {
      schema: {
        tags: ['health-tips'],
        summary: 'All health tips with their sources, in English, Hindi or Spanish',
        querystring: HealthTipsQuerySchema,
        response: { 200: HealthTipsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const locale = contentLocaleOf(request.query.locale);
      const res = await db.query<TipDbRow>(
        `SELECT ${LOCALIZED_COLUMNS} FROM health_tips t ${translationOf('$1')} ORDER BY t.id`,
        [locale],
      );
      return { data: res.rows.map(toTip), locale };
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
      const locale = contentLocaleOf(request.query.locale);
      return { data: await matchTip(db, symptoms, pin, locale), locale };
    },
  );
};

export default healthTipsPlugin;
