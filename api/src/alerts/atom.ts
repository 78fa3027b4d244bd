import type { AreaAlarm } from '@healthwatch/contracts';
import { Feed } from 'feed';
import type { AreaRef } from '../analytics/areas/worker-protocol';
import {
  alarmSeriesName as illnessName,
  figure as fmt,
  markedTitle,
  observedText,
  reportingText,
} from './alarm-figures';
import { analyticsLink, mapViewLink } from './map-link';

const LEVEL_WORD = { state: 'state/region', district: 'district/county', city: 'city' } as const;

/**
 * Atom 1.0 (RFC 4287) of the current alerts of a postal code's areas, built
 * with the `feed` library: one entry per event (its most specific alert, the
 * others listed in it) with the detector's figures (observed, expected,
 * threshold), how sure, where the reports came from, and a link to the map
 * view of the area. No alert → a valid feed without entries.
 */
export function alertsAtom(opts: {
  appUrl: string;
  selfUrl: string;
  country: string;
  postalCode: string;
  illness?: string | undefined;
  areas: AreaRef[];
  alarms: AreaAlarm[];
  updated: Date;
}): string {
  const where = opts.areas.map((a) => a.name).join(' / ');
  const feed = new Feed({
    title: `HealthWatch outbreak alerts: ${opts.postalCode} (${opts.country})${opts.illness ? `, ${illnessName(opts.illness)}` : ''}`,
    description: `Alarms of the HealthWatch outbreak detector for the areas of postal code ${opts.postalCode}: ${where}. Entries appear only while an area is in alarm.`,
    id: `tag:healthwatch,2026:alerts:${opts.country}:${opts.postalCode}${opts.illness ? `:${opts.illness}` : ''}`,
    link: opts.appUrl,
    language: 'en',
    updated: opts.updated,
    generator: 'HealthWatch',
    copyright: 'HealthWatch community reports, CC BY 4.0',
    feedLinks: { atom: opts.selfUrl },
    author: { name: 'HealthWatch' },
  });
  for (const a of opts.alarms) {
    const name = illnessName(a.illness);
    const observed = observedText(a);
    const reporting = reportingText(a);
    const figures = `${observed} against ${fmt(a.expected)} expected; alarm threshold ${fmt(a.threshold)}.${reporting ? ` ${reporting}` : ''}`;
    feed.addItem({
      title: markedTitle(a, `${name}: outbreak alarm in ${a.areaName} (${LEVEL_WORD[a.level]})`),
      id: `tag:healthwatch,2026:alarm:${a.areaId}:${a.illness}:${a.raisedAt}`,
      link: mapViewLink(opts.appUrl, a),
      date: new Date(a.raisedAt),
      published: new Date(a.raisedAt),
      description: `${name} in ${a.areaName}, ${a.region} (${a.country}): ${figures}`,
      content: [
        `<p>${escapeHtml(`${name} in ${a.areaName}, ${a.region} (${a.country}).`)}</p>`,
        '<ul>',
        `<li>Observed: ${observed}</li>`,
        `<li>Expected: ${fmt(a.expected)}</li>`,
        `<li>Threshold: ${fmt(a.threshold)}</li>`,
        ...(reporting ? [`<li>${escapeHtml(reporting)}</li>`] : []),
        ...evidenceItems(a).map((t) => `<li>${escapeHtml(t)}</li>`),
        `<li>Alarm raised: ${a.raisedAt}</li>`,
        '</ul>',
        `<p><a href="${escapeHtml(analyticsLink(opts.appUrl, a.areaId))}">Analytics for ${escapeHtml(a.areaName)}</a></p>`,
      ].join(''),
      category: [{ name: a.illness, term: a.illness }],
    });
  }
  return feed.atom1();
}

/** How sure, where from, and the event's other alarms: what an alert carries beyond the detector's figures. */
function evidenceItems(a: AreaAlarm): string[] {
  const out: string[] = [];
  if (a.pValue !== undefined) out.push(`Probability of so many reports if nothing had changed: ${pText(a.pValue)}`);
  if (a.places !== undefined && a.hours !== undefined)
    out.push(
      `Reports from ${a.places} postal code${a.places === 1 ? '' : 's'} over ${a.hours} hour${a.hours === 1 ? '' : 's'}`,
    );
  if (a.also?.length)
    out.push(
      `Also in alarm with it: ${a.also.map((o) => `${illnessName(o.illness)} in ${o.areaName} (${LEVEL_WORD[o.level]})`).join('; ')}`,
    );
  return out;
}

/** A p-value as a reader can take it in: "< 0.0001" below that, else to two significant digits. */
export const pText = (p: number): string => (p < 1e-4 ? '< 0.0001' : Number(p.toPrecision(2)).toString());

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
