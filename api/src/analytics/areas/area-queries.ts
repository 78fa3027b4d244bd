import {
  type AlarmTier,
  type AreaAlarm,
  type AreaSummary,
  type AreaVerdict,
  alertAdvice,
} from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { foldName } from '../../geocode/city-search';
import { collapseEvents } from './alert-events';
import { watchReason } from './corroboration';
import type { AreaRef } from './worker-protocol';

/** An area's own columns (the view's v.*) in a row that joins them. */
type AreaColumns = Omit<AreaRef, 'id'>;

interface VerdictRow extends AreaColumns {
  area_id: string;
  verdict: AreaVerdict;
  alarm_illnesses: string[];
  reports: number;
  updated_at: Date | string;
  rated: boolean;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** LIKE pattern of a prefix: %, _ and \ taken literally. */
export function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Areas with a verdict whose folded name starts with the folded q (all when
 * q is empty), in alarm first, then by reports; paginated.
 */
export async function listAreas(
  db: Queryable,
  q: { q?: string | undefined; country?: string | undefined; limit: number; offset: number },
): Promise<{ data: AreaSummary[]; total: number }> {
  const folded = q.q ? foldName(q.q) : '';
  const params = [folded ? prefixPattern(folded) : null, q.country ?? null];
  const where = `($1::text IS NULL OR folded LIKE $1::text) AND ($2::text IS NULL OR country = $2::text)`;
  const [page, count] = await Promise.all([
    db.query<VerdictRow>(
      `SELECT area_id, name, level, country, region, latitude, longitude, verdict, alarm_illnesses, reports, updated_at,
              rated
         FROM analytics_area_verdicts WHERE ${where}
        ORDER BY (verdict = 'alarm') DESC, reports DESC, name, area_id
        LIMIT $3 OFFSET $4`,
      [...params, q.limit, q.offset],
    ),
    db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM analytics_area_verdicts WHERE ${where}`, params),
  ]);
  // The page's watches (alarms that are not alerts), labelled with why, as the analytics page shows them.
  const watches = new Map<string, NonNullable<AreaSummary['watches']>>();
  const alarming = page.rows.filter((r) => r.verdict === 'alarm').map((r) => r.area_id);
  if (alarming.length > 0) {
    const res = await db.query<{
      area_id: string;
      illness: string;
      places: number;
      hours: number;
      source_share: number | null;
    }>(
      `SELECT area_id, illness, places, hours, source_share FROM analytics_area_alarms
        WHERE area_id = ANY($1::text[]) AND tier = 'watch' ORDER BY area_id, illness`,
      [alarming],
    );
    for (const w of res.rows)
      watches.set(w.area_id, [
        ...(watches.get(w.area_id) ?? []),
        { illness: w.illness, reason: watchReason(evidence(w)) },
      ]);
  }
  return {
    total: Number(count.rows[0]?.n ?? 0),
    data: page.rows.map((r) => ({
      id: r.area_id,
      name: r.name,
      level: r.level,
      country: r.country,
      region: r.region,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      verdict: r.verdict,
      alarmIllnesses: r.alarm_illnesses,
      reports: Number(r.reports),
      updatedAt: iso(r.updated_at),
      rated: r.rated === true,
      ...(watches.has(r.area_id) ? { watches: watches.get(r.area_id) } : {}),
    })),
  };
}

interface AlarmRow extends AreaColumns {
  area_id: string;
  illness: string;
  day: string;
  days: number;
  observed: number;
  expected: number;
  threshold: number;
  reporting_ratio: number;
  raised_at: Date | string;
  tier: AlarmTier;
  p_value: number | null;
  places: number;
  hours: number;
  source_share: number | null;
  event_id: string | null;
  demo: boolean;
}

const ALARM_COLUMNS = `a.area_id, a.illness, to_char(a.day, 'YYYY-MM-DD') AS day, a.days, a.observed, a.expected, a.threshold,
  a.reporting_ratio, a.raised_at, a.tier, a.p_value, a.places, a.hours, a.source_share, a.event_id, a.demo, v.name, v.level, v.country, v.region, v.latitude, v.longitude`;

const evidence = (r: { places: number; hours: number; source_share: number | null }) => ({
  places: Number(r.places),
  hours: Number(r.hours),
  sourceShare: r.source_share === null ? null : Number(r.source_share),
});

function toAlarm(r: AlarmRow): AreaAlarm {
  return {
    areaId: r.area_id,
    areaName: r.name,
    level: r.level,
    country: r.country,
    region: r.region,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    illness: r.illness,
    day: r.day,
    days: Number(r.days),
    observed: Number(r.observed),
    expected: Number(r.expected),
    threshold: Number(r.threshold),
    reportingRatio: Number(r.reporting_ratio),
    raisedAt: iso(r.raised_at),
    tier: r.tier,
    advice: alertAdvice(r.illness),
    ...(r.p_value === null ? {} : { pValue: Number(r.p_value) }),
    places: Number(r.places),
    hours: Number(r.hours),
    sourceShare: r.source_share === null ? null : Number(r.source_share),
    ...(r.tier === 'watch' ? { watchReason: watchReason(evidence(r)) } : {}),
    ...(r.event_id ? { eventId: r.event_id } : {}),
    ...(r.demo ? { demo: true } : {}),
  };
}

/**
 * Current alarms of the given areas (optionally one illness), newest first: public alerts only, one per event
 * (alert-events.ts), unless `tier` is 'watch' (every alarm).
 */
export async function alarmsOfAreas(
  db: Queryable,
  areaIds: string[],
  illness?: string,
  tier: AlarmTier = 'alert',
): Promise<AreaAlarm[]> {
  const res = await db.query<AlarmRow>(
    `SELECT ${ALARM_COLUMNS}
       FROM analytics_area_alarms a JOIN analytics_area_verdicts v ON v.area_id = a.area_id
      WHERE a.area_id = ANY($1::text[]) AND ($2::text IS NULL OR a.illness = $2::text)
        AND ($3::text = 'watch' OR a.tier = 'alert')
      ORDER BY a.raised_at DESC, a.area_id, a.illness`,
    [areaIds, illness ?? null, tier],
  );
  const alarms = res.rows.map(toAlarm);
  return tier === 'alert' ? collapseEvents(alarms) : alarms;
}

/**
 * Current alarms of areas whose centre lies in a map view's bounds (a view
 * across the antimeridian has west > east), the largest excess over the
 * threshold first.
 */
export async function alarmsInBounds(
  db: Queryable,
  b: { south: number; west: number; north: number; east: number },
  limit: number,
  tier: AlarmTier = 'alert',
): Promise<AreaAlarm[]> {
  const res = await db.query<AlarmRow>(
    `SELECT ${ALARM_COLUMNS}
       FROM analytics_area_alarms a JOIN analytics_area_verdicts v ON v.area_id = a.area_id
      WHERE v.latitude BETWEEN $1::float8 AND $2::float8
        AND (CASE WHEN $3::float8 <= $4::float8 THEN v.longitude BETWEEN $3::float8 AND $4::float8
                  ELSE v.longitude >= $3::float8 OR v.longitude <= $4::float8 END)
        AND ($6::text = 'watch' OR a.tier = 'alert')
      ORDER BY a.observed / greatest(a.threshold, 1) DESC, a.raised_at DESC, a.area_id, a.illness
      LIMIT $5::int`,
    [Math.min(b.south, b.north), Math.max(b.south, b.north), b.west, b.east, limit, tier],
  );
  const alarms = res.rows.map(toAlarm);
  return tier === 'alert' ? collapseEvents(alarms) : alarms;
}
