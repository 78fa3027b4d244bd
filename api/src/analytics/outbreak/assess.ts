import {
  ANALYTICS_TIMEFRAMES,
  ILLNESS_TYPES,
  type AnalyticsTimeframe,
  type IllnessActivity,
  type IllnessType,
  type OutbreakIndicator,
  type OutbreakPredictionResponse,
  type OutbreakRecommendation,
  type OutbreakTimelineNote,
  type RiskLabel,
  type SeriesPoint,
  reportingRatioShown,
  dayString,
} from '@healthwatch/contracts';
import {
  ears,
  REGRESSION_DEFAULTS,
  regressionDetector,
  type DetectorDay,
  forecast,
  MIN_FORECAST_DAYS,
  growthRate,
  type Growth,
  GUIDANCE,
  otherIllnesses,
  sum,
  type DailySeries,
} from '@healthwatch/outbreak-engine';
import { confidence } from './confidence';

export const FORECAST_HORIZON = 14;
const RECENT = 7;
/** Days each illness is scored on (the background pre-fit mirrors this). */
export const ILLNESS_WINDOW = RECENT;
export const LONGEST_TIMEFRAME = Math.max(...ANALYTICS_TIMEFRAMES);

/** The page words the detector's name and method from `outbreak.detector.*` (the api analytics README describes it). */
export const DETECTOR = { id: 'nb-regression-downweighted' } as const;

/** The risk rule: see `riskFrom`. */
export function riskFrom(
  recentAlarms: number,
  alarmLast3: boolean,
  alarmLast7: boolean,
  growth: Growth | null,
): Exclude<RiskLabel, 'insufficient data'> {
  const growing = growth?.significant && growth.ratePerDay > 0;
  // High: an alarm in the last 3 days that is either still growing or has persisted (≥ 2 alarm days in a week).
  if (alarmLast3 && (growing || recentAlarms >= 2)) return 'high';
  if (alarmLast7 || growing) return 'medium';
  return 'low';
}

/** The share by which daily reports change from one day to the next at log-rate r. */
const dailyChange = (r: number) => Math.exp(r) - 1;

