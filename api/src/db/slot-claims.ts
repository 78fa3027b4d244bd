import type { Queryable } from './database';

/** A table of claimed slots: `key` its slot column (a timestamptz, a date or a number), with `claimed_at` and `finished_at`. */
export interface SlotTable {
  table: string;
  key: string;
  type: 'timestamptz' | 'date' | 'bigint';
  /** An unfinished claim older than this is taken to belong to a process that died mid-run. */
  staleMs: number;
}

/**
 * Claims one slot (an hour, a day) of a periodic job for one process among every process sharing the database:
 * one upsert, so two processes asking at once cannot both win; an unfinished claim older than `staleMs` is taken
 * over, a finished one never. Claims of slots before `keepFrom` are deleted. Resolves the function that marks the
 * slot done (only this claim: one taken over since is the other process's to finish), or null when another
 * process holds the slot. Times are the caller's clock, the one the job reads "today" from.
 */
export async function claimSlot(
  db: Queryable,
  t: SlotTable,
  slot: string,
  at: Date,
  keepFrom: string,
): Promise<((done: Date) => Promise<void>) | null> {
  const res = await db.query(
    `INSERT INTO ${t.table} AS c (${t.key}, claimed_at) VALUES ($1::${t.type}, $2::timestamptz)
     ON CONFLICT (${t.key}) DO UPDATE SET claimed_at = excluded.claimed_at
       WHERE c.finished_at IS NULL AND c.claimed_at < $3::timestamptz
     RETURNING ${t.key}`,
    [slot, at.toISOString(), new Date(at.getTime() - t.staleMs).toISOString()],
  );
  if (res.rows.length === 0) return null;
  await db.query(`DELETE FROM ${t.table} WHERE ${t.key} < $1::${t.type}`, [keepFrom]);
  return async (done) => {
    await db.query(
      `UPDATE ${t.table} SET finished_at = $3::timestamptz WHERE ${t.key} = $1::${t.type} AND claimed_at = $2::timestamptz`,
      [slot, at.toISOString(), done.toISOString()],
    );
  };
}
