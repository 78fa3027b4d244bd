import {
  type CaseDefinitionId,
  isoWeekMondayOf,
  isoWeekOf,
  MIN_RATE_PARTICIPANTS,
  type WeeklyRate,
  utcDateOf,
  MS_PER_DAY,
} from '@healthwatch/contracts';
import type { Queryable } from '../db/database';
import { DEFINITION_COLUMNS } from './participation';
import { per1000, wilsonInterval } from './wilson';

/** One area-week as published: the figures, or only the participants below MIN_RATE_PARTICIPANTS. */
export function publishedRate(weekStart: Date, participants: number, cases: number): WeeklyRate {
  const week = isoWeekOf(weekStart);
  const base = { week, weekStart: utcDateOf(weekStart), participants };
  if (participants < MIN_RATE_PARTICIPANTS)
    return { ...base, withheld: true, cases: null, ratePer1000: null, lower: null, upper: null };
  const ci = wilsonInterval(cases, participants);
  return {
    ...base,
    withheld: false,
    cases,
    ratePer1000: per1000(ci.estimate),
    lower: per1000(ci.lower),
    upper: per1000(ci.upper),
  };
}

/** The Mondays of the last `weeks` ISO weeks up to the one holding `now`, oldest first. */
export function weekStartsUpTo(now: Date, weeks: number): Date[] {
  const current = isoWeekMondayOf(now).getTime();
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * MS_PER_DAY));
}

/** Weekly rates of one area and definition from the rollup (rate_week_areas, one row per area-week). */
export async function readWeeklyRates(
  db: Queryable,
  areaId: string,
  definition: CaseDefinitionId,
  weeks: number,
  now: Date,
): Promise<WeeklyRate[]> {
  const starts = weekStartsUpTo(now, weeks);
  const column = DEFINITION_COLUMNS[definition];
  const { rows } = await db.query<{ week_start: string; participants: number; cases: number }>(
    `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, participants, ${column} AS cases
     FROM rate_week_areas WHERE area_id = $1 AND week_start BETWEEN $2::date AND $3::date`,
    [areaId, utcDateOf(starts[0]!), utcDateOf(starts.at(-1)!)],
  );
  const byWeek = new Map(rows.map((r) => [r.week_start, r]));
  return starts.map((start) => {
    const row = byWeek.get(utcDateOf(start));
    return publishedRate(start, row?.participants ?? 0, row?.cases ?? 0);
  });
}
