import type { Queryable } from '../../src/db/database';
import { ROLLUPS } from '../../src/reports/rollups/definition';

/** Every rollup, rows in key order; sums of coordinates to 12 significant digits (summation order differs). */
export async function snapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const r of ROLLUPS) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${r.table} ORDER BY ${r.keys.map((k) => k.column).join(', ')}`,
    );
    out[r.table] = rows.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'number' && !Number.isInteger(v)
            ? Number(v.toPrecision(12))
            : v instanceof Date
              ? v.toISOString()
              : String(v),
        ]),
      ),
    );
  }
  return out;
}

