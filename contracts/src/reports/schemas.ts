import { Type, type Static } from '@sinclair/typebox';
import { SYMPTOMS } from '../domain/symptoms';
import { ILLNESS_TYPES, SEVERITIES } from '../domain/illness';
import { COUNTRY_CODES } from '../domain/countries';
import { ParticipantKeySchema } from '../rates/participant-key';

export const SymptomSchema = Type.Unsafe<(typeof SYMPTOMS)[number]>({ type: 'string', enum: [...SYMPTOMS] });
export const IllnessTypeSchema = Type.Unsafe<(typeof ILLNESS_TYPES)[number]>({
  type: 'string',
  enum: [...ILLNESS_TYPES],
});
export const SeveritySchema = Type.Unsafe<(typeof SEVERITIES)[number]>({ type: 'string', enum: [...SEVERITIES] });
export const CountryCodeSchema = Type.Unsafe<(typeof COUNTRY_CODES)[number]>({
  type: 'string',
  enum: [...COUNTRY_CODES],
});

/** A report as the API and the database speak it (snake_case, docs/SPEC.md §3). */
export const ReportRowSchema = Type.Object(
  {
    id: Type.String({ description: 'Report id (a decimal bigint)' }),
    nickname: Type.Union([Type.String(), Type.Null()]),
    country: Type.String(),
    pin_code: Type.String(),
    symptoms: Type.Array(Type.String()),
    illness_type: Type.String(),
    severity: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ReportRow' },
);
export type ReportRow = Static<typeof ReportRowSchema>;

/**
 * What anyone may read of a report (the report list, the live feed, Supabase's
 * public roles): the UTC day (created_at is that day's 00:00Z), the 3-decimal
 * cell the map draws, never the postal code, city, region, nickname or time
 * of day. The full ReportRow goes only to the one who submitted it.
 */
export const PublicReportRowSchema = Type.Object(
  {
    id: Type.String({ description: 'Report id (a decimal bigint)' }),
    country: Type.String(),
    symptoms: Type.Array(Type.String()),
    illness_type: Type.String(),
    severity: Type.String(),
    created_at: Type.String({ format: 'date-time', description: 'The UTC day the report was stored, at 00:00Z' }),
    latitude: Type.Union([Type.Number(), Type.Null()], { description: 'The 3-decimal cell' }),
    longitude: Type.Union([Type.Number(), Type.Null()], { description: 'The 3-decimal cell' }),
  },
  { $id: 'PublicReportRow' },
);
export type PublicReportRow = Static<typeof PublicReportRowSchema>;

/** The body of POST /api/reports. Coordinates are accepted but ignored: the server geocodes. */
export const SubmitReportBodySchema = Type.Object(
  {
    nickname: Type.Optional(Type.String({ maxLength: 40 })),
    country: CountryCodeSchema,
    pinCode: Type.String({ minLength: 1, maxLength: 16 }),
    symptoms: Type.Array(SymptomSchema, { minItems: 1, maxItems: 15, uniqueItems: true }),
    illnessType: IllnessTypeSchema,
    severity: SeveritySchema,
    latitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    longitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    /** The browser's participant key: the report also counts as this participant's check-in of the week. */
    participant: Type.Optional(ParticipantKeySchema),
  },
  { additionalProperties: false },
);
export type SubmitReportBody = Static<typeof SubmitReportBodySchema>;

export const SubmitReportResponseSchema = Type.Object({ data: ReportRowSchema });
export type SubmitReportResponse = Static<typeof SubmitReportResponseSchema>;

/**
 * The headers of a write a client may retry (a report, a check-in, a FHIR bundle): its IDEMPOTENCY_KEY_HEADER,
 * as Node lowercases it. Sent again with the same key, the write is stored once.
 */
export const RetriedWriteHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
