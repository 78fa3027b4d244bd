import {
  ALL_ILLNESSES,
  type AreaAlarm,
  isCaseDefinitionId,
  isIllnessType,
  reportingRatioShown,
} from '@healthwatch/contracts';
import type { MessageId } from '../i18n/map-catalogs';
import { englishSpeech, type Speech } from '../i18n/speech';

const num = (v: number, speech: Speech) => speech.fixed(v, Math.abs(v) >= 10 ? 0 : 1);

/** Series whose label would not read as an illness in a heading: every report, and the form's "Unknown" and "Other". */
const SERIES_KEYS: Readonly<Record<string, MessageId>> = {
  [ALL_ILLNESSES]: 'alerts.allReports',
  unknown: 'illnessPhrase.unknown',
  other: 'alerts.otherIllnesses',
};

export function alarmHeading(a: AreaAlarm, speech: Speech = englishSpeech()): string {
  const { say } = speech;
  const key = SERIES_KEYS[a.illness];
  const illness = key
    ? say(key)
    : isIllnessType(a.illness)
      ? say(`illness.${a.illness}`)
      : isCaseDefinitionId(a.illness)
        ? say(`definition.${a.illness}`)
        : a.illness;
  return say('alerts.alarm', { illness, area: a.areaName });
}

export function alarmPlace(a: AreaAlarm, speech: Speech = englishSpeech()): string {
  return speech.say(`alerts.${a.level}`, { region: a.region, country: a.country });
}

/**
 * The figures behind the alarm, in words (English names the day as the API does, YYYY-MM-DD): one day's,
 * or the detector's window of days when only their sum alarmed.
 */
export function alarmFigures(a: AreaAlarm, speech: Speech = englishSpeech()): string {
  return speech.say(a.days > 1 ? 'alerts.figuresWindow' : 'alerts.figures', {
    days: a.days,
    observed: a.observed,
    observedText: speech.count(a.observed),
    day: speech.locale === 'en' ? a.day : speech.day(a.day),
    expected: num(a.expected, speech),
    threshold: num(a.threshold, speech),
  });
}

/** Why the expected count is higher than usual, when the area's other reports rose too; else null. */
export function alarmReporting(a: AreaAlarm, speech: Speech = englishSpeech()): string | null {
  return reportingRatioShown(a.reportingRatio)
    ? speech.say('alerts.reporting', { ratio: speech.fixed(a.reportingRatio, 1) })
    : null;
}

/** A p-value as a reader can take it in: "< 0.0001" below that, else two significant digits in the reader's locale. */
export function pValueText(p: number, speech: Speech = englishSpeech()): string {
  return p < 1e-4 ? `< ${speech.fixed(0.0001, 4)}` : speech.fixed(p, Math.max(0, 1 - Math.floor(Math.log10(p))));
}

/** How sure, and where the reports came from; null for an alarm that carries no such figures. */
export function alarmEvidence(a: AreaAlarm, speech: Speech = englishSpeech()): string | null {
  if (a.places === undefined || a.hours === undefined || a.pValue === undefined) return null;
  return speech.say('alerts.evidence', { places: a.places, hours: a.hours, p: pValueText(a.pValue, speech) });
}

/** What to do, from the alert's advice code; null without one. */
export function alarmAdvice(a: AreaAlarm, speech: Speech = englishSpeech()): string | null {
  return a.advice ? speech.say(`alerts.advice.${a.advice}`) : null;
}

/** The event's other alarms (wider areas, all reports), in words; null when it has none. */
export function alarmAlso(a: AreaAlarm, speech: Speech = englishSpeech()): string | null {
  if (!a.also?.length) return null;
  const list = a.also.map((o) => alarmHeading({ ...a, illness: o.illness, areaName: o.areaName }, speech)).join('; ');
  return speech.say('alerts.also', { list });
}

/** The analytics page for the area (the shell's /analytics route reads `location`). */
export function analyticsHref(a: AreaAlarm): string {
  return `/analytics?${new URLSearchParams({ location: a.areaId }).toString()}`;
}

/** A map view's bounds, [west, south, east, north], as the area-alarms query; each edge kept inside the globe. */
export function boundsQuery(bbox: readonly [number, number, number, number]) {
  const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v));
  const [west, south, east, north] = bbox;
  const wide = east - west >= 360;
  return {
    south: clamp(south, 90),
    north: clamp(north, 90),
    west: wide ? -180 : ((((west + 180) % 360) + 360) % 360) - 180,
    east: wide ? 180 : ((((east + 180) % 360) + 360) % 360) - 180,
  };
}
