import type { PublicReportRow, ReportRow } from '@healthwatch/contracts';

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

/**
 * What anyone may read of a report (PublicReportRowSchema): the stored coarse
 * columns of migration 1122, the same ones Supabase's public roles may select.
 */
export const PUBLIC_REPORT_COLUMNS = `id::text AS id, country, symptoms, illness_type, severity,
  report_day::text AS report_day, cell_latitude AS latitude, cell_longitude AS longitude`;

export interface DbPublicReportRow extends Omit<PublicReportRow, 'created_at'> {
  report_day: string;
}

export function toPublicReportRow({ report_day, ...row }: DbPublicReportRow): PublicReportRow {
  return { ...row, created_at: `${report_day}T00:00:00.000Z` };
}
