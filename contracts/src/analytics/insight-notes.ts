import { Type, type Static } from '@sinclair/typebox';
import { ILLNESS_TYPES } from '../domain/illness';
import { note } from './outbreak-notes';

/**
 * What the trends, seasonal and risk answers say, as codes and figures: the browser words each note
 * from its catalog (`trends.note.<code>`, `seasonal.note.<code>`, `risk.note.<code>` in mfe-analytics).
 * Guidance is named by illness and position in the engine's sourced guidance
 * (@healthwatch/outbreak-engine, seasons/knowledge.ts): `guidance.<illness>.<kind>.<index>` in the catalog.
 */
const Figure = Type.Number();
const Count = Type.Integer({ minimum: 0 });
const Index = Type.Integer({ minimum: 0 });
const Illness = Type.Union(ILLNESS_TYPES.map((i) => Type.Literal(i)));
export const SeasonNameSchema = Type.Union([
  Type.Literal('winter'),
  Type.Literal('summer'),
  Type.Literal('monsoon'),
  Type.Literal('post-monsoon'),
]);
export const TrendClassSchema = Type.Union([
  Type.Literal('significant increase'),
  Type.Literal('stable'),
  Type.Literal('decrease'),
  Type.Literal('insufficient data'),
]);

/** The kinds of sourced guidance an illness has, each a list the notes name by index. */
export const GUIDANCE_KINDS = ['riskFactor', 'measure', 'prepare', 'action', 'warning'] as const;
export type GuidanceKind = (typeof GUIDANCE_KINDS)[number];

export const TrendsSummaryNoteSchema = Type.Union([
  note('tooFew', { reports: Count, days: Count, minReports: Count, minDays: Count }),
  note('trend', {
    reports: Count,
    days: Count,
    perDay: Figure,
    trend: TrendClassSchema,
    /** e.g. 0.12 = +12 % a week; null when not estimated. */
    weeklyChange: Type.Union([Figure, Type.Null()]),
    pValue: Type.Union([Figure, Type.Null()]),
  }),
]);
export const TrendsPatternNoteSchema = Type.Union([
  note('topIllness', { illness: Illness, reports: Count, total: Count }),
  /** weekday: 0 = Sunday … 6 = Saturday. */
  note('busiestWeekday', { weekday: Type.Integer({ minimum: 0, maximum: 6 }), reports: Count, total: Count }),
  note('comparedWithPrevious', { change: Figure, days: Count, reports: Count, previous: Count }),
]);
export const TrendsPredictionNoteSchema = Type.Union([
  note('changeContinues', { weeklyChange: Figure, perDayNextWeek: Figure, perDay: Figure }),
  note('stableContinues', { pValue: Figure, perDay: Figure }),
]);
export const TrendsRecommendationNoteSchema = Type.Union([
  /** The illness's first preventive measure (`guidance.<illness>.measure.<measure>`). */
  note('illnessShare', { illness: Illness, share: Figure, measure: Index }),
  note('risingCheckOutbreak', { pValue: Figure }),
]);
/** The trend test the classification came from; the page words it. */
export const TrendTestSchema = Type.Object({
  method: Type.Literal('quasi-poisson-wald'),
  level: Figure,
  /** Whether day-of-week terms entered the regression (periods of three weeks or more). */
  dayOfWeek: Type.Boolean(),
});
export type TrendsSummaryNote = Static<typeof TrendsSummaryNoteSchema>;
export type TrendsPatternNote = Static<typeof TrendsPatternNoteSchema>;
export type TrendsPredictionNote = Static<typeof TrendsPredictionNoteSchema>;
export type TrendsRecommendationNote = Static<typeof TrendsRecommendationNoteSchema>;
export type TrendTest = Static<typeof TrendTestSchema>;

export const SeasonalSummaryNoteSchema = Type.Union([
  note('tooLittle', { reports: Count, seasons: Count, minReports: Count }),
  note('compared', { reports: Count, seasons: Count, peaks: Count }),
]);
export const SeasonalPeakNoteSchema = Type.Union([
  note('busiestSeason', { season: SeasonNameSchema, perDay: Figure, reports: Count, days: Count }),
  note('illnessPeak', { illness: Illness, season: SeasonNameSchema, ratio: Figure, reports: Count }),
]);
/**
 * One item of sourced guidance for an illness; `season` when it comes from a peak the data shows,
 * null for the known Indian pattern shown while the data is too thin (`known` true).
 */
export const SeasonalGuidanceNoteSchema = Type.Union([
  note('guidance', {
    illness: Illness,
    kind: Type.Union(GUIDANCE_KINDS.map((k) => Type.Literal(k))),
    index: Index,
    season: Type.Union([SeasonNameSchema, Type.Null()]),
    known: Type.Boolean(),
  }),
  /** No illness rises to `ratio` × its average in any season. */
  note('noPeak', { ratio: Figure }),
]);
export type SeasonalSummaryNote = Static<typeof SeasonalSummaryNoteSchema>;
export type SeasonalPeakNote = Static<typeof SeasonalPeakNoteSchema>;
export type SeasonalGuidanceNote = Static<typeof SeasonalGuidanceNoteSchema>;

const RiskLevelActivity = Type.Union([Type.Literal('high'), Type.Literal('medium')]);
export const RiskFactorNoteSchema = Type.Union([
  note('localActivity', { level: RiskLevelActivity, points: Count }),
  note('localActivityUnknown', {}),
  note('ageBand', {
    band: Type.Union([Type.Literal('under5'), Type.Literal('60to74'), Type.Literal('75plus')]),
    points: Count,
  }),
  /** symptom: one of the 15 symptoms (contracts SYMPTOMS). */
  note('emergencySymptom', { symptom: Type.String(), points: Count }),
  note('symptom', { symptom: Type.String(), points: Count }),
  note('furtherSymptoms', { count: Count, points: Count }),
  /** conditions: the visitor's own words from the medical history that were recognised as chronic. */
  note('chronic', { conditions: Type.Array(Type.String()), points: Count }),
]);
export const RiskRecommendationNoteSchema = Type.Union([
  note('seekCareNow', {}),
  note('seeDoctorSoon', { hours: Count }),
  note('consultIfWorse', {}),
  note('everydayHygiene', {}),
  /** `guidance.<illness>.action.<action>`, for an illness alarming in the place. */
  note('illnessRising', { illness: Illness, action: Index }),
]);
export const RiskMonitoringNoteSchema = Type.Union([
  note('temperature', {}),
  note('dehydration', {}),
  note('symptomDiary', {}),
  note('illnessWarningSigns', { illness: Illness }),
  note('checkAgain', {}),
]);
export const RiskEmergencyNoteSchema = Type.Union([
  note('breathing', {}),
  note('chestPain', {}),
  note('confusion', {}),
  /** `guidance.<illness>.warning.<sign>`. */
  note('illnessWarning', { illness: Illness, sign: Index }),
]);
/** The points scheme the score came from (worded by the page) and the days local activity covers. */
export const RiskScoringSchema = Type.Object({
  method: Type.Literal('points'),
  activityDays: Count,
});
export type RiskFactorNote = Static<typeof RiskFactorNoteSchema>;
export type RiskRecommendationNote = Static<typeof RiskRecommendationNoteSchema>;
export type RiskMonitoringNote = Static<typeof RiskMonitoringNoteSchema>;
export type RiskEmergencyNote = Static<typeof RiskEmergencyNoteSchema>;
export type RiskScoring = Static<typeof RiskScoringSchema>;
