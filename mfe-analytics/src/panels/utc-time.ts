const two = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-11-22 03:40 UTC". The answer is computed in UTC days, so the time is
 * shown in UTC too; written out rather than through Intl because the first Intl
 * date format of a page loads ICU data on the main thread (~100 ms on a phone).
 */
export function formatUtcTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}
