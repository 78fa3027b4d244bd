import { Type, type Static } from '@sinclair/typebox';
import { ANALYTICS_LOCATIONS, ANALYTICS_TIMEFRAMES } from '../domain/constants';
import { SYMPTOMS } from '../domain/symptoms';
import {
  ConfidenceBasisSchema,
  OutbreakDetectorSchema,
  OutbreakIndicatorSchema,
  OutbreakRecommendationSchema,
  OutbreakTimelineSchema,
} from './outbreak-notes';
import {
  RiskEmergencyNoteSchema,
  RiskFactorNoteSchema,
  RiskMonitoringNoteSchema,
  RiskRecommendationNoteSchema,
  RiskScoringSchema,
  SeasonNameSchema,
  SeasonalGuidanceNoteSchema,
  SeasonalPeakNoteSchema,
  SeasonalSummaryNoteSchema,
  TrendsPatternNoteSchema,
  TrendsPredictionNoteSchema,
  TrendsRecommendationNoteSchema,
  TrendsSummaryNoteSchema,
  TrendClassSchema,
  TrendTestSchema,
} from './insight-notes';

/**
 * Payloads of /api/analytics/* (docs/SPEC.md §3 shapes, plus the series, baseline,
 * threshold and forecast the charts draw).
 */
const Nullable = <T extends ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const RiskLabelSchema = Type.Union([
  Type.Literal('high'),
  Type.Literal('medium'),
  Type.Literal('low'),
  Type.Literal('insufficient data'),
]);
export type RiskLabel = Static<typeof RiskLabelSchema>;

export const AnalyticsStatusSchema = Type.Union([Type.Literal('ok'), Type.Literal('insufficient data')]);
export type AnalyticsStatus = Static<typeof AnalyticsStatusSchema>;

export const AnalyticsSourceSchema = Type.Object({ title: Type.String(), url: Type.String() });
export type AnalyticsSource = Static<typeof AnalyticsSourceSchema>;

export const OutbreakQuerySchema = Type.Object({
  location: Type.Optional(Type.String({ description: `One of ${ANALYTICS_LOCATIONS.join(', ')}` })),
  timeframe: Type.Optional(Type.String({ description: `Days: ${ANALYTICS_TIMEFRAMES.join(', ')}` })),
});

export const SeriesPointSchema = Type.Object({
  date: Type.String({ description: 'UTC day, YYYY-MM-DD' }),
  count: Type.Integer(),
  /** Baseline expectation of the outbreak detector; null while it has too little history, or when no usable baseline fit exists for that day (see the api analytics README). */
  expected: Nullable(Type.Number()),
  /** Counts above this line alarm (negative-binomial quantile). */
  threshold: Nullable(Type.Number()),
  alarm: Type.Boolean(),
  ears: Type.Object({ c1: Type.Boolean(), c2: Type.Boolean(), c3: Type.Boolean() }),
});
export type SeriesPoint = Static<typeof SeriesPointSchema>;

export const ForecastPointSchema = Type.Object({
  date: Type.String(),
  expected: Type.Number(),
  lower80: Type.Number(),
  upper80: Type.Number(),
  lower95: Type.Number(),
  upper95: Type.Number(),
});
export type ForecastPoint = Static<typeof ForecastPointSchema>;

export const GrowthSchema = Type.Object({
  days: Type.Integer(),
  ratePerDay: Type.Number(),
  lower95: Type.Number(),
  upper95: Type.Number(),
  doublingTimeDays: Nullable(Type.Number()),
  significant: Type.Boolean(),
});
export type GrowthEstimate = Static<typeof GrowthSchema>;

export const IllnessActivitySchema = Type.Object({
  illness: Type.String(),
  label: Type.String(),
  /** Reports in the timeframe. */
  reports: Type.Integer(),
  /** Reports in the last 7 days and what the baseline expected for them. */
  last7: Type.Integer(),
  expectedLast7: Nullable(Type.Number()),
  /**
   * How many times their usual level the place's other illnesses ran over those 7 days (the middle of them, by
   * weight), already in `expectedLast7` (more people reporting, not more of this illness); 1 when they did not
   * rise, null without an expectation.
   */
  reportingRatio: Nullable(Type.Number({ minimum: 1 })),
  alarm: Type.Boolean(),
});
export type IllnessActivity = Static<typeof IllnessActivitySchema>;

