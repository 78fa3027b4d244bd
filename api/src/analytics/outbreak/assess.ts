import {
  ANALYTICS_TIMEFRAMES,
  ILLNESS_TYPES,
  type AnalyticsTimeframe,
  type IllnessActivity,
  type IllnessType,
  type OutbreakPredictionResponse,
  type RiskLabel,
  type SeriesPoint,
} from '@healthwatch/contracts';
import { allowingForReporting } from '../../alerts/alarm-figures';
import { ears } from '@healthwatch/outbreak-engine';
import { REGRESSION_DEFAULTS, regressionDetector } from '@healthwatch/outbreak-engine';
import type { DetectorDay } from '@healthwatch/outbreak-engine';
import { forecast } from '@healthwatch/outbreak-engine';
import { growthRate, type Growth } from '@healthwatch/outbreak-engine';
import { GUIDANCE } from '@healthwatch/outbreak-engine';
import { isoDay, otherIllnesses, sum, type DailySeries } from '@healthwatch/outbreak-engine';
import { confidence, CONFIDENCE_FORMULA } from './confidence';

export const FORECAST_HORIZON = 14;
const RECENT = 7;
/** Days each illness is scored on (the background pre-fit mirrors this). */
export const ILLNESS_WINDOW = RECENT;
export const LONGEST_TIMEFRAME = Math.max(...ANALYTICS_TIMEFRAMES);

export const DETECTOR = {
  name: 'Negative-binomial regression with outbreak down-weighting',
  description:
    'Quasi-Poisson regression of daily counts on trend, day of week and season, refitted weekly on up to two years of history with past outbreaks down-weighted (Noufaily et al. 2013) and a lasting change in how many people report followed; each illness is judged beside the other reports of its place, so a rise every illness shares (more people reporting) is not taken for an outbreak; a day alarms when the last four days together exceed the 99.35% negative-binomial quantile of what was expected (the uncertainty of the fit included), or the day alone its 99.935% quantile, and at least 3 reports are involved. EARS C1–C3 (CDC) are shown for comparison.',
};

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

const pct = (r: number) => `${(100 * (Math.exp(r) - 1)).toFixed(1)}%`;
const num = (v: number) => (Math.abs(v) >= 10 ? v.toFixed(0) : v.toFixed(1));

