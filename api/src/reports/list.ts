import { utcDateOf, type PublicReportRow } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';
import { type DbPublicReportRow, PUBLIC_REPORT_COLUMNS, toPublicReportRow } from './rows';

export interface ListOptions {
  limit: number;
  before?: string | undefined;
  country?: string | undefined;
}

const MAX_BIGINT = 2n ** 63n - 1n;
const BAD_BEFORE = 'before must be a report id or an ISO date-time';

/** Instants PostgreSQL's timestamptz takes from an ISO string: years 0001 to 9999. */
export function isStorableTime(t: number): boolean {
  return Number.isFinite(t) && t >= Date.UTC(1, 0, 1) && t <= Date.UTC(9999, 11, 31, 23, 59, 59, 999);
}

/**
 * Newest first by id (ids follow commit order closely), keyset-paginated, as
 * public rows: a time in `before` reads as its UTC day, so no cursor can narrow
 * a report down to less than the day it carries.
 */
export async function listReports(
  db: Queryable,
  o: ListOptions,
): Promise<{ data: PublicReportRow[]; nextBefore: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (o.before !== undefined && o.before !== '') {
    if (/^\d{1,19}$/.test(o.before)) {
      if (BigInt(o.before) > MAX_BIGINT) throw new HttpError(400, BAD_BEFORE, 'invalid-cursor', { field: 'before' });
      params.push(o.before);
      where.push(`id < $${params.length}::bigint`);
    } else {
      const t = Date.parse(o.before);
      if (!isStorableTime(t)) throw new HttpError(400, BAD_BEFORE, 'invalid-cursor', { field: 'before' });
      params.push(utcDateOf(new Date(t)));
      where.push(`report_day < $${params.length}::date`);
    }
  }
  if (o.country) {
    params.push(o.country);
    where.push(`country = $${params.length}`);
  }
  params.push(o.limit);
  const res = await db.query<DbPublicReportRow>(
    `SELECT ${PUBLIC_REPORT_COLUMNS} FROM symptom_reports ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY symptom_reports.id DESC LIMIT $${params.length}`,
    params,
  );
  const data = res.rows.map(toPublicReportRow);
  return { data, nextBefore: data.length === o.limit ? data[data.length - 1]!.id : null };
}
