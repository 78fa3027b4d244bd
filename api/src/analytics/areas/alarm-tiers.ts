import { ALL_ILLNESSES, type AlarmTier } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { isoDay } from '@healthwatch/outbreak-engine';
import { type EventMember, groupEvents } from './alert-events';
import type { AreaIndex, AreaRecord } from './area-index';
import { type AlarmFigures, type AreaAssessment, CURRENT_DAYS } from './assess-areas';
import { type Corroboration, corroborate, type SourceRow } from './corroboration';

/**
 * The false-discovery rate the alert tier holds across one pass (Benjamini–Hochberg): of the alarms a pass makes
 * alerts, at most this share are expected to be false, however many series the pass scored (api/src/analytics/
 * README.md "Watch and alert" says why BH rather than a fixed stricter threshold).
 */
export const ALERT_FDR = 0.05;

/**
 * A series' alarm is the most surprising of several looks: each of the CURRENT_DAYS days, alone and as the end of
 * the detector's window. Its p-value is the smallest of those, so BH takes it times the number of looks (Bonferroni
 * within the series), not as one test.
 */
export const LOOKS_PER_SERIES = CURRENT_DAYS * 2;

/** An alarm as judged for the public: its tier and the evidence behind it. */
export interface JudgedAlarm extends AlarmFigures, Corroboration {
  tier: AlarmTier;
  /** An alert's event (alert-events.ts): its lead's "areaId|illness"; null for a watch. */
  eventId: string | null;
  /** Most of its reports are simulated (`npm run demo`): marked in every channel, pushed only to later browsers. */
  demo: boolean;
}

/**
 * Benjamini–Hochberg step-up over a pass: which of the alarms' p-values are discoveries at level q among `tests`
 * series scored. Only alarming series are passed; the rest (not alarming, so with larger p-values) take the ranks
 * after them, which is what BH would give them, and never lower an alarm's bar.
 */
export function benjaminiHochberg(pValues: readonly number[], tests: number, q = ALERT_FDR): boolean[] {
  const m = Math.max(tests, pValues.length);
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  let cut = -1;
  order.forEach((o, k) => {
    if (o.p <= ((k + 1) * q) / m) cut = k;
  });
  const out = new Array<boolean>(pValues.length).fill(false);
  for (let k = 0; k <= cut; k++) out[order[k]!.i] = true;
  return out;
}

/**
 * The reports behind one alarm, grouped by postal key, UTC hour and source buckets: its series (every report,
 * an illness, or a case definition) on its UTC days (as analytics_postal_daily counts them, whatever the
 * session's time zone), from the postal keys of its area, with how many of them are demo reports.
 */
async function sourceRows(
  db: Queryable,
  country: string,
  keys: ReadonlySet<string>,
  alarm: AlarmFigures,
): Promise<(SourceRow & { demo: number })[]> {
  const res = await db.query<{ k: string; h: number; a: number | null; p: number | null; n: number; demo: number }>(
    `SELECT postal_key(r.country, r.pin_code) AS k, floor(extract(epoch FROM r.created_at) / 3600)::int AS h,
            r.address_bucket AS a, r.participant_bucket AS p, count(*)::int AS n,
            count(d.report_id)::int AS demo
       FROM symptom_reports r LEFT JOIN demo_reports d ON d.report_id = r.id
      WHERE r.country = $1 AND r.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
        AND r.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        AND ($4::text = $5::text OR r.illness_type = $4::text OR $4::text = ANY (r.case_definitions))
      GROUP BY 1, 2, 3, 4`,
    [country, isoDay(alarm.day - alarm.days + 1), isoDay(alarm.day), alarm.illness, ALL_ILLNESSES],
  );
  return res.rows
    .filter((r) => keys.has(r.k))
    .map((r) => ({
      postalKey: r.k,
      hour: Number(r.h),
      address: r.a === null ? null : Number(r.a),
      participant: r.p === null ? null : Number(r.p),
      count: Number(r.n),
      demo: Number(r.demo),
    }));
}

/**
 * Judges every alarm of a pass: corroborated (corroboration.ts) and a discovery across the pass (BH over
 * `seriesScored` tests) makes an alert; anything else stays a watch. Replaces each assessment's alarms with
 * their judged form.
 */
export async function judgeAlarms(
  db: Queryable,
  index: AreaIndex,
  assessments: AreaAssessment[],
  seriesScored: number,
): Promise<void> {
  const all = assessments.flatMap((a) => a.alarms.map((x) => ({ a, x })));
  const discoveries = benjaminiHochberg(
    all.map(({ x }) => Math.min(1, x.pValue * LOOKS_PER_SERIES)),
    seriesScored,
  );
  const judged = new Map<AlarmFigures, JudgedAlarm>();
  const keysOf = new Map<AreaRecord, Set<string>>();
  const keys = (area: AreaRecord) => {
    let k = keysOf.get(area);
    if (!k) {
      k = new Set(index.keysOf(area));
      keysOf.set(area, k);
    }
    return k;
  };
  const members: (EventMember & { x: AlarmFigures; area: AreaRecord })[] = [];
  for (const [i, { a, x }] of all.entries()) {
    const rows = await sourceRows(db, a.area.country, keys(a.area), x);
    const evidence = corroborate(rows, x.observed, x.expected);
    const tier = evidence.corroborated && discoveries[i] ? 'alert' : 'watch';
    const reports = rows.reduce((n, r) => n + r.count, 0);
    const demo = reports > 0 && 2 * rows.reduce((n, r) => n + r.demo, 0) >= reports;
    judged.set(x, { ...x, ...evidence, tier, eventId: null, demo });
    if (tier === 'alert')
      members.push({
        x,
        key: `${a.area.id}|${x.illness}`,
        level: a.area.level,
        illness: x.illness,
        pValue: x.pValue,
        area: a.area,
      });
  }
  const events = groupEvents(members, (m, o) => {
    if (m.area.country !== o.area.country) return false;
    const [small, big] =
      keys(m.area).size <= keys(o.area).size ? [keys(m.area), keys(o.area)] : [keys(o.area), keys(m.area)];
    for (const k of small) if (big.has(k)) return true;
    return false;
  });
  for (const m of members) judged.get(m.x)!.eventId = events.get(m.key) ?? null;
  for (const a of assessments) a.alarms = a.alarms.map((x) => judged.get(x) ?? x);
}
