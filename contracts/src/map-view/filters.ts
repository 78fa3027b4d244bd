import { dayNumber, dayString, todayNumber, utcDateOf } from '../domain/days';
import type { ErrorCode, ErrorParams } from '../errors/codes';
import { ILLNESS_TYPES, type IllnessType, SEVERITIES, type Severity } from '../domain/illness';
import { SYMPTOMS, type Symptom } from '../domain/symptoms';

/**
 * What the map is asked to show: one illness, one symptom, one severity and
 * an inclusive range of UTC days. An absent field does not filter.
 */
export interface MapFilters {
  illness?: IllnessType;
  symptom?: Symptom;
  severity?: Severity;
  /** First UTC day, YYYY-MM-DD. */
  from?: string;
  /** Last UTC day, YYYY-MM-DD (inclusive). */
  to?: string;
}

/** Earliest day a range may start on: HealthWatch holds no older reports. */
export const MAP_FIRST_DAY = '2020-01-01';
/** Days a range may end past today (UTC): a visitor ahead of UTC is already on tomorrow. */
export const MAP_DAYS_AHEAD = 1;

export type RawFilters = Partial<Record<keyof MapFilters, string | undefined>>;

/** A refusal carries the API's error code and params (../errors/codes.ts), so a UI can translate it. */
export type FiltersResult =
  | { ok: true; filters: MapFilters }
  | { ok: false; error: string; code: ErrorCode; params?: ErrorParams };

const notOneOf = (field: string, list: readonly string[]): FiltersResult => ({
  ok: false,
  error: `${field} must be one of ${list.join(', ')}`,
  code: 'validation-enum',
  params: { field, allowed: list.join(', ') },
});

const oneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/**
 * Checks filters as they arrive (query string, URL): names and days must be
 * known, the range must lie between MAP_FIRST_DAY and tomorrow (UTC) and
 * must not be reversed. Empty strings count as absent.
 */
export function parseMapFilters(raw: RawFilters, now: Date = new Date()): FiltersResult {
  const filters: MapFilters = {};
  const { illness, symptom, severity, from, to } = raw;
  if (illness) {
    if (!oneOf(ILLNESS_TYPES, illness)) return notOneOf('illness', ILLNESS_TYPES);
    filters.illness = illness;
  }
  if (symptom) {
    if (!oneOf(SYMPTOMS, symptom)) return notOneOf('symptom', SYMPTOMS);
    filters.symptom = symptom;
  }
  if (severity) {
    if (!oneOf(SEVERITIES, severity)) return notOneOf('severity', SEVERITIES);
    filters.severity = severity;
  }
  const first = dayNumber(MAP_FIRST_DAY) as number;
  const last = todayNumber(now) + MAP_DAYS_AHEAD;
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!value) continue;
    const n = dayNumber(value);
    if (n === null)
      return {
        ok: false,
        error: `${name} must be a calendar day as YYYY-MM-DD`,
        code: 'invalid-date',
        params: { field: name },
      };
    if (n < first || n > last)
      return {
        ok: false,
        error: `${name} must be a day between ${MAP_FIRST_DAY} and ${dayString(last)}`,
        code: 'date-out-of-range',
        params: { field: name, first: MAP_FIRST_DAY, last: dayString(last) },
      };
    filters[name] = value;
  }
  if (filters.from && filters.to && filters.from > filters.to)
    return { ok: false, error: 'from must not be after to', code: 'bad-date-range' };
  return { ok: true, filters };
}

/** True when no field filters. */
export function isUnfiltered(f: MapFilters): boolean {
  return !f.illness && !f.symptom && !f.severity && !f.from && !f.to;
}

/** The fields a report is matched on (both the API's rows and the app's reports). */
export interface FilterableReport {
  illnessType: string;
  severity: string;
  symptoms: readonly string[];
  /** ISO instant. */
  createdAt: string;
}

/** Whether a report belongs to the filtered view (its UTC day inside the range). */
export function reportMatchesFilters(report: FilterableReport, f: MapFilters): boolean {
  if (f.illness && report.illnessType !== f.illness) return false;
  if (f.severity && report.severity !== f.severity) return false;
  if (f.symptom && !report.symptoms.includes(f.symptom)) return false;
  if (f.from || f.to) {
    const t = Date.parse(report.createdAt);
    if (!Number.isFinite(t)) return false;
    const day = utcDateOf(new Date(t));
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
  }
  return true;
}