export function assessOutbreak(
  series: DailySeries | null,
  /** A SPEC place or an area's name, as the texts name it. */
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
        timeline: `No reports from ${location} yet, so there is nothing to forecast.`,
        indicators: [`0 reports from ${location}.`],
        recommendations: ['Report symptoms to help build a local picture; nothing can be concluded yet.'],
      },
      confidence: 0,
      confidenceBasis: CONFIDENCE_FORMULA,
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
      date: isoDay(series.startDay + t),
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

  const indicators: string[] = [];
  const recommendations: string[] = [];
  let risk: RiskLabel;
  if (!modelReady) {
    risk = 'insufficient data';
    if (lastDay.baselineRejected) {
      indicators.push(
        `No usable baseline for ${location} today: the regression fit on its ${length} days of history (${historyReports} reports) did not converge or expected an implausible count, so the latest days are not assessed; EARS C1–C3 are still shown.`,
      );
      recommendations.push(
        'The baseline cannot judge the latest days; compare the counts with EARS and with clinic reports.',
      );
    } else {
      indicators.push(
        `Only ${length} day${length === 1 ? '' : 's'} of reports (${historyReports} in all) from ${location}; the baseline needs 35–41 days of history (28 days ending a week before the current calendar week) before it can judge whether counts are unusual.`,
      );
      recommendations.push('Too little history to call an outbreak either way; keep reporting symptoms.');
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
      const allowing = allowingForReporting(i.reportingRatio);
      indicators.push(
        `${i.label}: ${i.last7} reports in the last ${RECENT} days against ${num(i.expectedLast7 ?? 0)} expected${allowing ? ` (${allowing})` : ''}; ${i.alarmDays} of ${RECENT} days above the alarm threshold.`,
      );
    }
    const c3Days = c3.slice(length - RECENT).filter((d) => d.alarm).length;
    indicators.push(`EARS C3 (CDC) flagged ${c3Days} of the last ${RECENT} days.`);
    for (const i of alarming)
      recommendations.push(...GUIDANCE[i.illness as IllnessType].actions.map((a) => `${i.label}: ${a}`));
    if (risk === 'high' || risk === 'medium')
      recommendations.push('Public-health teams: check the signal against clinic and laboratory reports for the area.');
    else recommendations.push('No unusual activity detected in the last 7 days: keep up routine prevention.');
  }
  if (growth) {
    indicators.push(
      growth.significant
        ? `Daily reports are ${growth.ratePerDay > 0 ? 'growing' : 'falling'} by ${pct(growth.ratePerDay)} a day (95% CI ${pct(growth.lower95)} to ${pct(growth.upper95)}) over the last ${growth.days} days${growth.doublingTimeDays ? `, doubling every ${num(growth.doublingTimeDays)} days` : ''}.`
        : `No significant growth over the last ${growth.days} days (${pct(growth.ratePerDay)} a day, 95% CI ${pct(growth.lower95)} to ${pct(growth.upper95)}).`,
    );
  }

  const timeline = timelineText(ours, series.startDay, projection, modelReady);
  return {
    prediction: { risk, timeline, indicators, recommendations: [...new Set(recommendations)] },
    confidence: confidence(length, historyReports, dispersion),
    confidenceBasis: `${CONFIDENCE_FORMULA}. Here: ${length} days of history, ${historyReports} reports${dispersion !== null ? `, φ = ${dispersion.toFixed(2)}` : ', no baseline model yet'}.`,
    data,
    lastUpdated,
    status: modelReady ? 'ok' : 'insufficient data',
    detector: DETECTOR,
    series: points,
    forecast: projection.map((p) => ({
      date: isoDay(p.day),
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
export function recentIndicator(recent: readonly DetectorDay[], counts: readonly number[]): string {
  const assessed = recent.flatMap((d, k) => (Number.isFinite(d.expected) ? [{ d, count: counts[k]! }] : []));
  const alarms = assessed.filter((a) => a.d.alarm).length;
  const reports = sum(counts);
  const expected = sum(assessed.map((a) => a.d.expected));
  if (assessed.length === recent.length) {
    return `Last ${recent.length} days: ${reports} reports against ${num(expected)} expected from the baseline; ${alarms} of ${recent.length} days above the alarm threshold.`;
  }
  const missing = recent.length - assessed.length;
  return `Last ${recent.length} days: ${reports} reports; ${missing} of ${recent.length} days not assessed (no usable baseline fit); on the other ${assessed.length}, ${sum(assessed.map((a) => a.count))} reports against ${num(expected)} expected, ${alarms} above the alarm threshold.`;
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

function timelineText(
  ours: readonly DetectorDay[],
  startDay: number,
  projection: ReturnType<typeof forecast> & object,
  modelReady: boolean,
): string {
  const parts: string[] = [];
  if (modelReady) {
    let start = -1;
    for (let t = ours.length - 1; t >= Math.max(0, ours.length - RECENT); t--) if (ours[t]!.alarm) start = t;
    if (start >= 0) parts.push(`Alarm first raised in the last week on ${isoDay(startDay + start)}.`);
    else parts.push('No alarm in the last 7 days.');
  }
  if (projection.length > 0) {
    const total = sum(projection.map((p) => p.expected));
    const lows = Math.min(...projection.map((p) => p.lower80));
    const highs = Math.max(...projection.map((p) => p.upper80));
    parts.push(
      `Next ${projection.length} days: about ${num(total)} reports expected, ${lows}–${highs} on a given day (80% interval).`,
    );
  } else {
    parts.push('Not enough recent data for a forecast (14 days with reports are needed).');
  }
  return parts.join(' ');
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
