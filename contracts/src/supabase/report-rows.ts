import { findCountry } from '../domain/countries';
import type { GeocodeResult } from '../geocode/schemas';
import { toReport, type Report } from '../reports/report';
import type { SubmitReportBody } from '../reports/schemas';
import { isObject } from '../data-client/payloads';

/** A symptom_reports row as the browser inserts it: the nickname stays out (docs/SPEC.md §3). */
export interface ReportInsertRow {
  country: string;
  pin_code: string;
  symptoms: string[];
  illness_type: string;
  severity: string;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
}

/** The same normalisation the API applies, so both paths store one spelling of a code. */
export function normalisePinCode(pinCode: string): string {
  return pinCode.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** Coordinates, city and state come from our geocoder, never from the visitor's position. */
export function toInsertRow(body: SubmitReportBody, place: GeocodeResult | null): ReportInsertRow {
  return {
    country: body.country,
    pin_code: normalisePinCode(body.pinCode),
    symptoms: [...body.symptoms],
    illness_type: body.illnessType,
    severity: body.severity,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    city: place?.city || null,
    state: place?.state || null,
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
