import { ILLNESS_LABELS, isIllnessType, type HealthTrendsResponse } from '@healthwatch/contracts';
import { Badge } from '../status/Badge';
import type { Tone } from '../status/levels';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyBarsChart } from '../charts/lazy';
import { TextList } from './TextList';
import styles from './Panels.module.css';

const TREND_TONE: Record<HealthTrendsResponse['trends']['trend'], Tone> = {
  'significant increase': 'red',
  stable: 'green',
  decrease: 'green',
  'insufficient data': 'grey',
};

const label = (name: string) => (isIllnessType(name) ? ILLNESS_LABELS[name] : name);

export function TrendsPanel({ data }: { data: HealthTrendsResponse }) {
  const { trends, insights } = data;
  const bars = trends.topIllnesses.map(([name, count]) => ({ label: label(name), value: count }));
  return (
    <div className={styles.panel}>
      <h3>
        Health trends · {trends.location} · last {trends.period} days
      </h3>
      <div className={styles.badges}>
        <Badge tone={TREND_TONE[trends.trend]} label="Trend" value={trends.trend} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Total reports</dt>
          <dd>{trends.totalReports}</dd>
        </div>
        <div>
          <dt>Average per day</dt>
          <dd>{trends.averageDaily}</dd>
        </div>
        <div>
          <dt>Change per week</dt>
          <dd>
            {trends.weeklyChange === null
              ? '—'
              : `${trends.weeklyChange >= 0 ? '+' : ''}${(100 * trends.weeklyChange).toFixed(0)}%`}
          </dd>
        </div>
      </dl>
      <p>{insights.summary}</p>
      {bars.length > 0 && (
        <ChartFigure
          title="Top illnesses"
          summary={`${bars[0]!.label} leads with ${bars[0]!.value} of ${trends.totalReports} reports.`}
          chart={<LazyBarsChart data={bars} valueName="Reports" />}
          columns={[
            { header: 'Illness', cell: (r) => r.label },
            { header: 'Reports', cell: (r) => r.value },
          ]}
          rows={bars}
          rowKey={(r) => r.label}
        />
      )}
      <TextList title="Patterns" items={insights.patterns} />
      <TextList title="Predictions" items={insights.predictions} empty="No prediction: too few reports." />
      <TextList title="Recommendations" items={insights.recommendations} />
      <p className={styles.note}>Trend test: {trends.trendTest}.</p>
    </div>
  );
}
