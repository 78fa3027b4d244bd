import { Type, type Static } from '@sinclair/typebox';

export const HealthTipSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  source: Type.String(),
  symptoms: Type.Array(Type.String()),
  illnessType: Type.Union([Type.String(), Type.Null()]),
});
export type HealthTipRecord = Static<typeof HealthTipSchema>;

/** GET /api/health-tips */
export const HealthTipsResponseSchema = Type.Object({ data: Type.Array(HealthTipSchema) });
export type HealthTipsResponse = Static<typeof HealthTipsResponseSchema>;

/** GET /api/health-tips/match?symptoms=Fever,Cough&pinCode=400001 */
export const HealthTipMatchQuerySchema = Type.Object({
  /** Comma-separated symptom names (docs/SPEC.md §3 choices). */
  symptoms: Type.String({ minLength: 1, maxLength: 400 }),
  pinCode: Type.Optional(Type.String({ maxLength: 16 })),
});
export type HealthTipMatchQuery = Static<typeof HealthTipMatchQuerySchema>;

export const HealthTipMatchResponseSchema = Type.Object({ data: Type.Union([HealthTipSchema, Type.Null()]) });
export type HealthTipMatchResponse = Static<typeof HealthTipMatchResponseSchema>;
