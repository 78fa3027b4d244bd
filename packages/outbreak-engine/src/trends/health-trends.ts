import {
  ILLNESS_TYPES,
  type HealthTrendsResponse,
  type IllnessType,
  type TrendsPatternNote,
  type TrendsPredictionNote,
  type TrendsRecommendationNote,
  type TrendsSummaryNote,
  dayString,
} from '@healthwatch/contracts';
import { GUIDANCE } from '../seasons/knowledge';
import { dayOfWeek } from '../model/design';
import { sum, type DailySeries } from '../series/daily-series';
import { MIN_DAYS, MIN_REPORTS, trendTest } from './trend-test';

/**
 * Health trends for the last `period` days. Every note in `insights` carries the numbers computed
 * here that it rests on; the page words them.
 */
export function healthTrends(
  series: DailySeries | null,
  placeLabel: string | null,
  period: number,
  today: number,
): HealthTrendsResponse {
  const startDay = today - period + 1;
  const daily: number[] = [];
  const byIllness = Object.fromEntries(ILLNESS_TYPES.map((i) => [i, 0])) as Record<IllnessType, number>;
  let previous = 0;
  let previousDays = 0;
  for (let d = startDay; d <= today; d++) {
    const i = series ? d - series.startDay : -1;
    daily.push(series && i >= 0 ? series.total[i]! : 0);
    if (series && i >= 0) for (const ill of ILLNESS_TYPES) byIllness[ill] += series.byIllness[ill][i]!;
  }
  if (series) {
    for (let d = startDay - period; d < startDay; d++) {
      const i = d - series.startDay;
      if (i >= 0) {
        previous += series.total[i]!;
        previousDays++;
      }
    }
  }
  // Days before the first report are not "zero days" for the trend test.
  const firstIndex = series ? Math.max(0, series.startDay - startDay) : daily.length;
  const tested = daily.slice(firstIndex);
  const trend = trendTest(tested, startDay + firstIndex);
  const totalReports = sum(daily);
  const averageDaily = Math.round((totalReports / period) * 100) / 100;
  const topIllnesses = ILLNESS_TYPES.filter((i) => byIllness[i] > 0)
    .sort((a, b) => byIllness[b] - byIllness[a])
    .map((i): [IllnessType, number] => [i, byIllness[i]]);

  const patterns: TrendsPatternNote[] = [];
  const predictions: TrendsPredictionNote[] = [];
  const recommendations: TrendsRecommendationNote[] = [];
  const summary: TrendsSummaryNote =
    trend.classification === 'insufficient data'
      ? { code: 'tooFew', params: { reports: totalReports, days: period, minReports: MIN_REPORTS, minDays: MIN_DAYS } }
      : {
          code: 'trend',
          params: {
            reports: totalReports,
            days: period,
            perDay: averageDaily,
            trend: trend.classification,
            weeklyChange: trend.weeklyChange,
            pValue: trend.pValue,
          },
        };
  if (topIllnesses.length > 0 && totalReports > 0) {
    const [illness, count] = topIllnesses[0]!;
    patterns.push({ code: 'topIllness', params: { illness, reports: count, total: totalReports } });
  }
  if (totalReports >= 30) {
    const weekday = new Array<number>(7).fill(0);
    daily.forEach((c, i) => {
      weekday[dayOfWeek(startDay + i)] = weekday[dayOfWeek(startDay + i)]! + c;
    });
    const busiest = weekday.indexOf(Math.max(...weekday));
    patterns.push({
      code: 'busiestWeekday',
      params: { weekday: busiest, reports: weekday[busiest]!, total: totalReports },
    });
  }
  if (previousDays === period && previous > 0)
    patterns.push({
      code: 'comparedWithPrevious',
      params: { change: totalReports / previous - 1, days: period, reports: totalReports, previous },
    });
  if (trend.classification === 'significant increase' || trend.classification === 'decrease') {
    predictions.push({
      code: 'changeContinues',
      params: {
        weeklyChange: trend.weeklyChange!,
        perDayNextWeek: averageDaily * (1 + trend.weeklyChange!),
        perDay: averageDaily,
      },
    });
  } else if (trend.classification === 'stable') {
    predictions.push({ code: 'stableContinues', params: { pValue: trend.pValue!, perDay: averageDaily } });
  }
  for (const [illness, count] of topIllnesses.slice(0, 2)) {
    if (count / Math.max(1, totalReports) >= 0.2 && GUIDANCE[illness].preventiveMeasures[0])
      recommendations.push({ code: 'illnessShare', params: { illness, share: count / totalReports, measure: 0 } });
  }
  if (trend.classification === 'significant increase')
    recommendations.push({ code: 'risingCheckOutbreak', params: { pValue: trend.pValue! } });

  return {
    trends: {
      totalReports,
      averageDaily,
      period,
      location: placeLabel,
      topIllnesses,
      trend: trend.classification,
      trendTest: trend.test,
      weeklyChange: trend.weeklyChange,
      pValue: trend.pValue,
      daily: daily.map((count, i) => ({ date: dayString(startDay + i), count })),
    },
    insights: { summary, patterns, predictions, recommendations },
  };
}
