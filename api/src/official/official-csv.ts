import { COUNTRY_CODES, type CountryCode, formatIsoWeek, isoWeekStart } from '@healthwatch/contracts';
import { ALPHA3 } from '../catalog/alpha3';
import { parse } from 'csv-parse/sync';

/** One weekly value of an official series. */
export interface OfficialRow {
  areaId: string;
  /** ISO week, e.g. 2026-W40. */
  week: string;
  indicator: string;
  value: number;
}

export interface ParsedOfficialCsv {
  format: 'healthwatch' | 'flunet';
  rows: OfficialRow[];
  /** Lines left out, with why (line 1 is the header). */
  skipped: { line: number; reason: string }[];
}

export const INDICATOR_PATTERN = /^[a-z0-9][a-z0-9._:-]{0,63}$/;
const AREA_PATTERN = /^(?:[A-Z]{2}|[a-z]{2}\.[a-z0-9._-]{1,196})$/;

/** FluNet's columns kept as indicators (flunet:<column in lower case>), plus the share of specimens positive. */
const FLUNET_COUNTS = ['INF_ALL', 'INF_A', 'INF_B', 'SPEC_PROCESSED_NB'] as const;
export const FLUNET_PERCENT_POSITIVE = 'flunet:percent_positive';

/** FluNet's COUNTRY_CODE (alpha-3) to HealthWatch's country code. */
const FROM_ALPHA3: ReadonlyMap<string, CountryCode> = new Map(
  Object.entries(ALPHA3).map(([iso2, iso3]) => [iso3, iso2 as CountryCode]),
);

const isWeek = (week: string) => isoWeekStart(week) !== null;

/**
 * Reads an official weekly series (docs/SPEC.md "Beside official surveillance"). Two layouts:
 * - HealthWatch's: a header `week,area,indicator,value` (any order; more columns ignored): week an ISO
 *   week (2026-W40), area a country code (IN) or a gazetteer area id, indicator a lower-case token
 *   (ili-per-100k), value a number ≥ 0;
 * - WHO FluNet's export as downloaded (VIW_FNT): ISO_YEAR, ISO_WEEK and ISO2 or COUNTRY_CODE, with
 *   INF_ALL, INF_A, INF_B and SPEC_PROCESSED_NB taken as indicators flunet:inf_all … and
 *   flunet:percent_positive (INF_ALL / SPEC_PROCESSED_NB × 100); rows of one country and week (FluNet
 *   splits sentinel and non-sentinel sources) are summed first.
 * A row that cannot be read is skipped with its reason; nothing is guessed.
 */
export function parseOfficialCsv(text: string): ParsedOfficialCsv {
  const records = parse(text, {
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as string[][];
  const [header, ...body] = records;
  if (!header) return { format: 'healthwatch', rows: [], skipped: [] };
  const columns = header.map((h) => h.trim());
  const upper = columns.map((c) => c.toUpperCase());
  if (upper.includes('ISO_YEAR') && upper.includes('ISO_WEEK')) return parseFluNet(upper, body);
  const at = (name: string) => columns.map((c) => c.toLowerCase()).indexOf(name);
  const [iWeek, iArea, iIndicator, iValue] = ['week', 'area', 'indicator', 'value'].map(at) as [
    number,
    number,
    number,
    number,
  ];
  if ([iWeek, iArea, iIndicator, iValue].some((i) => i < 0))
    throw new Error('The CSV needs the columns week, area, indicator and value (or WHO FluNet’s export columns)');
  const rows: OfficialRow[] = [];
  const skipped: ParsedOfficialCsv['skipped'] = [];
  for (const [i, record] of body.entries()) {
    const line = i + 2;
    const week = (record[iWeek] ?? '')
      .toUpperCase()
      .replace(/^(\d{4})-?W(\d{1,2})$/, (_, y, w) => formatIsoWeek(Number(y), Number(w)));
    const area = record[iArea] ?? '';
    const indicator = (record[iIndicator] ?? '').toLowerCase();
    const value = Number(record[iValue]);
    if (!isWeek(week)) {
      skipped.push({ line, reason: `not an ISO week: ${record[iWeek]}` });
      continue;
    }
    if (!AREA_PATTERN.test(area)) {
      skipped.push({ line, reason: `not a country code or area id: ${area}` });
      continue;
    }
    if (!INDICATOR_PATTERN.test(indicator)) {
      skipped.push({ line, reason: `not an indicator name: ${indicator}` });
      continue;
    }
    if (record[iValue] === '' || !Number.isFinite(value) || value < 0) {
      skipped.push({ line, reason: `not a number ≥ 0: ${record[iValue]}` });
      continue;
    }
    rows.push({ areaId: area, week, indicator, value });
  }
  return { format: 'healthwatch', rows, skipped };
}

function parseFluNet(upper: string[], body: string[][]): ParsedOfficialCsv {
  const col = (name: string) => upper.indexOf(name);
  const iYear = col('ISO_YEAR');
  const iWeek = col('ISO_WEEK');
  const iIso2 = col('ISO2');
  const iIso3 = col('COUNTRY_CODE');
  if (iIso2 < 0 && iIso3 < 0) throw new Error('A FluNet export needs its ISO2 or COUNTRY_CODE column');
  const counts = FLUNET_COUNTS.map((name) => [name, col(name)] as const).filter(([, i]) => i >= 0);
  const sums = new Map<string, Map<string, number>>();
  const skipped: ParsedOfficialCsv['skipped'] = [];
  for (const [i, record] of body.entries()) {
    const line = i + 2;
    const iso2 = iIso2 >= 0 ? (record[iIso2] ?? '').toUpperCase() : '';
    const country = (COUNTRY_CODES as readonly string[]).includes(iso2)
      ? iso2
      : FROM_ALPHA3.get((record[iIso3] ?? '').toUpperCase());
    if (!country) {
      skipped.push({ line, reason: `a country HealthWatch does not cover: ${record[iIso3] ?? iso2}` });
      continue;
    }
    const week = formatIsoWeek(Number(record[iYear]), Number(record[iWeek]));
    if (!isWeek(week)) {
      skipped.push({ line, reason: `not an ISO week: ${record[iYear]}-W${record[iWeek]}` });
      continue;
    }
    const key = `${country}|${week}`;
    const sum = sums.get(key) ?? new Map<string, number>();
    for (const [name, index] of counts) {
      const raw = record[index] ?? '';
      // FluNet leaves a figure empty when it was not reported: that is not zero.
      if (raw === '') continue;
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0) continue;
      sum.set(name, (sum.get(name) ?? 0) + value);
    }
    sums.set(key, sum);
  }
  const rows: OfficialRow[] = [];
  for (const [key, sum] of sums) {
    const [areaId, week] = key.split('|') as [string, string];
    for (const [name, value] of sum) rows.push({ areaId, week, indicator: `flunet:${name.toLowerCase()}`, value });
    const positive = sum.get('INF_ALL');
    const tested = sum.get('SPEC_PROCESSED_NB');
    if (positive !== undefined && tested !== undefined && tested > 0)
      rows.push({ areaId, week, indicator: FLUNET_PERCENT_POSITIVE, value: (positive / tested) * 100 });
  }
  return { format: 'flunet', rows, skipped };
}
