import type { ReportRow } from '@healthwatch/contracts';

/** The columns of a ReportRow, with the id as a decimal string. */
export function reportColumns(alias = ''): string {
  const p = alias ? `${alias}.` : '';
  return `${p}id::text AS id, ${p}nickname, ${p}country, ${p}pin_code, ${p}symptoms, ${p}illness_type, ${p}severity,
    ${p}created_at, ${p}latitude, ${p}longitude, ${p}city, ${p}state`;
}
export const REPORT_COLUMNS = reportColumns();

export interface DbReportRow extends Omit<ReportRow, 'created_at'> {
  created_at: Date | string;
}

export function toReportRow(row: DbReportRow): ReportRow {
  const created =
    row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString();
  return { ...row, created_at: created };
}
