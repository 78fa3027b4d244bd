import { isIllnessType, type OutbreakPredictionResponse, reportingRatioShown } from '@healthwatch/contracts';
import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { usePlaceName } from '../i18n/usePlaceName';
import { useLevelWords } from '../status/useLevelWords';
import { Badge } from '../status/Badge';
import { confidenceLabel, confidenceTone, riskLabel, riskTone } from '../status/levels';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyOutbreakChart } from '../charts/lazy';
import { TextList } from './TextList';
import { useOutbreakWords } from './outbreak-words';
import styles from './Panels.module.css';

export function OutbreakPanel({ data }: { data: OutbreakPredictionResponse }) {
  const t = useT();
  const format = useFormat();
  const placeName = usePlaceName();
  const levelWords = useLevelWords();
  const { prediction } = data;
  const words = useOutbreakWords(data.data.location);
  const alarms = data.series.filter((p) => p.alarm).length;
  const dash = '—';
  const growthRate = data.growth && format.percent(Math.exp(data.growth.ratePerDay) - 1, 1);
  return (
    <div className={styles.panel}>
      <h3>{t('outbreak.heading', { location: placeName(data.data.location), days: data.data.timeframe })}</h3>
      <div className={styles.badges}>
        <Badge
          tone={riskTone(prediction.risk)}
          label={t('outbreak.risk')}
          value={riskLabel(prediction.risk, levelWords)}
        />
        <Badge
          tone={confidenceTone(data.confidence)}
          label={t('outbreak.confidence')}
          value={confidenceLabel(data.confidence, levelWords)}
        />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('outbreak.reportsInPeriod')}</dt>
          <dd>{format.number(data.data.totalReports)}</dd>
        </div>
        <div>
          <dt>{t('outbreak.alarmDays')}</dt>
          <dd>{data.status === 'ok' ? format.number(alarms) : t('outbreak.notAssessed')}</dd>
        </div>
        <div>
          <dt>{t('outbreak.growth')}</dt>
          <dd>
            {data.growth && growthRate
              ? data.growth.doublingTimeDays
                ? t('outbreak.growthDoubling', {
                    rate: growthRate,
                    days: format.number(data.growth.doublingTimeDays, 1),
                  })
                : t('outbreak.growthRate', { rate: growthRate })
              : t('outbreak.tooFew')}
          </dd>
        </div>
      </dl>
      <p className={styles.timeline}>{prediction.timeline.map(words.timeline).join(' ')}</p>
      {data.series.length > 0 && (
        <ChartFigure
          title={t('outbreak.chartTitle')}
          summary={
            data.forecast.length
              ? t('outbreak.summaryForecast', {
                  days: data.series.length,
                  forecastDays: data.forecast.length,
                  alarms,
                })
              : t('outbreak.summary', { days: data.series.length, alarms })
          }
          chart={<LazyOutbreakChart series={data.series} forecast={data.forecast} />}
          columns={[
            { header: t('common.date'), cell: (r) => format.day(r.date) },
            { header: t('common.reports'), cell: (r) => (r.count === undefined ? dash : format.number(r.count)) },
            {
              header: t('outbreak.expected'),
              cell: (r) => (r.expected === null || r.expected === undefined ? dash : format.number(r.expected, 1)),
            },
            {
              header: t('outbreak.threshold'),
              cell: (r) => (r.threshold === null || r.threshold === undefined ? dash : format.number(r.threshold)),
            },
            {
              header: t('outbreak.alarm'),
              cell: (r) => (r.alarm === undefined ? dash : r.alarm ? t('common.yes') : t('common.no')),
            },
            {
              header: t('outbreak.forecastColumn'),
              cell: (r) => {
                if (!r.forecast) return dash;
                const f = r.forecast;
                const n = format.number;
                return `${n(f.expected, 1)} (${n(f.lower80)}–${n(f.upper80)} / ${n(f.lower95)}–${n(f.upper95)})`;
              },
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
      <TextList title={t('outbreak.indicators')} items={prediction.indicators.map(words.indicator)} />
      <TextList title={t('common.recommendations')} items={prediction.recommendations.map(words.recommendation)} />
      {data.illnesses.length > 0 && (
        <TableScroll className={styles.tableScroll} aria-label={t('outbreak.byIllness')}>
          <table className={styles.table}>
            <caption>{t('outbreak.byIllness')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('common.illness')}</th>
                <th scope="col">{t('outbreak.inPeriod')}</th>
                <th scope="col">{t('outbreak.last7')}</th>
                <th scope="col">{t('outbreak.expected7')}</th>
                <th scope="col">{t('outbreak.alarm')}</th>
              </tr>
            </thead>
            <tbody>
              {data.illnesses.map((i) => (
                <tr key={i.illness}>
                  <th scope="row">{isIllnessType(i.illness) ? t(`illness.${i.illness}`) : i.label}</th>
                  <td>{format.number(i.reports)}</td>
                  <td>{format.number(i.last7)}</td>
                  <td>
                    {i.expectedLast7 === null ? dash : format.number(i.expectedLast7, 1)}
                    {i.reportingRatio !== null && reportingRatioShown(i.reportingRatio) && (
                      <span className={styles.cellNote}>
                        {t('outbreak.reportingAllowed', { ratio: format.number(i.reportingRatio, 1) })}
                      </span>
                    )}
                  </td>
                  <td>{i.alarm ? t('common.yes') : t('common.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <details>
        <summary className={styles.methodSummary}>{t('outbreak.method')}</summary>
        {words.method(data).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{t('outbreak.updated', { time: format.utcTime(data.lastUpdated) })}</p>
      </details>
    </div>
  );
}
