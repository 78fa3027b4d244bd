import { DROPPED_ROLLUPS, ROLLUPS, type Rollup } from './definition';

/**
 * The SQL that keeps the rollups of definition.ts: the statement-level
 * insert and delete trigger functions and rebuild_report_aggregates(), all
 * from the one description, so the live path and the rebuild cannot drift.
 */

const keyList = (r: Rollup) => r.keys.map((k) => k.column).join(', ');
const ordinals = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ');
const join = (r: Rollup, a: string, b: string) =>
  r.keys.map((k) => `${a}.${k.column} = ${b}.${k.column}`).join(' AND ');

/** One row per key with its measures, from the reports of `source`. */
function grouped(r: Rollup, source: string): string {
  const cols = [...r.keys.map((k) => `${k.sql} AS ${k.column}`), ...r.measures.map((m) => `${m.sql} AS ${m.column}`)];
  return [
    `SELECT ${cols.join(', ')}`,
    `FROM ${source} r${r.fanOut ? ` ${r.fanOut}` : ''}`,
    ...(r.where ? [`WHERE ${r.where}`] : []),
    `GROUP BY ${ordinals(r.keys.length)}`,
  ].join('\n    ');
}

/** The keys a statement's reports touch. */
function touched(r: Rollup, source: string): string {
  return [
    `SELECT DISTINCT ${r.keys.map((k) => `${k.sql} AS ${k.column}`).join(', ')}`,
    `FROM ${source} r${r.fanOut ? ` ${r.fanOut}` : ''}`,
    ...(r.where ? [`WHERE ${r.where}`] : []),
  ].join('\n      ');
}

const columns = (r: Rollup) => [...r.keys, ...r.measures].map((c) => c.column);

/** Adds the statement's reports, locking rows in key order. */
export function upsertSql(r: Rollup, source = 'new_rows'): string {
  const sets = r.measures.map((m) => `${m.column} = a.${m.column} + excluded.${m.column}`).join(', ');
  return `INSERT INTO ${r.table} AS a (${columns(r).join(', ')})
    ${grouped(r, source)}
    ORDER BY ${ordinals(r.keys.length)}
  ON CONFLICT (${keyList(r)}) DO UPDATE SET ${sets};`;
}

/** Subtracts the statement's deleted reports; keys left at zero go. */
export function subtractSql(r: Rollup, source = 'old_rows'): string {
  const sets = r.measures.map((m) => `${m.column} = a.${m.column} - d.${m.column}`).join(', ');
  return `UPDATE ${r.table} a SET ${sets}
  FROM (
    ${grouped(r, source)}
  ) d
  WHERE ${join(r, 'a', 'd')};
  DELETE FROM ${r.table} a
  USING (
      ${touched(r, source)}
  ) d
  WHERE ${join(r, 'a', 'd')} AND a.count <= 0;`;
}

const EPOCH = (source: string) => `-- A located report of a day before yesterday (UTC) moves the map's epoch (0420).
  IF EXISTS (
    SELECT 1 FROM ${source} r
    WHERE r.latitude IS NOT NULL AND (r.created_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date - 1
  ) THEN
    UPDATE report_map_epoch SET n = n + 1;
  END IF;`;

const indent = (s: string) => `  ${s}`;
export function insertFunctionSql(rollups: readonly Rollup[] = ROLLUPS): string {
  return `CREATE OR REPLACE FUNCTION symptom_reports_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
${rollups.map((r) => indent(upsertSql(r))).join('\n\n')}

  ${EPOCH('new_rows')}

  -- Realtime (docs/DESIGN.md §6): "<schema>:<id>,<id>,..." in chunks of 300 ids
  -- (NOTIFY payloads are limited to 8000 bytes; channels are database-wide).
  FOR ids IN
    SELECT string_agg(id::text, ',' ORDER BY id)
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 300 AS chunk FROM new_rows) t
    GROUP BY chunk
  LOOP
    PERFORM pg_notify('symptom_reports_insert', TG_TABLE_SCHEMA || ':' || ids);
  END LOOP;
  RETURN NULL;
END
$$;`;
}

