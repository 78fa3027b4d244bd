import type { SeasonalResponse } from '@healthwatch/contracts';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyBarsChart } from '../charts/lazy';
import { TextList } from './TextList';
import styles from './Panels.module.css';

const TITLE: Record<SeasonalResponse['seasonalPatterns'][number]['season'], string> = {
  winter: 'Winter',
  summer: 'Summer',
  monsoon: 'Monsoon',
  'post-monsoon': 'Post-monsoon',
};

export function SeasonalPanel({ data }: { data: SeasonalResponse }) {
  const { insights } = data;
  const bars = data.seasonalPatterns.map((s) => ({ label: TITLE[s.season], value: s.total }));
  return (
    <div className={styles.panel}>
      <h3>Seasonal patterns · {data.location}</h3>
      <p>{insights.summary}</p>
      <ChartFigure
        title="Reports per season"
        summary="Totals per Indian meteorological season; the table also gives reports per day covered, since seasons differ in length."
        chart={<LazyBarsChart data={bars} valueName="Reports" colour="#0f766e" />}
        columns={[
          { header: 'Season', cell: (r) => `${TITLE[r.season]} (${r.months})` },
          { header: 'Reports', cell: (r) => r.total },
          { header: 'Days covered', cell: (r) => r.daysCovered },
          { header: 'Reports per day', cell: (r) => (r.dailyRate === null ? '—' : r.dailyRate.toFixed(2)) },
        ]}
        rows={data.seasonalPatterns}
        rowKey={(r) => r.season}
      />
      <TextList title="Peak periods" items={insights.peakPeriods} empty="No seasonal peak can be shown yet." />
      <TextList title="Risk factors" items={insights.riskFactors} />
      <TextList title="Preventive measures" items={insights.preventiveMeasures} />
      <TextList title="Preparation" items={insights.preparation} />
      {insights.sources.length > 0 && (
        <section className={styles.list}>
          <h4>Sources</h4>
          <ul>
            {insights.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.title}
                  <span className={styles.srOnly}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
