/**
 * The per-report rollups, described once: the tables every stored report is
 * counted in, their key columns, and what is summed. Migration 1220 was
 * generated from this file (`npm run rollups:generate -w api`) and
 * rollups.test.ts checks that it still is: one statement-level trigger per
 * event keeps every rollup with one grouped upsert each, and
 * rebuild_report_aggregates() recomputes the same rows from symptom_reports.
 * A change here needs a new migration generated from it (applied migrations
 * are never edited).
 */

/** A column of a rollup and the SQL that gives it from a report `r` (and the rollup's fan-out). */
export interface RollupColumn {
  column: string;
  sql: string;
}

export interface Rollup {
  table: string;
  /** FROM items joined to each report: one row per (report, fan-out row), e.g. the four precisions. */
  fanOut?: string;
  /** Reports that count at all (default: every report). */
  where?: string;
  /** The primary key, each column from the report. */
  keys: RollupColumn[];
  /** Summed measures: an aggregate over the key's reports, added on insert and subtracted on delete. */
  measures: RollupColumn[];
}

const DAY = "(r.created_at AT TIME ZONE 'UTC')::date";
const cell = (axis: 'latitude' | 'longitude') => `round(r.${axis}::numeric, 3)::float8`;
const COUNT: RollupColumn = { column: 'count', sql: 'count(*)' };
const DAY_KEY: RollupColumn = { column: 'day', sql: DAY };
const ILLNESS: RollupColumn = { column: 'illness_type', sql: 'r.illness_type' };
const SEVERITY: RollupColumn = { column: 'severity', sql: 'r.severity' };
const COUNTRY: RollupColumn = { column: 'country', sql: 'r.country' };
const PLACE: RollupColumn = { column: 'place', sql: 'pl.place' };
const LOCATED = 'r.latitude IS NOT NULL';
const CELL3 = [
  { column: 'lat_cell', sql: cell('latitude') },
  { column: 'lon_cell', sql: cell('longitude') },
];
const PLACES = 'CROSS JOIN LATERAL unnest(analytics_places(r.country, r.city, r.state)) AS pl(place)';

/**
 * In the order their rows are locked: an inserting transaction takes every
 * rollup's row locks in this table order and, within a table, in key order,
 * so two concurrent batches wait for each other instead of deadlocking.
 */
export const ROLLUPS: readonly Rollup[] = [
  // Reports per UTC day, country, illness and severity: statistics, /api/health-aggregates (0002).
  {
    table: 'report_daily_counts',
    keys: [DAY_KEY, COUNTRY, ILLNESS, SEVERITY],
    measures: [COUNT],
  },
  // Analytics places (ALL, the country, four Indian cities) per UTC day and illness (0200).
  {
    table: 'analytics_place_daily',
    fanOut: PLACES,
    keys: [PLACE, DAY_KEY, ILLNESS],
    measures: [COUNT],
  },
  // The same per UTC calendar month (first day): the seasonal view (0201).
  {
    table: 'analytics_place_monthly',
    fanOut: PLACES,
    keys: [PLACE, { column: 'month', sql: "date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date" }, ILLNESS],
    measures: [COUNT],
  },
  // Filtered map and timeline: per UTC day, 3-decimal cell, illness and severity (0400).
  {
    table: 'report_map_daily',
    where: LOCATED,
    keys: [DAY_KEY, ...CELL3, ILLNESS, SEVERITY],
    measures: [COUNT],
  },
  // The same per symptom; a report counts once under each of its symptoms (0400).
  {
    table: 'report_map_symptom_daily',
    fanOut: 'CROSS JOIN LATERAL (SELECT DISTINCT unnest(r.symptoms) AS symptom) s',
    where: LOCATED,
    keys: [{ column: 'symptom', sql: 's.symptom' }, DAY_KEY, ...CELL3, ILLNESS, SEVERITY],
    measures: [COUNT],
  },
  // Open data: per region (country + first-level division, '' when unknown), UTC day and illness,
  // with coordinate sums for each region's centre (0600).
  {
    table: 'open_data_region_daily',
    keys: [COUNTRY, { column: 'region', sql: "coalesce(r.state, '')" }, DAY_KEY, ILLNESS],
    measures: [
      COUNT,
      { column: 'lat_sum', sql: 'coalesce(sum(r.latitude), 0)' },
      { column: 'lon_sum', sql: 'coalesce(sum(r.longitude), 0)' },
      { column: 'located', sql: 'count(r.latitude)' },
    ],
  },
  // Area detection: per country, postal key (0500's postal_key), UTC day and illness (0700).
  {
    table: 'analytics_postal_daily',
    keys: [COUNTRY, { column: 'postal_key', sql: 'postal_key(r.country, r.pin_code)' }, DAY_KEY, ILLNESS],
    measures: [COUNT],
  },
];

/**
 * Rollups migration 1320 dropped: `report_cells`, `report_cell_totals` and
 * `report_cells_daily` (0002, 0006) were about half of every insert's rollup
 * work and nothing reads them — the map reads `report_map_daily`, and the
 * browser in Supabase mode reads only `symptom_reports` and the tips
 * (docs/DESIGN.md "Supabase mode writes").
 */
export const DROPPED_ROLLUPS: readonly string[] = ['report_cell_totals', 'report_cells', 'report_cells_daily'];
