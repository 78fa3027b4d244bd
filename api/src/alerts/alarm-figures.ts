import {
  ALL_ILLNESSES,
  CASE_DEFINITION_LABELS,
  type AreaAlarm,
  ILLNESS_LABELS,
  isCaseDefinitionId,
  isIllnessType,
  reportingRatioShown,
} from '@healthwatch/contracts';

/** A figure as the alerts show it: whole from 10 up, one decimal below, so 0.21 expected reads 0.2, not 0. */
export const figure = (v: number): string => (Math.abs(v) >= 10 ? v.toFixed(0) : v.toFixed(1));

/** The alarm's reports and when: one day's, or the detector's window's when only its sum alarmed. */
export const observedText = (a: Pick<AreaAlarm, 'observed' | 'day' | 'days'>): string =>
  `${a.observed} reports ${a.days > 1 ? `in the ${a.days} days to ${a.day}` : `on ${a.day}`}`;

/**
 * Why the expected count is higher than usual, when the area's other reports rose with this series (more people
 * reporting, which the detector allows for); null when they did not.
 */
export const reportingText = (a: Pick<AreaAlarm, 'reportingRatio'>): string | null =>
  reportingRatioShown(a.reportingRatio)
    ? `The area's other reports ran at ${a.reportingRatio.toFixed(1)}× their usual level (more people reporting); the expected count allows for it.`
    : null;

/** The same in a clause, for the shorter texts (a notification, an indicator); null when there is nothing to say. */
export function allowingForReporting(ratio: number | null): string | null {
  if (ratio === null || !reportingRatioShown(ratio)) return null;
  return `allowing for other reports at ${ratio.toFixed(1)}× usual`;
}

/** Series whose label would not read as an illness on its own: every report, and the form's "Unknown" and "Other". */
const SERIES_NAMES: Readonly<Record<string, string>> = {
  [ALL_ILLNESSES]: 'All reports',
  unknown: 'Unknown illness',
  other: 'Other illnesses',
};

/**
 * An alarm's series in words: "All reports", "Unknown illness", "Other illnesses", the illness's label, or the
 * case definition's (judged among the area's participants).
 */
export const alarmSeriesName = (illness: string): string =>
  SERIES_NAMES[illness] ??
  (isIllnessType(illness)
    ? ILLNESS_LABELS[illness]
    : isCaseDefinitionId(illness)
      ? CASE_DEFINITION_LABELS[illness]
      : illness);

/** What every channel puts first in a demo alert's title (`npm run demo` data), so no one takes it for real. */
export const DEMO_MARK = 'Demo data';

/** A title, marked when the alert is made of simulated reports. */
export const markedTitle = (a: Pick<AreaAlarm, 'demo'>, title: string): string =>
  a.demo ? `${DEMO_MARK}: ${title}` : title;
