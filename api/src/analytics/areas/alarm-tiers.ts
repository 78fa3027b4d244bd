import { ALL_ILLNESSES, type AlarmTier, ILLNESS_TYPES, dayString } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { REGRESSION_DEFAULTS, upperTail } from '@healthwatch/outbreak-engine';
import { type EventMember, groupEvents } from './alert-events';
import type { AreaIndex, AreaRecord } from './area-index';
import { type AlarmFigures, type AreaAssessment, CURRENT_DAYS } from './assess-areas';
import { type Corroboration, corroborate, type SourceRow } from './corroboration';
import { RATED_DEFINITIONS } from './participant-rows';

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

/**
 * The alert tier does not trust an expected count below what four weeks of data can establish. The detector's fit
 * may rest its current level on its last weeks alone (the level term), and a sparse series' fit can put that level
 * far below the series' rate: its p-value then claims a certainty its few reports cannot give (what that did to
 * outbreak-free series: api/src/analytics/README.md "Watch and alert"). A series with no report in the detector's
 * shortest baseline (28 days) still has a rate up to 3/28 a day at 95 %
 * (the rule of three), so the alert's p-value is the larger of the detector's and a Poisson tail at that floor
 * (times the days the figures cover). Series above the floor keep the detector's p-value.
 */
export const EXPECTED_FLOOR_PER_DAY = -Math.log(0.05) / REGRESSION_DEFAULTS.minBaseline;

/** An alarm's p-value as the alert tier weighs it: the detector's, or the floor's when that is larger. */
export function alertPValue(x: Pick<AlarmFigures, 'observed' | 'expected' | 'days' | 'pValue'>): number {
  const floor = EXPECTED_FLOOR_PER_DAY * x.days;
  if (x.expected >= floor) return x.pValue;
  return Math.max(x.pValue, Math.min(1, upperTail(x.observed, { mean: floor, dispersion: 1 })));
}

/**
 * Each area's false-alert budget (issue 33: a subscriber to one area hears at most one false alert per 90 days,
 * across all illnesses). BH bounds the share of false alerts among a pass's alerts, not how often one area hears
 * one: its bar rises with every true discovery elsewhere, so an outbreak in one place loosens it for every other.
 * So an alert must also spend no more than its share of its area's own budget: the area expects at most
 * AREA_FALSE_ALERTS_PER_90_DAYS false alerts in 90 days, split evenly (Bonferroni) over every look it can take in
 * them: each series it can be scored on, two new looks a day (the day alone and the window ending on it; the
 * earlier days' looks were spent by earlier passes, and an hourly pass re-reading today's growing count adds none,
 * since the day's final count is the largest). 0.1 rather than 1, so that "at most one" holds for a given area
 * with probability 99.5 % (Poisson: P(N ≥ 2) at mean 0.1), not merely on average.
 */
export const AREA_FALSE_ALERTS_PER_90_DAYS = 0.1;
/** The series one area can be scored on: every report together, each illness and each rated case definition. */
export const SERIES_PER_AREA = 1 + ILLNESS_TYPES.length + RATED_DEFINITIONS.length;
const NEW_LOOKS_PER_DAY = 2;
/** The p-value an alarm needs to be an alert within its area's budget. */
export const AREA_ALERT_LEVEL = AREA_FALSE_ALERTS_PER_90_DAYS / (90 * NEW_LOOKS_PER_DAY * SERIES_PER_AREA);

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

/** Where a signal's reports are read from: its country, its area's postal keys and its days (`days` ending `day`). */
export interface SignalSpan extends Pick<AlarmFigures, 'illness' | 'day' | 'days'> {
  country: string;
}

/** Reports of one postal key, UTC hour, pair of source buckets, illness and set of case definitions. */
type SourceRecord = SourceRow & { demo: number; illness: string; definitions: readonly string[] };
/** What `readSources` read: by country, then by postal key. */
export type PassSources = Map<string, Map<string, SourceRecord[]>>;

/**
 * The reports behind every signal of a pass, read once per country over the days its signals cover, then cut for
 * each signal by `sourcesOf`. A query per signal read its country's days again for each one, a cost that grew with
 * the alarms times the reports (api/bench/README.md, "Measured: ten million reports").
 */
