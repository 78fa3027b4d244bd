/** A UTC day in milliseconds: day numbers are days since 1970-01-01 (UTC). */
export const MS_PER_DAY = 86_400_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a YYYY-MM-DD string, or null when it is no real calendar day. */
export function dayNumber(day: string): number | null {
  if (!DAY.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(t)) return null;
  // Date.parse rolls 2026-02-31 over to March: a real day prints back unchanged.
  if (utcDateOf(new Date(t)) !== day) return null;
  return t / MS_PER_DAY;
}

/** The YYYY-MM-DD of the UTC day holding an instant. */
export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The YYYY-MM-DD of a day number. */
export function dayString(n: number): string {
  return utcDateOf(new Date(n * MS_PER_DAY));
}

/** The number of the UTC day holding an instant: today's, by default. */
export function todayNumber(now: Date = new Date()): number {
  return Math.floor(now.getTime() / MS_PER_DAY);
}
