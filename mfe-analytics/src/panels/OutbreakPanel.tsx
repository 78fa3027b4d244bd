import { ILLNESS_LABELS, isIllnessType, type OutbreakPredictionResponse } from '@healthwatch/contracts';
import { Badge } from '../status/Badge';
import { confidenceLabel, confidenceTone, riskLabel, riskTone } from '../status/levels';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyOutbreakChart } from '../charts/lazy';
import { TextList } from './TextList';
import { formatUtcTime } from './utc-time';
import styles from './Panels.module.css';

const pct = (r: number) => `${(100 * (Math.exp(r) - 1)).toFixed(1)}%`;

export function OutbreakPanel({ data }: { data: OutbreakPredictionResponse }) {
  const { prediction } = data;
  const alarms = data.series.filter((p) => p.alarm).length;
  return (
    <div className={styles.panel}>
      <h3>
        Outbreak prediction · {data.data.location} · last {data.data.timeframe} days
      </h3>
      <div className={styles.badges}>
        <Badge tone={riskTone(prediction.risk)} label="Risk" value={riskLabel(prediction.risk)} />
        <Badge tone={confidenceTone(data.confidence)} label="Confidence" value={confidenceLabel(data.confidence)} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Reports in period</dt>
          <dd>{data.data.totalReports}</dd>
        </div>
        <div>
          <dt>Alarm days</dt>
          <dd>{data.status === 'ok' ? alarms : 'not assessed'}</dd>
        </div>
        <div>
          <dt>Growth (14 days)</dt>
          <dd>
            {data.growth
              ? `${pct(data.growth.ratePerDay)} a day${data.growth.doublingTimeDays ? `, doubling in ${data.growth.doublingTimeDays.toFixed(1)} days` : ''}`
              : 'too few reports'}
          </dd>
        </div>
      </dl>
      <p className={styles.timeline}>{prediction.timeline}</p>
      {data.series.length > 0 && (
        <ChartFigure
          title="Daily reports, baseline, alarm threshold and forecast"
          summary={`${data.series.length} days of reports${data.forecast.length ? ` and a ${data.forecast.length}-day forecast` : ''}; ${alarms} alarm day${alarms === 1 ? '' : 's'} (red bars).`}
          chart={<LazyOutbreakChart series={data.series} forecast={data.forecast} />}
          columns={[
            { header: 'Date', cell: (r) => r.date },
            { header: 'Reports', cell: (r) => r.count ?? '—' },
            {
              header: 'Expected',
              cell: (r) => (r.expected === null || r.expected === undefined ? '—' : r.expected.toFixed(1)),
            },
            { header: 'Alarm threshold', cell: (r) => r.threshold ?? '—' },
            { header: 'Alarm', cell: (r) => (r.alarm === undefined ? '—' : r.alarm ? 'Yes' : 'No') },
            {
              header: 'Forecast (80% / 95% interval)',
              cell: (r) =>
                r.forecast
                  ? `${r.forecast.expected.toFixed(1)} (${r.forecast.lower80}–${r.forecast.upper80} / ${r.forecast.lower95}–${r.forecast.upper95})`
                  : '—',
            },
          ]}
          rows={[
            ...data.series.map((p) => ({
              date: p.date,
              count: p.count,
              expected: p.expected,
              threshold: p.threshold,
              alarm: p.alarm,
              forecast: undefined,
            })),
            ...data.forecast.map((f) => ({
              date: f.date,
              count: undefined,
              expected: undefined,
              threshold: undefined,
              alarm: undefined,
              forecast: f,
            })),
          ]}
          rowKey={(r) => r.date}
        />
      )}
      <TextList title="Indicators" items={prediction.indicators} />
      <TextList title="Recommendations" items={prediction.recommendations} />
      {data.illnesses.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
        <section className={styles.tableScroll} aria-label="Reports by illness" tabIndex={0}>
          <table className={styles.table}>
            <caption>Reports by illness</caption>
            <thead>
              <tr>
                <th scope="col">Illness</th>
                <th scope="col">In period</th>
                <th scope="col">Last 7 days</th>
                <th scope="col">Expected (7 days)</th>
                <th scope="col">Alarm</th>
              </tr>
            </thead>
            <tbody>
              {data.illnesses.map((i) => (
                <tr key={i.illness}>
                  <th scope="row">{isIllnessType(i.illness) ? ILLNESS_LABELS[i.illness] : i.label}</th>
                  <td>{i.reports}</td>
                  <td>{i.last7}</td>
                  <td>{i.expectedLast7 === null ? '—' : i.expectedLast7.toFixed(1)}</td>
                  <td>{i.alarm ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <details className={styles.method}>
        <summary>How this is computed</summary>
        <p>{data.detector.description}</p>
        <p>{data.confidenceBasis}</p>
        <p>Last updated {formatUtcTime(data.lastUpdated)}.</p>
      </details>
    </div>
  );
}
