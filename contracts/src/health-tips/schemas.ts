import { Type, type Static } from '@sinclair/typebox';
import { ContentLocaleSchema, LocaleRequestSchema } from '../i18n/content-locale-schema';

const LocaleQuerySchema = Type.Optional(LocaleRequestSchema);

export const HealthTipSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  source: Type.String(),
  symptoms: Type.Array(Type.String()),
  illnessType: Type.Union([Type.String(), Type.Null()]),
  /** The language `content` is in: the one asked for, or English for a tip not translated yet. */
  locale: ContentLocaleSchema,
});
export type HealthTipRecord = Static<typeof HealthTipSchema>;

/** GET /api/health-tips?locale=hi */
export const HealthTipsQuerySchema = Type.Object({ locale: LocaleQuerySchema });
export type HealthTipsQuery = Static<typeof HealthTipsQuerySchema>;

/** GET /api/health-tips; `locale` is the language the answer was asked in after fallback. */
export const HealthTipsResponseSchema = Type.Object({ data: Type.Array(HealthTipSchema), locale: ContentLocaleSchema });
export type HealthTipsResponse = Static<typeof HealthTipsResponseSchema>;

/** GET /api/health-tips/match?symptoms=Fever,Cough&pinCode=400001&locale=es */
export const HealthTipMatchQuerySchema = Type.Object({
  /** Comma-separated symptom names (docs/SPEC.md §3 choices). */
  symptoms: Type.String({ minLength: 1, maxLength: 400 }),
  pinCode: Type.Optional(Type.String({ maxLength: 16 })),
  locale: LocaleQuerySchema,
});
export type HealthTipMatchQuery = Static<typeof HealthTipMatchQuerySchema>;

export const HealthTipMatchResponseSchema = Type.Object({
  data: Type.Union([HealthTipSchema, Type.Null()]),
  locale: ContentLocaleSchema,
});
export type HealthTipMatchResponse = Static<typeof HealthTipMatchResponseSchema>;
