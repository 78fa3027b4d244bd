import type { SeasonalResponse } from '@healthwatch/contracts';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyBarsChart } from '../charts/lazy';
import { useT } from '../i18n/analytics-catalogs';
import { useApiLang } from '../i18n/useApiLang';
import { useFormat } from '../i18n/useFormat';
import { usePlaceName } from '../i18n/usePlaceName';
import { useInsightWords } from './insight-words';
import { TextList } from './TextList';
import styles from './Panels.module.css';

export function SeasonalPanel({ data }: { data: SeasonalResponse }) {
  const t = useT();
  const apiLang = useApiLang();
  const format = useFormat();
  const placeName = usePlaceName();
  const { insights } = data;
  const words = useInsightWords(placeName(data.location));
  const bars = data.seasonalPatterns.map((s) => ({ label: t(`season.${s.season}`), value: s.total }));
  return (
    <div className={styles.panel}>
      <h3>{t('seasonal.heading', { location: placeName(data.location) })}</h3>
      <p>{words.seasonalSummary(insights.summary)}</p>
      <ChartFigure
        title={t('seasonal.chartTitle')}
        summary={t('seasonal.summary')}
        chart={<LazyBarsChart data={bars} valueName={t('common.reports')} />}
        columns={[
          {
            header: t('seasonal.season'),
            // The months of a season are fixed (India Meteorological Department); worded here, not by the API.
            cell: (r) =>
              t('seasonal.seasonMonths', { season: t(`season.${r.season}`), months: t(`season.${r.season}.months`) }),
          },
          { header: t('common.reports'), cell: (r) => format.number(r.total) },
          { header: t('seasonal.daysCovered'), cell: (r) => format.number(r.daysCovered) },
          {
            header: t('seasonal.perDay'),
            cell: (r) => (r.dailyRate === null ? '—' : format.number(r.dailyRate, 2)),
          },
        ]}
        rows={data.seasonalPatterns}
        rowKey={(r) => r.season}
      />
      <TextList
        title={t('seasonal.peaks')}
        items={insights.peakPeriods.map(words.seasonalPeak)}
        empty={t('seasonal.noPeak')}
      />
      <TextList title={t('common.riskFactors')} items={insights.riskFactors.map(words.seasonalGuidance)} />
      <TextList title={t('seasonal.preventive')} items={insights.preventiveMeasures.map(words.seasonalGuidance)} />
      <TextList title={t('seasonal.preparation')} items={insights.preparation.map(words.seasonalGuidance)} />
      {insights.sources.length > 0 && (
        <section className={styles.list}>
          <h4>{t('seasonal.sources')}</h4>
          <ul>
            {insights.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {apiLang ? <span lang={apiLang}>{s.title}</span> : s.title}
                  <span className={styles.srOnly}> {t('common.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
