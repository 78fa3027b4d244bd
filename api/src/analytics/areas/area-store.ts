import { type AreaAlarm, alertAdvice, dayString } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { foldName } from '../../geocode/city-search';
import type { JudgedAlarm } from './alarm-tiers';
import type { AlarmFigures, AreaAssessment } from './assess-areas';

/** An alarm's judgement (alarm-tiers.ts); one never judged (a pass without it) is a watch with no evidence. */
function judgementOf(
  x: AlarmFigures,
): Pick<JudgedAlarm, 'tier' | 'places' | 'hours' | 'sourceShare' | 'eventId' | 'demo'> {
  const j = x as Partial<JudgedAlarm>;
  return {
    tier: j.tier ?? 'watch',
    places: j.places ?? 0,
    hours: j.hours ?? 0,
    sourceShare: j.sourceShare ?? null,
    eventId: j.eventId ?? null,
    demo: j.demo ?? false,
  };
}

const CHUNK = 1000;

/**
 * Replaces the verdict table with a pass's assessments and updates the
 * current alarms: an alarm still seen keeps its raised_at, one no longer seen
 * is deleted. Returns the alarms this pass raised (not current before it), and those it made alerts (a watch
 * before it), each with its tier.
 */
export async function storePass(db: Queryable, assessments: AreaAssessment[], at: Date): Promise<AreaAlarm[]> {
  const stamp = at.toISOString();
  for (let i = 0; i < assessments.length; i += CHUNK) {
    const chunk = assessments.slice(i, i + CHUNK);
    await db.query(
      `INSERT INTO analytics_area_verdicts AS v
         (area_id, name, folded, level, country, region, latitude, longitude, verdict, alarm_illnesses, reports, updated_at, rated)
       SELECT id, name, folded, level, country, region, lat, lon, verdict,
              CASE WHEN alarms = '' THEN ARRAY[]::text[] ELSE string_to_array(alarms, ',') END, reports, $12::timestamptz,
              rated
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[],
                     $9::text[], $10::text[], $11::int[], $13::boolean[])
              AS u(id, name, folded, level, country, region, lat, lon, verdict, alarms, reports, rated)
       ON CONFLICT (area_id) DO UPDATE SET name = excluded.name, folded = excluded.folded, level = excluded.level,
         country = excluded.country, region = excluded.region, latitude = excluded.latitude,
         longitude = excluded.longitude, verdict = excluded.verdict, alarm_illnesses = excluded.alarm_illnesses,
         reports = excluded.reports, updated_at = excluded.updated_at, rated = excluded.rated`,
      [
        chunk.map((a) => a.area.id),
        chunk.map((a) => a.area.name),
        chunk.map((a) => foldName(a.area.name)),
        chunk.map((a) => a.area.level),
        chunk.map((a) => a.area.country),
        chunk.map((a) => a.area.region),
        chunk.map((a) => a.area.latitude),
        chunk.map((a) => a.area.longitude),
        chunk.map((a) => a.verdict),
        chunk.map((a) => a.alarms.map((x) => x.illness).join(',')),
        chunk.map((a) => a.reports),
        stamp,
        chunk.map((a) => a.rated),
      ],
    );
  }
  await db.query('DELETE FROM analytics_area_verdicts WHERE NOT (area_id = ANY($1::text[]))', [
    assessments.map((a) => a.area.id),
  ]);

  const alarms = assessments.flatMap((a) => a.alarms.map((x) => ({ a, x, j: judgementOf(x) })));
  // Alerts before this pass: one that is an alert now and was not is announced, as a new alarm is.
  const before = await db.query<{ k: string }>(
    `SELECT area_id || '|' || illness AS k FROM analytics_area_alarms WHERE tier = 'alert'`,
  );
  const wasAlert = new Set(before.rows.map((r) => r.k));
  const raised: AreaAlarm[] = [];
  for (let i = 0; i < alarms.length; i += CHUNK) {
    const chunk = alarms.slice(i, i + CHUNK);
    const res = await db.query<{ area_id: string; illness: string; raised_at: Date | string; inserted: boolean }>(
      `INSERT INTO analytics_area_alarms AS a (area_id, illness, day, days, observed, expected, threshold, reporting_ratio,
         raised_at, updated_at, tier, p_value, places, hours, source_share, alerted_at, event_id, demo)
       SELECT id, illness, day::date, days, observed, expected, threshold, ratio, $7::timestamptz, $7::timestamptz,
              tier, p, places, hours, share, CASE WHEN tier = 'alert' THEN $7::timestamptz END, event, demo
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::float8[], $6::float8[], $8::int[], $9::float8[],
                     $10::text[], $11::float8[], $12::int[], $13::int[], $14::float8[], $15::text[],
                     $16::boolean[])
              AS u(id, illness, day, observed, expected, threshold, days, ratio, tier, p, places, hours, share, event, demo)
       ON CONFLICT (area_id, illness) DO UPDATE SET day = excluded.day, days = excluded.days, observed = excluded.observed,
         expected = excluded.expected, threshold = excluded.threshold, reporting_ratio = excluded.reporting_ratio,
         updated_at = excluded.updated_at, tier = excluded.tier, p_value = excluded.p_value, places = excluded.places,
         hours = excluded.hours, source_share = excluded.source_share, event_id = excluded.event_id, demo = excluded.demo,
         alerted_at = coalesce(a.alerted_at, excluded.alerted_at)
       RETURNING area_id, illness, raised_at, (xmax = 0) AS inserted`,
      [
        chunk.map((c) => c.a.area.id),
        chunk.map((c) => c.x.illness),
        chunk.map((c) => dayString(c.x.day)),
        chunk.map((c) => c.x.observed),
        chunk.map((c) => c.x.expected),
        chunk.map((c) => c.x.threshold),
        stamp,
        chunk.map((c) => c.x.days),
        chunk.map((c) => c.x.reportingRatio),
        chunk.map((c) => c.j.tier),
        chunk.map((c) => c.x.pValue),
        chunk.map((c) => c.j.places),
        chunk.map((c) => c.j.hours),
        chunk.map((c) => c.j.sourceShare),
        chunk.map((c) => c.j.eventId),
        chunk.map((c) => c.j.demo),
      ],
    );
    const fresh = new Set(res.rows.filter((r) => r.inserted).map((r) => `${r.area_id}|${r.illness}`));
    const raisedAt = new Map(res.rows.map((r) => [`${r.area_id}|${r.illness}`, new Date(r.raised_at).toISOString()]));
    for (const { a, x, j } of chunk) {
      const key = `${a.area.id}|${x.illness}`;
      if (!fresh.has(key) && !(j.tier === 'alert' && !wasAlert.has(key))) continue;
      raised.push({
        areaId: a.area.id,
        areaName: a.area.name,
        level: a.area.level,
        country: a.area.country,
        region: a.area.region,
        latitude: a.area.latitude,
        longitude: a.area.longitude,
        illness: x.illness,
        day: dayString(x.day),
        days: x.days,
        observed: x.observed,
        expected: x.expected,
        threshold: x.threshold,
        reportingRatio: x.reportingRatio,
        raisedAt: raisedAt.get(key) ?? stamp,
        tier: j.tier,
        advice: alertAdvice(x.illness),
        pValue: x.pValue,
        places: j.places,
        hours: j.hours,
        sourceShare: j.sourceShare,
        ...(j.eventId ? { eventId: j.eventId } : {}),
        ...(j.demo ? { demo: true } : {}),
      });
    }
  }
  await db.query(`DELETE FROM analytics_area_alarms WHERE NOT ((area_id || '|' || illness) = ANY($1::text[]))`, [
    alarms.map(({ a, x }) => `${a.area.id}|${x.illness}`),
  ]);
  return raised;
}
