import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../domain/countries';
import { ILLNESS_TYPES } from '../domain/illness';

/**
 * Areas of the postal gazetteer that outbreak detection runs for: first-level
 * divisions (state/region), second-level divisions (district/county) and
 * named places (cities). Their ids are stable strings such as
 * `in.s.maharashtra`, `in.d.maharashtra.mumbai`, `us.c.california.los-angeles`;
 * every analytics endpoint accepts one as `location`.
 */
export const AREA_LEVELS = ['state', 'district', 'city'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

export const AREA_VERDICTS = ['alarm', 'no alarm', 'insufficient data'] as const;
export type AreaVerdict = (typeof AREA_VERDICTS)[number];

/** The series an alarm belongs to: every report of the area, or one illness. */
export const ALL_ILLNESSES = 'all';

export const AreaIdSchema = Type.String({
  minLength: 3,
  maxLength: 200,
  description: 'An area id, e.g. in.d.maharashtra.mumbai',
});

export const AreasQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 60, description: 'Name prefix, case- and accent-insensitive ("sao" finds São Paulo)' }),
    ),
    country: Type.Optional(Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)))),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type AreasQuery = Static<typeof AreasQuerySchema>;

/**
 * Why a series in alarm is only a watch, not a public alert (api/src/analytics/README.md "Watch and alert"):
 * `spread`, its reports came from too few postal codes and too few hours; `oneSource`, one source made more than
 * its share of the rise; `passWide`, corroborated but not surprising enough among every series the pass scored, or
 * for its area's false-alert budget.
 */
export const WATCH_REASONS = ['spread', 'oneSource', 'passWide'] as const;
export type WatchReason = (typeof WATCH_REASONS)[number];
const WatchReasonSchema = Type.Union(WATCH_REASONS.map((r) => Type.Literal(r)));

export const AreaSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  level: Type.Union(AREA_LEVELS.map((l) => Type.Literal(l))),
  country: Type.String(),
  /** The state/region the area lies in (its own name for a state). */
  region: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  verdict: Type.Union(AREA_VERDICTS.map((v) => Type.Literal(v))),
  /**
   * Series in alarm: "all" for every report together, illness types, or case definitions (ili-who, cli, dli, age;
   * CASE_DEFINITION_IDS) judged among the area's participants.
   */
  alarmIllnesses: Type.Array(Type.String()),
  /** Reports in the history the detector read. */
  reports: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  /**
   * True when the area's case definitions were judged as rates per participant ("I feel fine" check-ins and
   * reports as the denominator); false when too few take part there and every series was judged as counts.
   */
  rated: Type.Boolean(),
  /** Of `alarmIllnesses`, the series that are watches, not alerts, and why: analytics shows them labelled so. */
  watches: Type.Optional(Type.Array(Type.Object({ illness: Type.String(), reason: WatchReasonSchema }))),
});
export type AreaSummary = Static<typeof AreaSummarySchema>;

