import { isIllnessType, type HealthTrendsResponse } from '@healthwatch/contracts';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { usePlaceName } from '../i18n/usePlaceName';
import { Badge } from '../status/Badge';
import type { Tone } from '../status/levels';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyBarsChart } from '../charts/lazy';
import { useInsightWords } from './insight-words';
import { TextList } from './TextList';
import styles from './Panels.module.css';

const TREND_TONE: Record<HealthTrendsResponse['trends']['trend'], Tone> = {
  'significant increase': 'red',
  stable: 'green',
  decrease: 'green',
  'insufficient data': 'grey',
};

export function TrendsPanel({ data }: { data: HealthTrendsResponse }) {
  const t = useT();
  const format = useFormat();
  const placeName = usePlaceName();
  const { trends, insights } = data;
  const place = trends.location === null ? t('trends.allLocations') : placeName(trends.location);
  const words = useInsightWords(place);
  const label = (name: string) => (isIllnessType(name) ? t(`illness.${name}`) : name);
  const bars = trends.topIllnesses.map(([name, count]) => ({ label: label(name), value: count }));
  return (
    <div className={styles.panel}>
      <h3>{t('trends.heading', { location: place, days: trends.period })}</h3>
      <div className={styles.badges}>
        <Badge tone={TREND_TONE[trends.trend]} label={t('trends.trend')} value={t(`trends.value.${trends.trend}`)} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('trends.total')}</dt>
          <dd>{format.number(trends.totalReports)}</dd>
        </div>
        <div>
          <dt>{t('trends.average')}</dt>
          <dd>{format.number(trends.averageDaily)}</dd>
        </div>
        <div>
          <dt>{t('trends.weekly')}</dt>
          <dd>{trends.weeklyChange === null ? '—' : format.percent(trends.weeklyChange, 0, true)}</dd>
        </div>
      </dl>
      <p>{words.trendsSummary(insights.summary)}</p>
      {bars.length > 0 && (
        <ChartFigure
          title={t('trends.top')}
          summary={t('trends.topSummary', {
            illness: bars[0]!.label,
            count: format.number(bars[0]!.value),
            total: format.number(trends.totalReports),
          })}
          chart={<LazyBarsChart data={bars} valueName={t('common.reports')} />}
          columns={[
            { header: t('common.illness'), cell: (r) => r.label },
            { header: t('common.reports'), cell: (r) => format.number(r.value) },
          ]}
          rows={bars}
          rowKey={(r) => r.label}
        />
      )}
      <TextList title={t('trends.patterns')} items={insights.patterns.map(words.trendsPattern)} />
      <TextList
        title={t('trends.predictions')}
        items={insights.predictions.map(words.trendsPrediction)}
        empty={t('trends.noPrediction')}
      />
      <TextList title={t('common.recommendations')} items={insights.recommendations.map(words.trendsRecommendation)} />
      <p className={styles.note}>{t('trends.test', { test: words.trendTest(trends.trendTest) })}</p>
    </div>
  );
}
