import { isoWeekOf, REMINDER_HOURS } from '@healthwatch/contracts';

/** True when the runtime knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock date, weekday (Monday 1) and hour of an instant in a time zone. */
export function localClock(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
  };
}

/**
 * The ISO week whose reminder is due now in this time zone: Monday between REMINDER_HOURS.from and .until
 * local time; null at any other time (a scheduler down all Monday morning skips that week rather than remind
 * on a Tuesday night).
 */
export function dueReminderWeek(now: Date, timeZone: string): string | null {
  const local = localClock(now, timeZone);
  if (local.weekday !== 1 || local.hour < REMINDER_HOURS.from || local.hour >= REMINDER_HOURS.until) return null;
  // The local Monday's date decides the week (the UTC day may still be Sunday).
  return isoWeekOf(new Date(Date.UTC(local.year, local.month - 1, local.day)));
}
