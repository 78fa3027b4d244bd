/**
 * ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday), the numbering India's IDSP and
 * the European networks publish in. Dates are UTC calendar days.
 */
import { MS_PER_DAY } from '../domain/days';

export interface IsoWeek {
  year: number;
  week: number;
}

/** '2026-W48' for any instant of that ISO week (UTC). */
export function isoWeekOf(date: Date): string {
  const { year, week } = isoWeekParts(date);
  return formatIsoWeek(year, week);
}

/** An instant's UTC calendar day (ms at midnight) and its weekday, Monday 0 … Sunday 6. */
function utcDayOf(date: Date): { day: number; weekday: number } {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return { day, weekday: (new Date(day).getUTCDay() + 6) % 7 };
}

export function isoWeekParts(date: Date): IsoWeek {
  const { day, weekday } = utcDayOf(date);
  const thursday = new Date(day + (3 - weekday) * MS_PER_DAY);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * MS_PER_DAY));
  return { year, week };
}

export function formatIsoWeek(year: number, week: number): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const ISO_WEEK_PATTERN = '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$';

/** The Monday (UTC midnight) that starts an ISO week given as '2026-W48'; null if no such week. */
export function isoWeekStart(isoWeek: string): Date | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(isoWeek);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * MS_PER_DAY;
  const start = new Date(mondayOfWeek1 + (week - 1) * 7 * MS_PER_DAY);
  return isoWeekParts(start).year === year && week >= 1 ? start : null;
}

/** The Monday (UTC midnight) that starts the ISO week of an instant. */
export function isoWeekMondayOf(date: Date): Date {
  const { day, weekday } = utcDayOf(date);
  return new Date(day - weekday * MS_PER_DAY);
}

/**
 * The Monday of a week already known to be valid (validated by a schema, or read back from the store): a
 * malformed one there is a bug upstream, so it throws rather than handing null down.
 */
export function knownIsoWeekStart(isoWeek: string): Date {
  const start = isoWeekStart(isoWeek);
  if (!start) throw new RangeError(`not an ISO week: ${isoWeek}`);
  return start;
}
