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

/** PostgREST rows to Reports (docs/SPEC.md §3 mapping); rows without an id are dropped. */
export function toReports(data: unknown): Report[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isObject)
    .map(toReport)
    .filter((r) => r.id !== '');
}

export function notFoundMessage(country: string, pinCode: string): string {
  return `Postal code ${normalisePinCode(pinCode)} was not found in ${findCountry(country)?.name ?? country}`;
}

/** A PostgreSQL text[] literal, quoted so that spaces and slashes in symptom names survive. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