export function deleteFunctionSql(rollups: readonly Rollup[] = ROLLUPS): string {
  return `CREATE OR REPLACE FUNCTION symptom_reports_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
${rollups.map((r) => indent(subtractSql(r))).join('\n\n')}

  ${EPOCH('old_rows')}
  RETURN NULL;
END
$$;`;
}

export function rebuildFunctionSql(rollups: readonly Rollup[] = ROLLUPS): string {
  return `CREATE OR REPLACE FUNCTION rebuild_report_aggregates() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
${rollups
  .map(
    (r) => `  DELETE FROM ${r.table};
  INSERT INTO ${r.table} (${columns(r).join(', ')})
    ${grouped(r, 'symptom_reports')};`,
  )
  .join('\n\n')}

  -- Past days changed: every API reloads its copy of the map aggregates.
  UPDATE report_map_epoch SET n = n + 1;
END
$$;`;
}

/** Trigger pairs of the copied-trigger era (0200–0700), replaced by the two generated ones. */
const COPIED = [
  'analytics_place_daily',
  'analytics_place_monthly',
  'report_map_daily',
  'report_map_epoch',
  'open_data_region_daily',
  'analytics_postal_daily',
];

export const ROLLUP_MIGRATION = '1320_rollups_unread_dropped.sql';

/** The whole of migration 1320, as `npm run rollups:generate -w api` writes it. */
export function rollupMigration(
  rollups: readonly Rollup[] = ROLLUPS,
  dropped: readonly string[] = DROPPED_ROLLUPS,
): string {
  const drops = COPIED.flatMap((name) =>
    ['insert', 'delete'].map(
      (event) =>
        `DROP TRIGGER IF EXISTS ${name}_after_${event} ON symptom_reports;\nDROP FUNCTION IF EXISTS ${name}_after_${event}();`,
    ),
  );
  return `-- GENERATED by \`npm run rollups:generate -w api\` from api/src/reports/rollups/definition.ts: do not edit.
-- Every per-report rollup is kept by one statement-level trigger per event on
-- symptom_reports (transition tables): one grouped upsert (or subtraction)
-- per rollup and statement, row locks taken table by table in the order of
-- definition.ts and within a table in key order (1220 replaced the copied
-- triggers of 0200, 0201, 0400, 0420, 0600 and 0700 and 0008's insert
-- function with them); rebuild_report_aggregates() recomputes every rollup.
-- Rollups no longer in the definition are dropped once nothing writes them:
-- ${dropped.join(', ')} (nothing reads them; docs/DESIGN.md "Supabase mode writes").

${drops.join('\n')}

${insertFunctionSql(rollups)}

${deleteFunctionSql(rollups)}

DROP TRIGGER IF EXISTS symptom_reports_after_delete ON symptom_reports;
CREATE TRIGGER symptom_reports_after_delete
  AFTER DELETE ON symptom_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION symptom_reports_after_delete();

${rebuildFunctionSql(rollups)}

${dropped.map((t) => `DROP TABLE IF EXISTS ${t};`).join('\n')}

REVOKE ALL ON FUNCTION symptom_reports_after_delete() FROM PUBLIC;

-- Supabase projects: both trigger functions write tables the public roles may
-- not, so they run with their owner's rights (as 0990 gave their
-- predecessors); CREATE OR REPLACE cleared that. The public roles' table and
-- function rights (0992, 1131, 1161) are unchanged.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname IN ('anon', 'authenticated')) THEN
    EXECUTE format('ALTER FUNCTION symptom_reports_after_insert() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
    EXECUTE format('ALTER FUNCTION symptom_reports_after_delete() SECURITY DEFINER SET search_path = %I, pg_temp', current_schema());
  END IF;
END
$$;
`;
}