export function assessOutbreak(
  series: DailySeries | null,
  /** A SPEC place or an area's id, as the page names it. */
  location: string,
  timeframe: AnalyticsTimeframe,
  now: Date,
): OutbreakPredictionResponse {
  const lastUpdated = now.toISOString();
  const data = { totalReports: 0, timeframe, location };
  if (!series) {
    return {
      prediction: {
        risk: 'insufficient data',
        timeline: [{ code: 'nothingToForecast', params: {} }],
        indicators: [{ code: 'noReports', params: {} }],
        recommendations: [{ code: 'reportToBuildPicture', params: {} }],
      },
      confidence: 0,
      confidenceBasis: { historyDays: 0, reports: 0, dispersion: null },
      data,
      lastUpdated,
      status: 'insufficient data',
      detector: DETECTOR,
      series: [],
      forecast: [],
      growth: null,
      illnesses: [],
    };
  }
  const y = series.total;
  const length = y.length;
  const from = Math.max(0, length - timeframe);
  const ours = regressionDetector(y, series.startDay, { from: Math.min(from, Math.max(0, length - RECENT)) });
  const c1 = ears(y, 'C1');
  const c2 = ears(y, 'C2');
  const c3 = ears(y, 'C3');
  const points: SeriesPoint[] = [];
  for (let t = from; t < length; t++) {
    const d = ours[t]!;
    points.push({
      date: dayString(series.startDay + t),
      count: y[t]!,
      expected: Number.isFinite(d.expected) ? round(d.expected, 2) : null,
      threshold: Number.isFinite(d.upperBound) ? d.upperBound : null,
      alarm: d.alarm,
      ears: { c1: c1[t]!.alarm, c2: c2[t]!.alarm, c3: c3[t]!.alarm },
    });
  }
  data.totalReports = sum(y.slice(from));
  const historyReports = sum(y);
  const lastDay = ours[length - 1]!;
  const modelReady = Number.isFinite(lastDay.expected);
  const recent = ours.slice(Math.max(0, length - RECENT));
  const recentAlarmDays = recent.filter((d) => d.alarm).length;
  const overallAlarm3 = ours.slice(Math.max(0, length - 3)).some((d) => d.alarm);

  const illnesses = illnessActivity(series, from);
  const alarming = illnesses.filter((i) => i.alarm);
  const growth = growthRate(y);
  const projection = forecast(y, series.startDay, FORECAST_HORIZON) ?? [];
  const dispersion = modelReady ? (lastDay.dispersion ?? null) : null;

  const indicators: OutbreakIndicator[] = [];
  const recommendations: OutbreakRecommendation[] = [];
  let risk: RiskLabel;
  if (!modelReady) {
    risk = 'insufficient data';
    if (lastDay.baselineRejected) {
      indicators.push({ code: 'baselineRejected', params: { days: length, reports: historyReports } });
      recommendations.push({ code: 'baselineCannotJudge', params: {} });
    } else {
      indicators.push({ code: 'shortHistory', params: { days: length, reports: historyReports } });
      recommendations.push({ code: 'tooLittleHistory', params: {} });
    }
  } else {
    const illnessAlarm3 = alarming.some((i) => i.alarmLast3);
    risk = riskFrom(
      recentAlarmDays,
      overallAlarm3 || illnessAlarm3,
      recentAlarmDays > 0 || alarming.length > 0,
      growth,
    );
    indicators.push(recentIndicator(recent, y.slice(length - RECENT)));
    for (const i of alarming) {
      const ratio = i.reportingRatio;
      indicators.push({
        code: 'illnessAlarm',
        params: {
          illness: i.illness,
          reports: i.last7,
          days: RECENT,
          expected: i.expectedLast7 ?? 0,
          reportingRatio: ratio !== null && reportingRatioShown(ratio) ? ratio : null,
          alarmDays: i.alarmDays,
        },
      });
    }
    const c3Days = c3.slice(length - RECENT).filter((d) => d.alarm).length;
    indicators.push({ code: 'earsC3', params: { flaggedDays: c3Days, days: RECENT } });
    for (const i of alarming)
      GUIDANCE[i.illness as IllnessType].actions.forEach((_, action) => {
        recommendations.push({ code: 'illnessAction', params: { illness: i.illness, action } });
      });
    if (risk === 'high' || risk === 'medium') recommendations.push({ code: 'checkSignal', params: {} });
    else recommendations.push({ code: 'routinePrevention', params: { days: RECENT } });
  }
  if (growth) {
    const figures = {
      days: growth.days,
      dailyChange: dailyChange(growth.ratePerDay),
      lower95: dailyChange(growth.lower95),
      upper95: dailyChange(growth.upper95),
    };
    indicators.push(
      growth.significant
        ? { code: 'growthSignificant', params: { ...figures, doublingDays: growth.doublingTimeDays || null } }
        : { code: 'growthNone', params: figures },
    );
  }

  const timeline = timelineNotes(ours, series.startDay, projection, modelReady);
  return {
    prediction: { risk, timeline, indicators, recommendations },
    confidence: confidence(length, historyReports, dispersion),
    confidenceBasis: { historyDays: length, reports: historyReports, dispersion },
    data,
    lastUpdated,
    status: modelReady ? 'ok' : 'insufficient data',
    detector: DETECTOR,
    series: points,
    forecast: projection.map((p) => ({
      date: dayString(p.day),
      expected: round(p.expected, 2),
      lower80: p.lower80,
      upper80: p.upper80,
      lower95: p.lower95,
      upper95: p.upper95,
    })),
    growth,
    illnesses: illnesses.map(({ alarmLast3: _, alarmDays: __, ...rest }) => rest),
  };
}

/**
 * The last week against the baseline. Days without a usable baseline are
 * left out of both sides and counted as not assessed, rather than entering
 * with an expectation of 0.
 */
