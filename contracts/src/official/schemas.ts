import { type Static, Type } from '@sinclair/typebox';
import { CaseDefinitionIdSchema, IsoWeekSchema, RateAreaSchema } from '../rates/schemas';

/** An official indicator's name as imported (ili-per-100k, flunet:percent_positive). */
export const OfficialIndicatorSchema = Type.String({ pattern: '^[a-z0-9][a-z0-9._:-]{0,63}$' });

/** GET /api/analytics/agreement: HealthWatch's weekly rate beside an official series. */
export const AgreementQuerySchema = Type.Object(
  {
    area: RateAreaSchema,
    definition: CaseDefinitionIdSchema,
    /** Default: the first indicator loaded for the area. */
    indicator: Type.Optional(OfficialIndicatorSchema),
    weeks: Type.Optional(Type.Integer({ minimum: 8, maximum: 104, default: 52 })),
  },
  { additionalProperties: false },
);
export type AgreementQuery = Static<typeof AgreementQuerySchema>;

const nullable = <T extends ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const AgreementWeekSchema = Type.Object({
  week: IsoWeekSchema,
  weekStart: Type.String({ format: 'date' }),
  /** HealthWatch's rate per 1,000 participants; null when withheld (too few participants). */
  healthwatch: nullable(Type.Number()),
  /** The official value; null when the series has none for the week. */
  official: nullable(Type.Number()),
});
export type AgreementWeek = Static<typeof AgreementWeekSchema>;

export const AgreementResponseSchema = Type.Object({
  data: Type.Object({
    area: Type.Object({ id: Type.String(), name: Type.String() }),
    definition: CaseDefinitionIdSchema,
    /** The official indicator compared; null when none is loaded for the area. */
    indicator: Type.Union([OfficialIndicatorSchema, Type.Null()]),
    /** Every indicator loaded for the area. */
    indicators: Type.Array(OfficialIndicatorSchema),
    source: Type.Union([Type.String(), Type.Null()]),
    /** ISO weeks (Monday to Sunday), oldest first, from the first to the last with a value. */
    weeks: Type.Array(AgreementWeekSchema),
    /** Pearson's r over the weeks both series have. */
    r: nullable(Type.Number()),
    weeksCompared: Type.Integer({ minimum: 0 }),
    /** Weeks by which HealthWatch leads (+) or trails (−) the official series at the highest cross-correlation (−maxLag…+maxLag). */
    lag: Type.Union([Type.Integer(), Type.Null()]),
    rAtLag: nullable(Type.Number()),
    weeksAtLag: Type.Integer({ minimum: 0 }),
    maxLag: Type.Integer(),
  }),
});
export type AgreementResponse = Static<typeof AgreementResponseSchema>;
