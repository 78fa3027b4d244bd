import { ALL_ILLNESSES, type AreaAlarm, ILLNESS_LABELS, isIllnessType } from '@healthwatch/contracts';

/** A figure as the alerts show it: whole from 10 up, one decimal below, so 0.21 expected reads 0.2, not 0. */
export const figure = (v: number): string => (Math.abs(v) >= 10 ? v.toFixed(0) : v.toFixed(1));

/** The alarm's reports and when: one day's, or the detector's window's when only its sum alarmed. */
export const observedText = (a: Pick<AreaAlarm, 'observed' | 'day' | 'days'>): string =>
  `${a.observed} reports ${a.days > 1 ? `in the ${a.days} days to ${a.day}` : `on ${a.day}`}`;

/**
 * An alarm's series in words: "All reports", an illness, or, for the form's "Unknown" and "Other",
 * which name no illness, "Unknown illness" and "Other illnesses".
 */
export function alarmSeriesName(illness: string): string {
  if (illness === ALL_ILLNESSES) return 'All reports';
  if (illness === 'unknown') return 'Unknown illness';
  if (illness === 'other') return 'Other illnesses';
  return isIllnessType(illness) ? ILLNESS_LABELS[illness] : illness;
}
