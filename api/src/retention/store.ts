import { MS_PER_DAY, utcDateOf } from '@healthwatch/contracts';
import type { Database, Queryable } from '../db/database';
import { claimSlot, type SlotTable } from '../db/slot-claims';
import { ROLLUPS } from '../reports/rollups/definition';
import { timeKey } from '../reports/rollups/sql';
import { nextMonth, partitionMonth, partitionName } from './months';

/** Whatever else holds a lock on symptom_reports, dropping a month waits no longer than this (it retries next run). */
const LOCK_TIMEOUT = '5s';
/** Any number: the key of the advisory lock under which one process at a time adds or drops months. */
const PARTITION_LOCK = 7240536;

/** The months symptom_reports has a partition for, oldest first. */
export async function heldMonths(db: Queryable): Promise<string[]> {
  const res = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'symptom_reports'::regclass`,
  );
  return res.rows
    .map((r) => partitionMonth(r.name))
    .filter((m): m is string => m !== null)
    .sort();
}

/** Creates the partitions of `months` that do not exist yet (migration 1420's function); the months created. */
export async function addMonths(db: Database, months: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    const added: string[] = [];
    for (const m of months) {
      const res = await tx.query<{ added: boolean }>('SELECT symptom_reports_add_month($1::date) AS added', [m]);
      if (res.rows[0]?.added) added.push(m);
    }
    return added;
  });
}

/**
 * The months of the reports in the default partition (a report that arrived before its month's partition
 * existed, or history loaded with the created_at stamp off): the job makes their partitions, which moves
 * them in (symptom_reports_add_month), so they can be dropped in their turn.
 */
export async function defaultPartitionMonths(db: Queryable): Promise<string[]> {
  const res = await db.query<{ month: string }>(
    `SELECT DISTINCT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS month
     FROM symptom_reports_default ORDER BY 1`,
  );
  return res.rows.map((r) => r.month);
}

/**
 * The rollups that count every report once (no fan-out), with the reports of `month` they hold beside the
 * reports its partition holds: a month may go only when each pair is equal, i.e. its reports are in the
 * rollups (written by the insert trigger, or by a rebuild after a seed with the trigger off).
 */
export async function rollupHoldings(
  tx: Queryable,
  month: string,
): Promise<{ table: string; rolled: number; raw: number }[]> {
  const part = partitionName(month);
  const checked = ROLLUPS.filter((r) => !r.fanOut && r.measures.some((m) => m.column === 'count'));
  const res = await tx.query<{ table: string; rolled: string; raw: string }>(
    checked
      .map(
        (r) =>
          `SELECT '${r.table}' AS table,
             (SELECT coalesce(sum(count), 0) FROM ${r.table} WHERE ${timeKey(r)} >= $1::date AND ${timeKey(r)} < $2::date)::bigint AS rolled,
             (SELECT count(*) FROM ${part} r${r.where ? ` WHERE ${r.where}` : ''})::bigint AS raw`,
      )
      .join('\nUNION ALL\n'),
    [month, nextMonth(month)],
  );
  return res.rows.map((r) => ({ table: r.table, rolled: Number(r.rolled), raw: Number(r.raw) }));
}

export type DropOutcome = { dropped: true; reports: number } | { dropped: false; reason: 'not-held' | 'gone' };

/**
 * Drops month `month`'s partition once the rollups hold its reports, in one transaction: the idempotency
 * keys and demo marks of its reports first (the references 1420 keeps without foreign keys), then the
 * partition (DROP TABLE fires no delete trigger, so the rollups keep the month), and report_retention.raw_from
 * moves past it so rebuild_report_aggregates() no longer recomputes it.
 */
export async function dropMonth(db: Database, month: string): Promise<DropOutcome> {
  const part = partitionName(month);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    if (!(await heldMonths(tx)).includes(month)) return { dropped: false, reason: 'gone' } as const;
    const holdings = await rollupHoldings(tx, month);
    if (holdings.some((h) => h.rolled !== h.raw)) return { dropped: false, reason: 'not-held' } as const;
    await tx.query(`DELETE FROM demo_reports WHERE report_id IN (SELECT id FROM ${part})`);
    await tx.query(`DELETE FROM report_idempotency_keys WHERE report_id IN (SELECT id FROM ${part})`);
    const reports = holdings.find((h) => h.table === 'report_daily_counts')?.raw ?? 0;
    await tx.query(`DROP TABLE ${part}`);
    await tx.query(`UPDATE report_retention SET raw_from = greatest(coalesce(raw_from, $1::date), $1::date)`, [
      nextMonth(month),
    ]);
    return { dropped: true, reports } as const;
  });
}

/** The first day still held raw (NULL: no month dropped yet). */
export async function rawFrom(db: Queryable): Promise<string | null> {
  const res = await db.query<{ raw_from: string | null }>(
    `SELECT to_char(raw_from, 'YYYY-MM-DD') AS raw_from FROM report_retention`,
  );
  return res.rows[0]?.raw_from ?? null;
}

/** An unfinished claim older than this belongs to a process that died mid-run; a run takes seconds. */
export const STALE_RUN_MS = 60 * 60_000;
const RETENTION_RUNS: SlotTable = { table: 'report_retention_runs', key: 'day', type: 'date', staleMs: STALE_RUN_MS };

/**
 * Claims the UTC day of `at` for one retention run across every API process on this database (as the area pass
 * claims its hour). Resolves a finish function, or null when another process has run or is running the day's.
 */
export async function claimRetentionDay(db: Queryable, at: Date): Promise<((done: Date) => Promise<void>) | null> {
  const day = utcDateOf(at);
  const keepFrom = utcDateOf(new Date(at.getTime() - 30 * MS_PER_DAY));
  return claimSlot(db, RETENTION_RUNS, day, at, keepFrom);
}
