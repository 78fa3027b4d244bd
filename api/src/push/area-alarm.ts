import { ALL_ILLNESSES, type AreaAlarm, type PushAlertPayload } from '@healthwatch/contracts';
import { alarmSeriesName, allowingForReporting, figure, markedTitle, observedText } from '../alerts/alarm-figures';
import { mapViewLink } from '../alerts/map-link';

export type { AreaAlarm };

export interface SubscriptionArea {
  /** The gazetteer areas the subscription's postal code lies in. */
  areaIds: readonly string[];
  /** null: every illness (and the area's all-reports alarm). */
  illness: string | null;
}

/** Whether a subscription wants this alarm: its postal code lies in the alarm's area, and it follows that illness or any. */
export function alarmMatches(alarm: AreaAlarm, sub: SubscriptionArea): boolean {
  if (!sub.areaIds.includes(alarm.areaId)) return false;
  return sub.illness === null || alarm.illness === sub.illness;
}

/** Smaller areas first: a visitor hears about the surge nearest to them. */
export const SPECIFICITY: Record<AreaAlarm['level'], number> = { state: 0, district: 1, city: 2 };

export const alarmKey = (a: AreaAlarm) => `${a.areaId}|${a.illness}|${a.day}`;

/** The notification text: what, where, and the figures behind it. */
export function alarmPayload(
  alarm: AreaAlarm,
  links: { appUrl: string; unsubscribeUrl: string; token: string },
): PushAlertPayload {
  const what = alarm.illness === ALL_ILLNESSES ? 'Reports' : alarmSeriesName(alarm.illness);
  const allowing = allowingForReporting(alarm.reportingRatio);
  return {
    title: markedTitle(alarm, `Outbreak alert: ${what} in ${alarm.areaName}`),
    // Short for a notification: the map view it opens says the rest.
    body: `${observedText(alarm)} against ${figure(alarm.expected)} expected${allowing ? `, ${allowing}` : ''}.`,
    url: mapViewLink(links.appUrl, alarm),
    unsubscribeUrl: links.unsubscribeUrl,
    token: links.token,
    tag: alarmKey(alarm),
  };
}
