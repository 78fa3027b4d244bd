import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../domain/countries';
import { ISO_WEEK_PATTERN } from '../rates/iso-week';

/**
 * GET /api/open-data/daily.csv and .geojson — reports per region, UTC day and
 * illness. Only complete UTC days are published (up to yesterday); `to` past
 * that is read as yesterday.
 */
export const OpenDataQuerySchema = Type.Object(
  {
    country: Type.Optional(Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)))),
    from: Type.Optional(Type.String({ format: 'date', description: 'First UTC day, YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Last UTC day, YYYY-MM-DD (inclusive)' })),
  },
  { additionalProperties: false },
);
export type OpenDataQuery = Static<typeof OpenDataQuerySchema>;

/** The illness value of a region-day's total row. */
export const OPEN_DATA_TOTAL = 'all';

/** One published row, as in the CSV and in each GeoJSON feature's properties. */
export const OpenDataRowSchema = Type.Object({
  country: Type.String(),
  region: Type.String({ description: 'First-level division as geocoded; empty when unknown' }),
  day: Type.String({ format: 'date' }),
  illness: Type.String({ description: `An illness type, or "${OPEN_DATA_TOTAL}" for the region-day total` }),
  count: Type.Union([Type.Integer({ minimum: 11 }), Type.Null()]),
  suppressed: Type.Boolean(),
});
export type OpenDataRow = Static<typeof OpenDataRowSchema>;

export const OpenDataFieldSchema = Type.Object({
  name: Type.String(),
  type: Type.String(),
  description: Type.String(),
});

/** GET /api/open-data/daily.json — the data dictionary. */
export const OpenDataDictionarySchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  license: Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() }),
  attribution: Type.String(),
  distributions: Type.Array(Type.Object({ format: Type.String(), mediaType: Type.String(), url: Type.String() })),
  fields: Type.Array(OpenDataFieldSchema),
  suppression: Type.Object({ smallCellMax: Type.Integer(), rules: Type.Array(Type.String()) }),
  coverage: Type.Object({ firstDay: Type.Union([Type.String(), Type.Null()]), lastDay: Type.String() }),
});
export type OpenDataDictionary = Static<typeof OpenDataDictionarySchema>;

/**
 * GET /api/open-data/weekly.csv and .geojson — participants, cases and rates per area, ISO week and case
 * definition. Only complete ISO weeks are published (up to last week); `to` past that is read as last week.
 */
export const WeeklyOpenDataQuerySchema = Type.Object(
  {
    country: Type.Optional(Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)))),
    from: Type.Optional(Type.String({ pattern: ISO_WEEK_PATTERN, description: 'First ISO week, e.g. 2026-W40' })),
    to: Type.Optional(Type.String({ pattern: ISO_WEEK_PATTERN, description: 'Last ISO week (inclusive)' })),
  },
  { additionalProperties: false },
);
export type WeeklyOpenDataQuery = Static<typeof WeeklyOpenDataQuerySchema>;

/** One published row of the weekly export, as in the CSV and in each GeoJSON feature's properties. */
export const WeeklyOpenDataRowSchema = Type.Object({
  country: Type.String(),
  area: Type.String({ description: 'A country code or a gazetteer area id (in.d.maharashtra.mumbai)' }),
  level: Type.Union([Type.Literal('country'), Type.Literal('state'), Type.Literal('district'), Type.Literal('city')]),
  week: Type.String({ pattern: ISO_WEEK_PATTERN }),
  definition: Type.String({ description: 'A case definition id (ili-who, ili-ecdc, cli, dli, age)' }),
  participants: Type.Union([Type.Integer({ minimum: 11 }), Type.Null()]),
  cases: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  ratePer1000: Type.Union([Type.Number(), Type.Null()]),
  lower: Type.Union([Type.Number(), Type.Null()]),
  upper: Type.Union([Type.Number(), Type.Null()]),
  suppressed: Type.Boolean(),
});
export type WeeklyOpenDataRow = Static<typeof WeeklyOpenDataRowSchema>;
