import { type TProperties, Type, type Static } from '@sinclair/typebox';

/**
 * What the outbreak assessment says, as codes and figures: the browser words each note from its
 * catalog (`outbreak.note.<code>` in mfe-analytics), so the page reads in the visitor's language.
 * Figures are unrounded where the server computed them; the page rounds as it prints.
 */
export const note = <C extends string, P extends TProperties>(code: C, params: P) =>
  Type.Object({ code: Type.Literal(code), params: Type.Object(params, { additionalProperties: false }) });
const Figure = Type.Number();
const Count = Type.Integer({ minimum: 0 });
const Day = Type.String({ description: 'UTC day, YYYY-MM-DD' });

const growthParams = {
  days: Count,
  /** exp(rate) − 1: the share by which daily reports change from one day to the next. */
  dailyChange: Figure,
  lower95: Figure,
  upper95: Figure,
};

export const OutbreakIndicatorSchema = Type.Union([
  note('noReports', {}),
  note('baselineRejected', { days: Count, reports: Count }),
  note('shortHistory', { days: Count, reports: Count }),
  note('recentAssessed', { days: Count, reports: Count, expected: Figure, alarmDays: Count }),
  note('recentPartlyAssessed', {
    days: Count,
    reports: Count,
    notAssessed: Count,
    assessed: Count,
    assessedReports: Count,
    expected: Figure,
    alarmDays: Count,
  }),
  note('illnessAlarm', {
    illness: Type.String(),
    reports: Count,
    days: Count,
    expected: Figure,
    /** Other reports' level against usual, when it is shown (see reportingRatioShown); null otherwise. */
    reportingRatio: Type.Union([Figure, Type.Null()]),
    alarmDays: Count,
  }),
  note('earsC3', { flaggedDays: Count, days: Count }),
  note('growthSignificant', { ...growthParams, doublingDays: Type.Union([Figure, Type.Null()]) }),
  note('growthNone', growthParams),
]);
export type OutbreakIndicator = Static<typeof OutbreakIndicatorSchema>;

export const OutbreakRecommendationSchema = Type.Union([
  note('reportToBuildPicture', {}),
  note('baselineCannotJudge', {}),
  note('tooLittleHistory', {}),
  /** The illness's action number `action` in the guidance the API keeps (@healthwatch/outbreak-engine, seasons/knowledge.ts). */
  note('illnessAction', { illness: Type.String(), action: Count }),
  note('checkSignal', {}),
  note('routinePrevention', { days: Count }),
]);
export type OutbreakRecommendation = Static<typeof OutbreakRecommendationSchema>;

export const OutbreakTimelineSchema = Type.Union([
  note('nothingToForecast', {}),
  note('alarmSince', { date: Day }),
  note('noAlarm', { days: Count }),
  note('forecast', { days: Count, expected: Figure, low80: Count, high80: Count }),
  note('noForecast', { daysNeeded: Count }),
]);
export type OutbreakTimelineNote = Static<typeof OutbreakTimelineSchema>;

/** The figures the confidence formula was applied to (the formula itself is worded by the page). */
export const ConfidenceBasisSchema = Type.Object({
  historyDays: Count,
  reports: Count,
  /** Quasi-Poisson dispersion φ of the baseline fit; null without a baseline model. */
  dispersion: Type.Union([Figure, Type.Null()]),
});
export type ConfidenceBasis = Static<typeof ConfidenceBasisSchema>;

/** The detector the assessment ran; the page words its name and method. */
export const OUTBREAK_DETECTORS = ['nb-regression-downweighted'] as const;
export const OutbreakDetectorSchema = Type.Object({
  id: Type.Union(OUTBREAK_DETECTORS.map((d) => Type.Literal(d))),
});
