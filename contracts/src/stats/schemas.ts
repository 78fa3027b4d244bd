import { Type, type Static } from '@sinclair/typebox';
import { MapFilterQueryFields } from '../reports/api';

export const StatSchema = Type.Object({
  label: Type.String(),
  value: Type.Integer(),
  /** Plain-language definition to show beside the number. */
  definition: Type.String(),
});
export type Stat = Static<typeof StatSchema>;

/**
 * GET /api/stats?illness=&symptom=&severity=&from=&to= — the home statistics
 * block; the map filters (the rules of parseMapFilters) narrow every figure.
 */
export const StatsQuerySchema = Type.Object({ ...MapFilterQueryFields });
export type StatsQuery = Static<typeof StatsQuerySchema>;

/** GET /api/stats — the home statistics block. */
export const StatsResponseSchema = Type.Object({
  activeCases: StatSchema,
  recovered: StatSchema,
  underMonitoring: StatSchema,
  totalReports: StatSchema,
  asOf: Type.String({ format: 'date-time' }),
});
export type StatsResponse = Static<typeof StatsResponseSchema>;

/** GET /api/health-aggregates?days=&country= — reports per UTC day, country and illness. */
export const HealthAggregatesQuerySchema = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
});
export type HealthAggregatesQuery = Static<typeof HealthAggregatesQuerySchema>;

export const HealthAggregateSchema = Type.Object({
  day: Type.String({ description: 'UTC day, YYYY-MM-DD' }),
  country: Type.String(),
  illnessType: Type.String(),
  count: Type.Integer(),
  severeCount: Type.Integer(),
});
export type HealthAggregate = Static<typeof HealthAggregateSchema>;

export const HealthAggregatesResponseSchema = Type.Object({ data: Type.Array(HealthAggregateSchema) });
export type HealthAggregatesResponse = Static<typeof HealthAggregatesResponseSchema>;