export function recentIndicator(recent: readonly DetectorDay[], counts: readonly number[]): OutbreakIndicator {
  const assessed = recent.flatMap((d, k) => (Number.isFinite(d.expected) ? [{ d, count: counts[k]! }] : []));
  const alarmDays = assessed.filter((a) => a.d.alarm).length;
  const reports = sum(counts);
  const expected = sum(assessed.map((a) => a.d.expected));
  const days = recent.length;
  if (assessed.length === days) return { code: 'recentAssessed', params: { days, reports, expected, alarmDays } };
  return {
    code: 'recentPartlyAssessed',
    params: {
      days,
      reports,
      notAssessed: days - assessed.length,
      assessed: assessed.length,
      assessedReports: sum(assessed.map((a) => a.count)),
      expected,
      alarmDays,
    },
  };
}

/** An illness's activity as served, with what the page's sentences need besides. */
type Activity = IllnessActivity & { alarmLast3: boolean; alarmDays: number };

function illnessActivity(series: DailySeries, from: number): Activity[] {
  const length = series.total.length;
  const out: Activity[] = [];
  const byIllness = ILLNESS_TYPES.map((i) => series.byIllness[i]);
  for (const [k, illness] of ILLNESS_TYPES.entries()) {
    const y = byIllness[k]!;
    const reports = sum(y.slice(from));
    const last7 = sum(y.slice(length - RECENT));
    // The window of the oldest scored day reaches further back: reports there can raise an
    // alarm in the last 7 days although none of those days has a report.
    const windowed = sum(y.slice(Math.max(0, length - RECENT - (REGRESSION_DEFAULTS.windowDays - 1))));
    if (reports === 0 && windowed === 0) continue;
    let days: DetectorDay[] = [];
    if (windowed > 0)
      days = regressionDetector(y, series.startDay, {
        from: Math.max(0, length - ILLNESS_WINDOW),
        companions: otherIllnesses(byIllness, k),
      }).slice(length - RECENT);
    const modelled = days.filter((d) => Number.isFinite(d.expected));
    const complete = modelled.length === RECENT;
    const expected = sum(modelled.map((d) => d.expected));
    const usual = sum(modelled.map((d) => d.expected / (d.reportingRatio ?? 1)));
    out.push({
      illness,
      label: GUIDANCE[illness].label,
      reports,
      last7,
      expectedLast7: complete ? round(expected, 2) : null,
      reportingRatio: complete ? (usual > 0 ? Math.max(1, round(expected / usual, 2)) : 1) : null,
      alarm: days.some((d) => d.alarm),
      alarmLast3: days.slice(-3).some((d) => d.alarm),
      alarmDays: days.filter((d) => d.alarm).length,
    });
  }
  return out.sort((a, b) => b.reports - a.reports);
}

function timelineNotes(
  ours: readonly DetectorDay[],
  startDay: number,
  projection: ReturnType<typeof forecast> & object,
  modelReady: boolean,
): OutbreakTimelineNote[] {
  const notes: OutbreakTimelineNote[] = [];
  if (modelReady) {
    let start = -1;
    for (let t = ours.length - 1; t >= Math.max(0, ours.length - RECENT); t--) if (ours[t]!.alarm) start = t;
    if (start >= 0) notes.push({ code: 'alarmSince', params: { date: dayString(startDay + start) } });
    else notes.push({ code: 'noAlarm', params: { days: RECENT } });
  }
  if (projection.length > 0) {
    notes.push({
      code: 'forecast',
      params: {
        days: projection.length,
        expected: sum(projection.map((p) => p.expected)),
        low80: Math.min(...projection.map((p) => p.lower80)),
        high80: Math.max(...projection.map((p) => p.upper80)),
      },
    });
  } else {
    notes.push({ code: 'noForecast', params: { daysNeeded: MIN_FORECAST_DAYS } });
  }
  return notes;
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
