import { ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@healthwatch/contracts';

/** "7", "30", "90" (a trailing "d" or "days" is tolerated); anything else is null. */
export function parseTimeframe(input: unknown, fallback: AnalyticsTimeframe = 30): AnalyticsTimeframe | null {
  if (input === undefined || input === '') return fallback;
  const match = /^\s*(\d{1,3})\s*(d|days?)?\s*$/i.exec(String(input));
  const days = match ? Number(match[1]) : Number.NaN;
  return (ANALYTICS_TIMEFRAMES as readonly number[]).includes(days) ? (days as AnalyticsTimeframe) : null;
}

export const TIMEFRAME_MESSAGE = `timeframe must be one of ${ANALYTICS_TIMEFRAMES.join(', ')} (days)`;
