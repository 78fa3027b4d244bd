import type {
  AgreementResponse,
  HealthTrendsResponse,
  OutbreakPredictionResponse,
  RiskAssessmentResponse,
  ScanClustersResponse,
  SeasonalResponse,
} from '@healthwatch/contracts';

/** Answers shaped exactly like the API's (the API's own tests check the numbers). */
export function outbreak(
  location: string,
  overrides: Partial<OutbreakPredictionResponse> = {},
): OutbreakPredictionResponse {
  return {
    prediction: {
      risk: 'high',
      timeline: [
        { code: 'alarmSince', params: { date: '2026-11-20' } },
        { code: 'forecast', params: { days: 14, expected: 70.4, low80: 2, high80: 9 } },
      ],
      indicators: [
        {
          code: 'illnessAlarm',
          params: { illness: 'dengue', reports: 42, days: 7, expected: 6, reportingRatio: null, alarmDays: 3 },
        },
        {
          code: 'growthSignificant',
          params: { days: 14, dailyChange: 0.125, lower95: 0.05, upper95: 0.2, doublingDays: 5.9 },
        },
      ],
      recommendations: [
        { code: 'illnessAction', params: { illness: 'dengue', action: 0 } },
        { code: 'checkSignal', params: {} },
      ],
    },
    confidence: 0.85,
    confidenceBasis: { historyDays: 180, reports: 620, dispersion: 1.37 },
    data: { totalReports: 120, timeframe: 30, location },
    lastUpdated: '2026-11-22T00:00:00.000Z',
    status: 'ok',
    detector: { id: 'nb-regression-downweighted' },
    series: [
      {
        date: '2026-11-20',
        count: 12,
        expected: 4.2,
        threshold: 9,
        alarm: true,
        ears: { c1: true, c2: true, c3: true },
      },
      {
        date: '2026-11-21',
        count: 5,
        expected: 4.1,
        threshold: 9,
        alarm: false,
        ears: { c1: false, c2: false, c3: true },
      },
    ],
    forecast: [{ date: '2026-11-22', expected: 5.5, lower80: 3, upper80: 8, lower95: 2, upper95: 10 }],
    growth: { days: 14, ratePerDay: 0.05, lower95: 0.01, upper95: 0.09, doublingTimeDays: 13.9, significant: true },
    illnesses: [
      { illness: 'dengue', label: 'Dengue', reports: 60, last7: 42, expectedLast7: 6, reportingRatio: 1, alarm: true },
    ],
    ...overrides,
  };
}

export const trends: HealthTrendsResponse = {
  trends: {
    totalReports: 90,
    averageDaily: 3,
    period: 30,
    location: 'India',
    topIllnesses: [
      ['flu', 60],
      ['dengue', 30],
    ],
    trend: 'stable',
    trendTest: { method: 'quasi-poisson-wald', level: 0.05, dayOfWeek: true },
    weeklyChange: 0.01,
    pValue: 0.6,
    daily: [],
  },
  insights: {
    summary: {
      code: 'trend',
      params: { reports: 90, days: 30, perDay: 3, trend: 'stable', weeklyChange: 0.01, pValue: 0.6 },
    },
    patterns: [
      { code: 'topIllness', params: { illness: 'flu', reports: 60, total: 90 } },
      { code: 'busiestWeekday', params: { weekday: 1, reports: 20, total: 90 } },
    ],
    predictions: [{ code: 'stableContinues', params: { pValue: 0.6, perDay: 3 } }],
    recommendations: [{ code: 'illnessShare', params: { illness: 'flu', share: 60 / 90, measure: 0 } }],
  },
};

