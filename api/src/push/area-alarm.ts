import { ILLNESS_LABELS, type IllnessType, type PushAlertPayload } from '@healthwatch/contracts';

/** An alarm the area detector raised, as push delivery needs it. */
export interface AreaAlarm {
  country: string;
  /** The area's level: a subscription's region or city matches an alarm of that level by name. */
  level: 'country' | 'region' | 'city';
  name: string;
  /** null: an alarm on all reports of the area. */
  illness: IllnessType | null;
  /** The UTC day the alarm is for (one notification per area, illness and day). */
  day: string;
  observed: number;
  expected: number;
  /** The map view of the alarm, a path on the site ("/?illness=…&lat=…"). */
  view: string;
}

export interface SubscriptionArea {
  country: string;
  region: string;
  city: string;
  illness: IllnessType | null;
}

/** Whether a subscription wants this alarm: its area lies in the alarm's, and the illness is the one it follows (or any). */
export function alarmMatches(alarm: AreaAlarm, sub: SubscriptionArea): boolean {
  if (alarm.country !== sub.country) return false;
  if (sub.illness !== null && alarm.illness !== sub.illness) return false;
  switch (alarm.level) {
    case 'country':
      return true;
    case 'region':
      return sub.region === alarm.name;
    case 'city':
      return sub.city === alarm.name;
  }
}

export const alarmKey = (a: AreaAlarm) => `${a.country}|${a.level}|${a.name}|${a.illness ?? '*'}|${a.day}`;

/** The notification text: what, where, and the figures behind it. */
export function alarmPayload(
  alarm: AreaAlarm,
  links: { siteUrl: string; unsubscribeUrl: string; token: string },
): PushAlertPayload {
  const what = alarm.illness ? ILLNESS_LABELS[alarm.illness] : 'Reports';
  return {
    title: `Outbreak alert: ${what} in ${alarm.name}`,
    body: `${alarm.observed} reports against about ${Math.round(alarm.expected)} expected (${alarm.day}).`,
    url: new URL(alarm.view, links.siteUrl).href,
    unsubscribeUrl: links.unsubscribeUrl,
    token: links.token,
    tag: alarmKey(alarm),
  };
}
