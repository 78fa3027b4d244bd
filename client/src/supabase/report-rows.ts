import { findCountry, toReport, type Report, type SubmitReportBody } from '@healthwatch/contracts';
import { isObject } from '../data-client/payloads';

/**
 * The arguments of the database function submit_report (api/migrations/0500):
 * what the visitor chose, and a random key of this browser for the
 * function's rate limit. The database places the report from its postal
 * table and stamps its time; the nickname stays out (docs/SPEC.md §3), and
 * so do the browser's coordinates.
 */
export interface SubmitReportArgs {
  country: string;
  pin_code: string;
  symptoms: string[];
  illness_type: string;
  severity: string;
  client_key: string;
}

/** The same normalisation the API applies, so both paths store one spelling of a code. */
export function normalisePinCode(pinCode: string): string {
  return pinCode.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function toSubmitArgs(body: SubmitReportBody, clientKey: string): SubmitReportArgs {
  return {
    country: body.country,
    pin_code: normalisePinCode(body.pinCode),
    symptoms: [...body.symptoms],
    illness_type: body.illnessType,
    severity: body.severity,
    client_key: clientKey,
  };
}

/**
 * A row of the public columns (REPORT_COLUMNS, from PostgREST or Realtime) as a
 * Report: created_at is the UTC day at 00:00Z, the position the 3-decimal cell,
 * as the API's public rows. Nothing else of the row is read.
 */
export function fromPublicRow(row: Record<string, unknown>): Report {
  const day = typeof row.report_day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.report_day) ? row.report_day : null;
  return toReport({
    id: row.id,
    country: row.country,
    symptoms: row.symptoms,
    illness_type: row.illness_type,
    severity: row.severity,
    created_at: day ? `${day}T00:00:00.000Z` : undefined,
    latitude: row.cell_latitude,
    longitude: row.cell_longitude,
  });
}

/** PostgREST rows to Reports (docs/SPEC.md §3 mapping); rows without an id are dropped. */
export function toReports(data: unknown): Report[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isObject)
    .map(fromPublicRow)
    .filter((r) => r.id !== '');
}

export function notFoundMessage(country: string, pinCode: string): string {
  return `Postal code ${normalisePinCode(pinCode)} was not found in ${findCountry(country)?.name ?? country}`;
}

/** A PostgreSQL text[] literal, quoted so that spaces and slashes in symptom names survive. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