export const seasonal: SeasonalResponse = {
  insights: {
    summary: { code: 'compared', params: { reports: 400, seasons: 4, peaks: 1 } },
    peakPeriods: [
      { code: 'illnessPeak', params: { illness: 'dengue', season: 'post-monsoon', ratio: 2.5, reports: 200 } },
    ],
    riskFactors: [
      {
        code: 'guidance',
        params: { illness: 'dengue', kind: 'riskFactor', index: 0, season: 'post-monsoon', known: false },
      },
    ],
    preventiveMeasures: [
      {
        code: 'guidance',
        params: { illness: 'dengue', kind: 'measure', index: 2, season: 'post-monsoon', known: false },
      },
    ],
    preparation: [
      {
        code: 'guidance',
        params: { illness: 'dengue', kind: 'prepare', index: 0, season: 'post-monsoon', known: false },
      },
    ],
    sources: [
      {
        title: 'WHO fact sheet: Dengue and severe dengue',
        url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
      },
    ],
  },
  seasonalPatterns: [
    { season: 'winter', months: [12, 1, 2], total: 50, daysCovered: 90, dailyRate: 0.56 },
    { season: 'summer', months: [3, 4, 5], total: 60, daysCovered: 92, dailyRate: 0.65 },
    { season: 'monsoon', months: [6, 7, 8, 9], total: 90, daysCovered: 122, dailyRate: 0.74 },
    { season: 'post-monsoon', months: [10, 11], total: 200, daysCovered: 61, dailyRate: 3.28 },
  ],
  location: 'India',
  status: 'ok',
};

export const risk: RiskAssessmentResponse = {
  riskAssessment: {
    riskLevel: 'medium',
    riskFactors: [{ code: 'localActivity', params: { level: 'medium', points: 2 } }],
    recommendations: [
      { code: 'consultIfWorse', params: {} },
      { code: 'illnessRising', params: { illness: 'dengue', action: 0 } },
      { code: 'illnessRising', params: { illness: 'unknown', action: 0 } },
    ],
    monitoring: [{ code: 'illnessWarningSigns', params: { illness: 'dengue' } }],
    emergencyIndicators: [
      { code: 'chestPain', params: {} },
      { code: 'illnessWarning', params: { illness: 'dengue', sign: 2 } },
    ],
    score: 2,
    scoring: { method: 'points', activityDays: 30 },
    localActivity: 'medium',
  },
};

/** GET /api/analytics/agreement for an area without any official series loaded. */
export const noOfficialData: AgreementResponse = {
  data: {
    area: { id: 'IN', name: 'India' },
    definition: 'ili-who',
    indicator: null,
    indicators: [],
    source: null,
    weeks: [],
    r: null,
    weeksCompared: 0,
    lag: null,
    rAtLag: null,
    weeksAtLag: 0,
    maxLag: 8,
  },
};

/** The same with a series that HealthWatch leads by 2 weeks. */
export const agreement: AgreementResponse = {
  data: {
    ...noOfficialData.data,
    indicator: 'ili-per-100k',
    indicators: ['ili-per-100k', 'flunet:inf_all'],
    source: 'idsp.csv',
    weeks: [
      { week: '2026-W44', weekStart: '2026-10-26', healthwatch: 60, official: 30.5 },
      { week: '2026-W45', weekStart: '2026-11-02', healthwatch: null, official: 31 },
      { week: '2026-W46', weekStart: '2026-11-09', healthwatch: 220, official: 36.2 },
    ],
    r: 0.41,
    weeksCompared: 2,
    lag: 2,
    rAtLag: 0.987,
    weeksAtLag: 18,
  },
};

export const noScanClusters: ScanClustersResponse = { country: 'IN', scannedAt: '2026-11-25T03:40:00.000Z', data: [] };

/** Two clusters, strongest first; the first crosses a state line. */
export const scanClusters: ScanClustersResponse = {
  ...noScanClusters,
  data: [
    {
      country: 'IN',
      illness: 'flu',
      day: '2026-11-24',
      days: 1,
      latitude: 28.61,
      longitude: 77.21,
      radiusKm: 2.2,
      places: 1,
      areas: [{ id: 'in.d.delhi.new-delhi', name: 'New Delhi', level: 'district', region: 'Delhi' }],
      observed: 9,
      expected: 1.04,
      pValue: 0.0041,
      referenceDays: 365,
      tier: 'watch',
    },
    {
      country: 'IN',
      illness: 'dengue',
      day: '2026-11-24',
      days: 3,
      latitude: 19.07,
      longitude: 72.88,
      radiusKm: 7.6,
      places: 12,
      areas: [
        { id: 'in.d.maharashtra.mumbai-suburban', name: 'Mumbai Suburban', level: 'district', region: 'Maharashtra' },
        { id: 'in.d.gujarat.valsad', name: 'Valsad', level: 'district', region: 'Gujarat' },
        { id: 'in.d.maharashtra.thane', name: 'Thane', level: 'district', region: 'Maharashtra' },
      ],
      observed: 31,
      expected: 12.25,
      pValue: 0.0083,
      referenceDays: 365,
      tier: 'watch',
    },
  ],
};
