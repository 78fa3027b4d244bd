import { type Static, Type } from '@sinclair/typebox';
import { CountryCodeSchema } from '../reports/schemas';
import { CASE_DEFINITION_IDS } from './case-definitions';
import { ISO_WEEK_PATTERN } from './iso-week';
import { ParticipantKeySchema } from './participant-key';

/** Below this many participants in an area and week, cases and rates are withheld (docs/SPEC.md, rates). */
export const MIN_RATE_PARTICIPANTS = 20;

export { ParticipantKeySchema } from './participant-key';

export const CaseDefinitionIdSchema = Type.Unsafe<(typeof CASE_DEFINITION_IDS)[number]>({
  type: 'string',
  enum: [...CASE_DEFINITION_IDS],
});

export const IsoWeekSchema = Type.String({ pattern: ISO_WEEK_PATTERN, description: 'An ISO 8601 week, e.g. 2026-W48' });

/** The body of POST /api/check-ins: "I feel fine" this week, here. */
export const CheckInBodySchema = Type.Object(
  {
    country: CountryCodeSchema,
    pinCode: Type.String({ minLength: 1, maxLength: 16 }),
    participant: ParticipantKeySchema,
    feelingFine: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type CheckInBody = Static<typeof CheckInBodySchema>;

export const CheckInResponseSchema = Type.Object({
  data: Type.Object({
    /** The ISO week the check-in counts for. */
    week: IsoWeekSchema,
    country: Type.String(),
    pinCode: Type.String(),
    city: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type CheckInResponse = Static<typeof CheckInResponseSchema>;

/** An area rates are published for: a country code ('IN') or a gazetteer area id ('in.d.maharashtra.mumbai'). */
export const RateAreaSchema = Type.String({
  minLength: 2,
  maxLength: 200,
  description: 'A country code (IN) or an area id (in.d.maharashtra.mumbai)',
});

export const WeeklyRatesQuerySchema = Type.Object(
  {
    area: RateAreaSchema,
    definition: CaseDefinitionIdSchema,
    weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 104, default: 12 })),
  },
  { additionalProperties: false },
);
export type WeeklyRatesQuery = Static<typeof WeeklyRatesQuerySchema>;

export const WeeklyRateSchema = Type.Object({
  week: IsoWeekSchema,
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: Type.String({ format: 'date' }),
  /** Distinct participants who checked in or reported in the area that week. */
  participants: Type.Integer({ minimum: 0 }),
  /** True below MIN_RATE_PARTICIPANTS participants: cases and rates are then null. */
  withheld: Type.Boolean(),
  /** Participants meeting the definition at least once that week. */
  cases: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Cases per 1,000 participants, with its Wilson 95 % interval. */
  ratePer1000: Type.Union([Type.Number(), Type.Null()]),
  lower: Type.Union([Type.Number(), Type.Null()]),
  upper: Type.Union([Type.Number(), Type.Null()]),
});
export type WeeklyRate = Static<typeof WeeklyRateSchema>;

export const WeeklyRatesResponseSchema = Type.Object({
  data: Type.Object({
    area: Type.Object({
      id: Type.String(),
      name: Type.String(),
      level: Type.Union([
        Type.Literal('country'),
        Type.Literal('state'),
        Type.Literal('district'),
        Type.Literal('city'),
      ]),
      country: Type.String(),
    }),
    definition: CaseDefinitionIdSchema,
    minParticipants: Type.Integer(),
    /** Oldest first; the last is the current (incomplete) week. */
    weeks: Type.Array(WeeklyRateSchema),
  }),
});
export type WeeklyRatesResponse = Static<typeof WeeklyRatesResponseSchema>;
