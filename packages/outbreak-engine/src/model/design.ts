/**
 * Design rows for daily count regressions: intercept, linear trend (in years),
 * day-of-week effects, a yearly harmonic and, with a year of history, a
 * twice-yearly one (two seasons a year: pre- and post-monsoon waves, winter
 * and summer peaks). Which terms enter depends on
 * how much history there is, so that a short baseline never carries more
 * parameters than it can estimate.
 */
export interface DesignTerms {
  trend: boolean;
  dayOfWeek: boolean;
  seasonal: boolean;
  /** The second harmonic (period half a year). */
  semiannual: boolean;
  /**
   * A reporting level that changed on this epoch day and stayed (a group of reporters joined or left): an
   * indicator column, 1 from that day on, so the baseline's recent level can differ from its past. It is
   * always the last column.
   */
  levelFrom?: number;
}

/** Days since 1970-01-01 (UTC) → 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

export function termsFor(baselineLength: number): DesignTerms {
  return {
    trend: baselineLength >= 56,
    dayOfWeek: baselineLength >= 21,
    seasonal: baselineLength >= 300,
    semiannual: baselineLength >= 365,
  };
}

/** `origin` is the epoch day the trend is measured from, so coefficients stay well scaled. */
export function designRow(epochDay: number, origin: number, terms: DesignTerms): number[] {
  const row = [1];
  if (terms.trend) row.push((epochDay - origin) / 365);
  if (terms.dayOfWeek) {
    const d = dayOfWeek(epochDay);
    for (let k = 1; k < 7; k++) row.push(d === k ? 1 : 0);
  }
  if (terms.seasonal) {
    const angle = (2 * Math.PI * epochDay) / 365.25;
    row.push(Math.sin(angle), Math.cos(angle));
  }
  if (terms.semiannual) {
    const angle = (4 * Math.PI * epochDay) / 365.25;
    row.push(Math.sin(angle), Math.cos(angle));
  }
  if (terms.levelFrom !== undefined) row.push(epochDay >= terms.levelFrom ? 1 : 0);
  return row;
}

/** Index of the trend coefficient, when present. */
export const TREND_COLUMN = 1;