export async function readSources(db: Queryable, spans: readonly SignalSpan[]): Promise<PassSources> {
  const reach = new Map<string, { from: number; to: number }>();
  for (const s of spans) {
    const r = reach.get(s.country);
    const from = s.day - s.days + 1;
    reach.set(s.country, r ? { from: Math.min(r.from, from), to: Math.max(r.to, s.day) } : { from, to: s.day });
  }
  const out: PassSources = new Map();
  for (const [country, { from, to }] of reach) {
    const res = await db.query<{
      k: string;
      h: number;
      a: number | null;
      p: number | null;
      i: string;
      c: string[] | null;
      n: number;
      demo: number;
    }>(
      `SELECT postal_key(r.country, r.pin_code) AS k, floor(extract(epoch FROM r.created_at) / 3600)::int AS h,
              r.address_bucket AS a, r.participant_bucket AS p, r.illness_type AS i, r.case_definitions AS c,
              count(*)::int AS n, count(d.report_id)::int AS demo
         FROM symptom_reports r LEFT JOIN demo_reports d ON d.report_id = r.id
        WHERE r.country = $1 AND r.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND r.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY 1, 2, 3, 4, 5, 6`,
      [country, dayString(from), dayString(to)],
    );
    const byKey = new Map<string, SourceRecord[]>();
    for (const r of res.rows) {
      let list = byKey.get(r.k);
      if (!list) {
        list = [];
        byKey.set(r.k, list);
      }
      list.push({
        postalKey: r.k,
        hour: Number(r.h),
        address: r.a === null ? null : Number(r.a),
        participant: r.p === null ? null : Number(r.p),
        count: Number(r.n),
        demo: Number(r.demo),
        illness: r.i,
        definitions: r.c ?? [],
      });
    }
    out.set(country, byKey);
  }
  return out;
}

/**
 * The reports behind one signal, from what `readSources` read: its series (every report, an illness, or a case
 * definition) on its UTC days (as analytics_postal_daily counts them, whatever the session's time zone), from the
 * postal keys of its area, with how many of them are demo reports.
 */
export function sourcesOf(
  sources: PassSources,
  keys: ReadonlySet<string>,
  span: SignalSpan,
): (SourceRow & { demo: number })[] {
  const byKey = sources.get(span.country);
  if (!byKey) return [];
  const firstHour = (span.day - span.days + 1) * 24;
  const endHour = (span.day + 1) * 24;
  const all = span.illness === ALL_ILLNESSES;
  const out: (SourceRow & { demo: number })[] = [];
  const take = (rows: readonly SourceRecord[]) => {
    for (const r of rows)
      if (
        r.hour >= firstHour &&
        r.hour < endHour &&
        (all || r.illness === span.illness || r.definitions.includes(span.illness))
      )
        out.push(r);
  };
  if (keys.size <= byKey.size) {
    for (const k of keys) {
      const rows = byKey.get(k);
      if (rows) take(rows);
    }
  } else for (const [k, rows] of byKey) if (keys.has(k)) take(rows);
  return out;
}

/** At least half of the reports behind a signal are simulated (`npm run demo`): every place it shows says so. */
export function mostlyDemo(rows: readonly { count: number; demo: number }[]): boolean {
  const reports = rows.reduce((n, r) => n + r.count, 0);
  return reports > 0 && 2 * rows.reduce((n, r) => n + r.demo, 0) >= reports;
}

/**
 * Judges every alarm of a pass: corroborated (corroboration.ts), a discovery across the pass (BH over
 * `seriesScored` tests) and within its area's budget (AREA_ALERT_LEVEL), each on alertPValue, makes an alert;
 * anything else stays a watch. Replaces each assessment's alarms with
 * their judged form.
 */
export async function judgeAlarms(
  db: Queryable,
  index: AreaIndex,
  assessments: AreaAssessment[],
  seriesScored: number,
): Promise<void> {
  const all = assessments.flatMap((a) => a.alarms.map((x) => ({ a, x, p: alertPValue(x) })));
  const discoveries = benjaminiHochberg(
    all.map(({ p }) => Math.min(1, p * LOOKS_PER_SERIES)),
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
  const spans = all.map(({ a, x }) => ({ ...x, country: a.area.country }));
  const sources = await readSources(db, spans);
  for (const [i, { a, x, p }] of all.entries()) {
    const rows = sourcesOf(sources, keys(a.area), spans[i]!);
    const evidence = corroborate(rows, x.observed, x.expected);
    const tier = evidence.corroborated && discoveries[i] && p <= AREA_ALERT_LEVEL ? 'alert' : 'watch';
    const demo = mostlyDemo(rows);
    // The p-value shown (and stored) is the one the tier weighed.
    judged.set(x, { ...x, pValue: p, ...evidence, tier, eventId: null, demo });
    if (tier === 'alert')
      members.push({
        x,
        key: `${a.area.id}|${x.illness}`,
        level: a.area.level,
        illness: x.illness,
        pValue: p,
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
