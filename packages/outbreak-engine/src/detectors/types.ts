/** One day's verdict from a detector. */
export interface DetectorDay {
  /** Index into the series. */
  index: number;
  /** The detector's statistic; compare with `threshold`. NaN when it cannot be computed. */
  statistic: number;
  /** Expected count for the day (the baseline line on charts). */
  expected: number;
  /** Smallest count that would have raised an alarm (the threshold line), when the method defines one. */
  upperBound: number;
  alarm: boolean;
  /**
   * True when the history was long enough for a baseline but its fit was not
   * usable (did not converge, or expected an implausible count): the day is
   * not assessed, as opposed to not yet assessable.
   */
  baselineRejected?: boolean;
  /** Variance-to-mean ratio of the model behind the day, for methods that fit one. */
  dispersion?: number;
  /** Smallest count that alarms on its own that day, for methods that also score a window of days. */
  dayBound?: number;
  /** The window of days ending on this one, for methods that score it: its count, expected count and alarm line. */
  window?: { days: number; count: number; expected: number; bound: number };
  /**
   * When the area's other illnesses rose together (more people reporting, not more of this illness), the factor
   * the expectation and the lines were scaled by (see reportingRatio in regression.ts); absent when 1.
   */
  reportingRatio?: number;
  /**
   * True when the day was judged as a rate per participant ("I feel fine" check-ins and reports as the
   * denominator); absent when judged as counts (too few participants, or none known).
   */
  rated?: boolean;
}
