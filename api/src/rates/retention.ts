import { isoWeekMondayOf, utcDateOf } from '@healthwatch/contracts';
import type { Queryable } from '../db/database';

/**
 * Deletes the pseudonyms of weeks that are over. They are needed only while their week can still gain a
 * check-in (to count a participant once); the counters (rate_week_areas, analytics_postal_daily_participants)
 * keep the figures. So at most the current week's pseudonyms exist at any time.
 * Returns the rows deleted.
 */
export async function purgePastPseudonyms(db: Queryable, now: Date): Promise<number> {
  const monday = utcDateOf(isoWeekMondayOf(now));
  const weekly = await db.query('DELETE FROM rate_week_participants WHERE week_start < $1::date', [monday]);
  const daily = await db.query('DELETE FROM rate_day_participants WHERE day < $1::date', [monday]);
  return weekly.rowCount + daily.rowCount;
}
