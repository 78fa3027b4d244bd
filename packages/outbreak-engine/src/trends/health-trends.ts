import { ILLNESS_TYPES, type HealthTrendsResponse, type IllnessType } from '@healthwatch/contracts';
import { GUIDANCE } from '../seasons/knowledge';
import { dayOfWeek } from '../model/design';
import { isoDay, sum, type DailySeries } from '../series/daily-series';
import { trendTest } from './trend-test';

/**
 * Health trends for the last `period` days. Every sentence in `insights` is
 * built from a number computed here, and says which.
 */
const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

export function healthTrends(
  series: DailySeries | null,
  placeLabel: string,
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
    .map((i): [string, number] => [i, byIllness[i]]);

  const patterns: string[] = [];
  const predictions: string[] = [];
  const recommendations: string[] = [];
  let summary: string;
  if (trend.classification === 'insufficient data') {
    summary = `Only ${totalReports} report${totalReports === 1 ? '' : 's'} from ${placeLabel} in the last ${period} days — too few to judge a trend (at least 10 reports over 7 days are needed).`;
  } else {
    const change =
      trend.weeklyChange !== null
        ? ` (${signed(100 * trend.weeklyChange)}% a week, p = ${trend.pValue!.toFixed(3)})`
        : '';
    summary = `${totalReports} reports from ${placeLabel} in the last ${period} days, ${averageDaily} a day; trend: ${trend.classification}${change}.`;
  }
  if (topIllnesses.length > 0 && totalReports > 0) {
    const [name, count] = topIllnesses[0]!;
    patterns.push(
      `${GUIDANCE[name as IllnessType].label} is the most reported illness: ${count} of ${totalReports} reports (${Math.round((100 * count) / totalReports)}%).`,
    );
  }
  if (totalReports >= 30) {
    const weekday = new Array<number>(7).fill(0);
    daily.forEach((c, i) => {
      weekday[dayOfWeek(startDay + i)] = weekday[dayOfWeek(startDay + i)]! + c;
    });
    const busiest = weekday.indexOf(Math.max(...weekday));
    patterns.push(
      `Most reports arrive on ${WEEKDAYS[busiest]}: ${weekday[busiest]} of ${totalReports} (${Math.round((100 * weekday[busiest]!) / totalReports)}%).`,
    );
  }
  if (previousDays === period && previous > 0) {
    const ratio = totalReports / previous - 1;
    patterns.push(
      `${signed(100 * ratio)}% compared with the previous ${period} days (${totalReports} vs ${previous} reports).`,
    );
  }
  if (trend.classification === 'significant increase' || trend.classification === 'decrease') {
    const perDayNextWeek = averageDaily * (1 + trend.weeklyChange!);
    predictions.push(
      `If the fitted change of ${signed(100 * trend.weeklyChange!)}% a week continues, about ${perDayNextWeek.toFixed(1)} reports a day are expected next week (now ${averageDaily}).`,
    );
  } else if (trend.classification === 'stable') {
    predictions.push(
      `No significant change (p = ${trend.pValue!.toFixed(2)}): about ${averageDaily} reports a day are expected to continue.`,
    );
  }
  for (const [name, count] of topIllnesses.slice(0, 2)) {
    const g = GUIDANCE[name as IllnessType];
    if (count / Math.max(1, totalReports) >= 0.2 && g.preventiveMeasures[0])
      recommendations.push(
        `${g.label} makes up ${Math.round((100 * count) / totalReports)}% of reports: ${lower(g.preventiveMeasures[0])}.`,
      );
  }
  if (trend.classification === 'significant increase')
    recommendations.push(
      `Reports are rising significantly (p = ${trend.pValue!.toFixed(3)}): check the Outbreak Prediction tab for which illnesses drive it.`,
    );

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
      daily: daily.map((count, i) => ({ date: isoDay(startDay + i), count })),
    },
    insights: { summary, patterns, predictions, recommendations },
  };
}

function signed(v: number): string {
  return `${v >= 0 ? '+' : ''}${v.toFixed(0)}`;
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