export const AreasResponseSchema = Type.Object({
  data: Type.Array(AreaSummarySchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export type AreasResponse = Static<typeof AreasResponseSchema>;

/**
 * What a reader of an alert should do, as a code each client words from its catalogs (the health-tips sources'
 * advice by kind of illness): mosquito-borne, respiratory, food- and water-borne, or general.
 */
export const ALERT_ADVICE = ['mosquito', 'respiratory', 'foodWater', 'general'] as const;
export type AlertAdvice = (typeof ALERT_ADVICE)[number];

const ADVICE_OF: Readonly<Record<string, AlertAdvice>> = {
  dengue: 'mosquito',
  malaria: 'mosquito',
  chikungunya: 'mosquito',
  dli: 'mosquito',
  flu: 'respiratory',
  covid: 'respiratory',
  'ili-who': 'respiratory',
  'ili-ecdc': 'respiratory',
  cli: 'respiratory',
  typhoid: 'foodWater',
  age: 'foodWater',
};

/** The what-to-do code of an alert's series (an illness, a case definition, or "all"). */
export const alertAdvice = (illness: string): AlertAdvice => ADVICE_OF[illness] ?? 'general';

/** An alarm's tier: the detector's signal, or a public alert. */
export const ALARM_TIERS = ['watch', 'alert'] as const;
export type AlarmTier = (typeof ALARM_TIERS)[number];

/** One current alarm of an area with the figures behind it (detector day). */
export const AreaAlarmSchema = Type.Object({
  areaId: Type.String(),
  areaName: Type.String(),
  level: Type.Union(AREA_LEVELS.map((l) => Type.Literal(l))),
  country: Type.String(),
  region: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  illness: Type.String({ description: `"${ALL_ILLNESSES}" or an illness type` }),
  /** UTC day the figures end on. */
  day: Type.String({ format: 'date' }),
  /**
   * How many days the figures cover, ending on `day`: 1 when that day's count alarmed on its own, or the
   * detector's window of days when only their sum did.
   */
  days: Type.Integer({ minimum: 1 }),
  /** Reports on those days. */
  observed: Type.Integer(),
  /** Reports expected on those days from the area's baseline. */
  expected: Type.Number(),
  /** The count above which `observed` alarms (a negative-binomial quantile of the expected count). */
  threshold: Type.Number(),
  /**
   * How many times their usual level the area's other illnesses ran on those days (the middle of them, by weight,
   * so one illness's own outbreak does not count): above 1 when more people were reporting (a school joining, a
   * news story), which the expectation and threshold already allow for; 1 otherwise.
   */
  reportingRatio: Type.Number({ minimum: 1 }),
  raisedAt: Type.String({ format: 'date-time' }),
  /**
   * "watch": the detector's alarm (map, analytics); "alert": one whose excess several sources made and which held
   * across the whole pass (push, Atom feed, the home panel). api/src/analytics/README.md "Watch and alert".
   */
  tier: Type.Optional(Type.Union(ALARM_TIERS.map((t) => Type.Literal(t)))),
  /** P(a count at least `observed`) under the baseline shown: how surprising the figures are. */
  pValue: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /** Postal codes the alarm's reports came from. */
  places: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Distinct UTC hours the alarm's reports came in. */
  hours: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The largest single source's reports as a share of the excess over the expected count (null: no excess). */
  sourceShare: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
  /** A watch's reason for not being an alert. */
  watchReason: Type.Optional(WatchReasonSchema),
  /** What a reader should do, as a code the client words (ALERT_ADVICE). */
  advice: Type.Optional(Type.Union(ALERT_ADVICE.map((a) => Type.Literal(a)))),
  /** Most of its reports are simulated demo data (`npm run demo`): every channel says "Demo data". */
  demo: Type.Optional(Type.Boolean()),
  /** An alert's event: its lead alarm's "areaId|illness" (the most specific place; one alert per event). */
  eventId: Type.Optional(Type.String()),
  /** On an event's lead: the event's other alarms (wider areas, "all reports"), listed inside the one alert. */
  also: Type.Optional(
    Type.Array(
      Type.Object({
        areaId: Type.String(),
        areaName: Type.String(),
        level: Type.Union(AREA_LEVELS.map((l) => Type.Literal(l))),
        illness: Type.String(),
      }),
    ),
  ),
});
export type AreaAlarm = Static<typeof AreaAlarmSchema>;

/** GET /api/analytics/area-alarms: current alarms inside a map view's bounds. */
export const AreaAlarmsQuerySchema = Type.Object(
  {
    south: Type.Number({ minimum: -90, maximum: 90 }),
    west: Type.Number({ minimum: -180, maximum: 180 }),
    north: Type.Number({ minimum: -90, maximum: 90 }),
    east: Type.Number({ minimum: -180, maximum: 180 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
    /** "alert" (default): public alerts only, as the home panel shows; "watch": every current alarm, tier labelled. */
    tier: Type.Optional(Type.Union(ALARM_TIERS.map((t) => Type.Literal(t)))),
  },
  { additionalProperties: false },
);
export type AreaAlarmsQuery = Static<typeof AreaAlarmsQuerySchema>;

export const AreaAlarmsResponseSchema = Type.Object({ data: Type.Array(AreaAlarmSchema) });
export type AreaAlarmsResponse = Static<typeof AreaAlarmsResponseSchema>;

/** GET /api/alerts/feed: an Atom feed of the current alarms of the areas a postal code lies in. */
export const AlertsFeedQuerySchema = Type.Object(
  {
    country: Type.String({ minLength: 2, maxLength: 2, description: 'Country code, e.g. IN' }),
    postalCode: Type.String({ minLength: 1, maxLength: 16 }),
    illness: Type.Optional(Type.Union(ILLNESS_TYPES.map((i) => Type.Literal(i)))),
  },
  { additionalProperties: false },
);
export type AlertsFeedQuery = Static<typeof AlertsFeedQuerySchema>;
