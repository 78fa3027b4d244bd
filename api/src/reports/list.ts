import type { ReportRow } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors/plugin';
import { REPORT_COLUMNS, toReportRow, type DbReportRow } from './rows';

export interface ListOptions {
  limit: number;
  before?: string | undefined;
  country?: string | undefined;
  pinCode?: string | undefined;
}

const MAX_BIGINT = 2n ** 63n - 1n;
const BAD_BEFORE = 'before must be a report id or an ISO date-time';

/** Instants PostgreSQL's timestamptz takes from an ISO string: years 0001 to 9999. */
export function isStorableTime(t: number): boolean {
  return Number.isFinite(t) && t >= Date.UTC(1, 0, 1) && t <= Date.UTC(9999, 11, 31, 23, 59, 59, 999);
}

/** Newest first by id (ids follow commit order closely), keyset-paginated. */
export async function listReports(
  db: Queryable,
  o: ListOptions,
): Promise<{ data: ReportRow[]; nextBefore: string | null }> {
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
      params.push(new Date(t).toISOString());
      where.push(`created_at < $${params.length}::timestamptz`);
    }
  }
  if (o.country) {
    params.push(o.country);
    where.push(`country = $${params.length}`);
  }
  if (o.pinCode) {
    params.push(o.pinCode.trim().toUpperCase());
    where.push(`pin_code = $${params.length}`);
  }
  params.push(o.limit);
  const res = await db.query<DbReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM symptom_reports ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY symptom_reports.id DESC LIMIT $${params.length}`,
    params,
  );
  const data = res.rows.map(toReportRow);
  return { data, nextBefore: data.length === o.limit ? data[data.length - 1]!.id : null };
}
