import { CASE_DEFINITION_IDS, type CaseDefinitionId, isoWeekOf, type WeeklyOpenDataRow } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import { DEFINITION_COLUMNS } from '../rates/participation';
import { publishedRate } from '../rates/weekly-rates';
import { csvCell } from './published-rows';
import { SMALL_CELL_MAX } from './suppression';

/** One area in one ISO week: its participants and cases per definition (rate_week_areas). */
export interface AreaWeek {
  area: string;
  weekStart: string;
  participants: number;
  cases: Record<CaseDefinitionId, number>;
}

export function areaLevel(area: string): WeeklyOpenDataRow['level'] {
  if (/^[A-Z]{2}$/.test(area)) return 'country';
  return ({ s: 'state', d: 'district', c: 'city' } as const)[area.split('.')[1] as 's' | 'd' | 'c'] ?? 'city';
}

/**
 * The rows published for one area-week, one per case definition. The daily export's small-cell rule on
 * every count: participants from 1 to SMALL_CELL_MAX are withheld; cases are withheld below
 * MIN_RATE_PARTICIPANTS participants (the rates rule), when they are from 1 to SMALL_CELL_MAX, and when
 * the participants who are not cases are (almost everyone there ill is as telling as almost no one).
 * A withheld count takes its rate and interval with it, which would give it back.
 */
export function publishedWeeklyRows(g: AreaWeek): WeeklyOpenDataRow[] {
  const start = new Date(`${g.weekStart}T00:00:00Z`);
  const base = {
    country: g.area.slice(0, 2).toUpperCase(),
    area: g.area,
    level: areaLevel(g.area),
    week: isoWeekOf(start),
    participants: g.participants > SMALL_CELL_MAX ? g.participants : null,
  };
  const small = (n: number) => n >= 1 && n <= SMALL_CELL_MAX;
  return CASE_DEFINITION_IDS.map((definition) => {
    const cases = g.cases[definition];
    const rate = publishedRate(start, g.participants, cases);
    const suppressed = rate.withheld || small(cases) || small(g.participants - cases);
    return suppressed
      ? { ...base, definition, cases: null, ratePer1000: null, lower: null, upper: null, suppressed: true }
      : { ...base, definition, cases, ratePer1000: rate.ratePer1000, lower: rate.lower, upper: rate.upper, suppressed };
  });
}

export const WEEKLY_CSV_HEADER =
  'country,area,level,week,definition,participants,cases,ratePer1000,lower,upper,suppressed\r\n';

const cell = (v: number | null) => (v === null ? '' : String(v));

export function weeklyCsvLine(r: WeeklyOpenDataRow): string {
  return `${r.country},${csvCell(r.area)},${r.level},${r.week},${r.definition},${cell(r.participants)},${cell(r.cases)},${cell(r.ratePer1000)},${cell(r.lower)},${cell(r.upper)},${r.suppressed}\r\n`;
}

export interface WeekRange {
  country?: string;
  /** Mondays, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const COLUMNS = CASE_DEFINITION_IDS.map((id) => DEFINITION_COLUMNS[id]).join(', ');

/**
 * Area-weeks in (area, week) order from rate_week_areas a page at a time by its primary key, so an export
 * of any size holds one page in memory and no query holds PGlite's one connection for the download.
 */
export async function* readAreaWeeks(db: Database, range: WeekRange, pageRows = 1000): AsyncGenerator<AreaWeek[]> {
  const params: unknown[] = [range.from, range.to];
  const countryFilter = range.country
    ? `AND (r.area_id = $${params.push(range.country)} OR r.area_id LIKE $${params.push(`${range.country.toLowerCase()}.%`)})`
    : '';
  const after = params.length;
  let last: [string, string] = ['', '0001-01-01'];
  for (;;) {
    const res = await db.query<Record<string, number | string>>(
      `SELECT r.area_id, to_char(r.week_start, 'YYYY-MM-DD') AS week_start, r.participants, ${COLUMNS}
       FROM rate_week_areas r
       WHERE r.week_start BETWEEN $1::date AND $2::date ${countryFilter}
         AND (r.area_id, r.week_start) > ($${after + 1}, $${after + 2}::date)
       ORDER BY r.area_id, r.week_start
       LIMIT $${after + 3}`,
      [...params, ...last, pageRows],
    );
    if (res.rows.length === 0) return;
    yield res.rows.map((r) => ({
      area: String(r.area_id),
      weekStart: String(r.week_start),
      participants: Number(r.participants),
      cases: Object.fromEntries(CASE_DEFINITION_IDS.map((id) => [id, Number(r[DEFINITION_COLUMNS[id]])])) as Record<
        CaseDefinitionId,
        number
      >,
    }));
    if (res.rows.length < pageRows) return;
    const end = res.rows.at(-1)!;
    last = [String(end.area_id), String(end.week_start)];
  }
}