export const OutbreakPredictionResponseSchema = Type.Object({
  prediction: Type.Object({
    risk: RiskLabelSchema,
    /** What happened lately and what the forecast expects, as notes the page words (outbreak-notes.ts). */
    timeline: Type.Array(OutbreakTimelineSchema),
    indicators: Type.Array(OutbreakIndicatorSchema),
    recommendations: Type.Array(OutbreakRecommendationSchema),
  }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  confidenceBasis: ConfidenceBasisSchema,
  data: Type.Object({ totalReports: Type.Integer(), timeframe: Type.Integer(), location: Type.String() }),
  lastUpdated: Type.String({ format: 'date-time' }),
  status: AnalyticsStatusSchema,
  detector: OutbreakDetectorSchema,
  series: Type.Array(SeriesPointSchema),
  forecast: Type.Array(ForecastPointSchema),
  growth: Type.Union([GrowthSchema, Type.Null()]),
  illnesses: Type.Array(IllnessActivitySchema),
});
export type OutbreakPredictionResponse = Static<typeof OutbreakPredictionResponseSchema>;

export type TrendClassification = Static<typeof TrendClassSchema>;

export const HealthTrendsQuerySchema = Type.Object({
  period: Type.Optional(Type.String({ description: `Days: ${ANALYTICS_TIMEFRAMES.join(', ')}` })),
  location: Type.Optional(Type.String({ description: 'Optional; all reports when absent' })),
});

export const HealthTrendsResponseSchema = Type.Object({
  trends: Type.Object({
    totalReports: Type.Integer(),
    averageDaily: Type.Number(),
    period: Type.Integer({ description: 'Days' }),
    /** The place or area asked about; null when the question was about every report. */
    location: Type.Union([Type.String(), Type.Null()]),
    topIllnesses: Type.Array(Type.Tuple([Type.String(), Type.Integer()])),
    trend: TrendClassSchema,
    trendTest: TrendTestSchema,
    weeklyChange: Nullable(Type.Number()),
    pValue: Nullable(Type.Number()),
    daily: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  }),
  /** Notes the page words (insight-notes.ts). */
  insights: Type.Object({
    summary: TrendsSummaryNoteSchema,
    patterns: Type.Array(TrendsPatternNoteSchema),
    predictions: Type.Array(TrendsPredictionNoteSchema),
    recommendations: Type.Array(TrendsRecommendationNoteSchema),
  }),
});
export type HealthTrendsResponse = Static<typeof HealthTrendsResponseSchema>;

export const SeasonalQuerySchema = Type.Object({ location: Type.Optional(Type.String()) });

export const SeasonalPatternSchema = Type.Object({
  season: SeasonNameSchema,
  /** The season's months, 1–12 (India Meteorological Department). */
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  total: Type.Integer(),
  daysCovered: Type.Integer(),
  dailyRate: Nullable(Type.Number()),
});
export type SeasonalPattern = Static<typeof SeasonalPatternSchema>;

export const SeasonalResponseSchema = Type.Object({
  /** Notes the page words (insight-notes.ts); sources keep their publications' own titles. */
  insights: Type.Object({
    summary: SeasonalSummaryNoteSchema,
    peakPeriods: Type.Array(SeasonalPeakNoteSchema),
    riskFactors: Type.Array(SeasonalGuidanceNoteSchema),
    preventiveMeasures: Type.Array(SeasonalGuidanceNoteSchema),
    preparation: Type.Array(SeasonalGuidanceNoteSchema),
    sources: Type.Array(AnalyticsSourceSchema),
  }),
  seasonalPatterns: Type.Array(SeasonalPatternSchema),
  location: Type.String(),
  status: AnalyticsStatusSchema,
});
export type SeasonalResponse = Static<typeof SeasonalResponseSchema>;

export const RiskAssessmentBodySchema = Type.Object(
  {
    /** One of SPEC's five places or an area id. */
    location: Type.String({ minLength: 1, maxLength: 200 }),
    symptoms: Type.Array(Type.Unsafe<(typeof SYMPTOMS)[number]>({ type: 'string', enum: [...SYMPTOMS] }), {
      maxItems: 15,
      uniqueItems: true,
    }),
    medicalHistory: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
    age: Type.Integer({ minimum: 0, maximum: 120 }),
    gender: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type RiskAssessmentBody = Static<typeof RiskAssessmentBodySchema>;

export const RiskAssessmentResponseSchema = Type.Object({
  riskAssessment: Type.Object({
    riskLevel: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
    /** Notes the page words (insight-notes.ts). */
    riskFactors: Type.Array(RiskFactorNoteSchema),
    recommendations: Type.Array(RiskRecommendationNoteSchema),
    monitoring: Type.Array(RiskMonitoringNoteSchema),
    emergencyIndicators: Type.Array(RiskEmergencyNoteSchema),
    score: Type.Integer(),
    scoring: RiskScoringSchema,
    localActivity: RiskLabelSchema,
  }),
});
export type RiskAssessmentResponse = Static<typeof RiskAssessmentResponseSchema>;
