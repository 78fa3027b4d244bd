import type { AnalyticsClient } from '@healthwatch/client';
import { CASE_DEFINITION_IDS, type AgreementResponse, type CaseDefinitionId } from '@healthwatch/contracts';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { ChartFigure } from '../charts/ChartFigure';
import chartStyles from '../charts/Chart.module.css';
import { useLatest } from '../data/useLatest';
import { LoadError } from '../feedback/Feedback';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { agreementArea } from './agreement-area';
import controlStyles from '../controls/Control.module.css';
import styles from './Agreement.module.css';

// The charting library is a lazy chunk, as the page's other charts.
const AgreementChart = lazy(() => import('./AgreementChart'));

type Data = AgreementResponse['data'];

/**
 * HealthWatch beside official surveillance (docs/SPEC.md): for the page's area and a case definition,
 * the weekly rate beside an imported official series, Pearson r, the lag of the highest
 * cross-correlation and the weeks compared, with the table as the chart's text equivalent.
 */
export function AgreementSection({ client, location }: { client: AnalyticsClient; location: string }) {
  const t = useT();
  const ids = useId();
  const area = agreementArea(location);
  const [definition, setDefinition] = useState<CaseDefinitionId>('ili-who');
  const [indicator, setIndicator] = useState<string | undefined>(undefined);
  const load = useCallback(
    async (signal: AbortSignal): Promise<Data | null> =>
      area === null ? null : (await client.agreement({ area, definition, indicator }, signal)).data,
    [client, area, definition, indicator],
  );
  const { state, retry } = useLatest(`${area}|${definition}|${indicator ?? ''}`, load);

  return (
    <section aria-labelledby="analytics-agreement-heading" className={styles.agreement}>
      <h3 id="analytics-agreement-heading">{t('agreement.heading')}</h3>
      <p>{t('agreement.intro')}</p>
      <div className={styles.controls}>
        <label htmlFor={`${ids}-definition`}>{t('agreement.definition')}</label>
        <select
          className={controlStyles.control}
          id={`${ids}-definition`}
          value={definition}
          onChange={(e) => {
            setDefinition(e.target.value as CaseDefinitionId);
          }}
        >
          {CASE_DEFINITION_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`definition.${id}`)}
            </option>
          ))}
        </select>
        {state.status === 'loaded' && state.data && state.data.indicators.length > 1 && (
          <>
            <label htmlFor={`${ids}-indicator`}>{t('agreement.indicator')}</label>
            <select
              className={controlStyles.control}
              id={`${ids}-indicator`}
              value={state.data.indicator ?? ''}
              onChange={(e) => {
                setIndicator(e.target.value);
              }}
            >
              {state.data.indicators.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {area === null ? (
        <p>{t('agreement.chooseArea')}</p>
      ) : state.status === 'error' ? (
        <LoadError onRetry={retry} />
      ) : state.status === 'loaded' && state.data ? (
        <Comparison data={state.data} />
      ) : (
        <p role="status" aria-busy="true">
          {t('page.loading')}
        </p>
      )}
    </section>
  );
}

function Comparison({ data }: { data: Data }) {
  const t = useT();
  const format = useFormat();
  if (data.indicator === null)
    return (
      <p role="status" className={styles.none}>
        {t('agreement.none', { area: data.area.name })}
      </p>
    );
  const indicator = data.indicator;
  const value = (v: number | null, digits: number) => (v === null ? t('agreement.noValue') : format.number(v, digits));
  const lag =
    data.lag === null
      ? t('agreement.lagNone')
      : data.lag === 0
        ? t('agreement.inStep')
        : data.lag > 0
          ? t('agreement.leads', { weeks: data.lag })
          : t('agreement.trails', { weeks: -data.lag });
  const title = t('agreement.chart', { area: data.area.name, indicator });
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{t('agreement.r')}</dt>
          <dd data-testid="agreement-r">{value(data.r, 2)}</dd>
        </div>
        <div>
          <dt>{t('agreement.lag')}</dt>
          <dd data-testid="agreement-lag">
            {lag}
            {data.rAtLag !== null && ` (r = ${format.number(data.rAtLag, 2)})`}
          </dd>
        </div>
        <div>
          <dt>{t('agreement.weeks')}</dt>
          <dd data-testid="agreement-weeks">{format.number(data.weeksCompared)}</dd>
        </div>
      </dl>
      <p className={styles.source}>{t('agreement.source', { source: data.source ?? '', maxLag: data.maxLag })}</p>
      <ChartFigure
        title={title}
        summary={t('agreement.isoWeeks')}
        chart={
          <Suspense fallback={<div className={chartStyles.placeholder} aria-hidden="true" />}>
            <AgreementChart
              weeks={data.weeks}
              healthwatchName={t('agreement.col.healthwatch')}
              officialName={indicator}
            />
          </Suspense>
        }
        columns={[
          { header: t('agreement.col.week'), cell: (w) => w.week },
          { header: t('agreement.col.healthwatch'), cell: (w) => value(w.healthwatch, 1) },
          { header: t('agreement.col.official', { indicator }), cell: (w) => value(w.official, 1) },
        ]}
        rows={data.weeks}
        rowKey={(w) => w.week}
      />
    </>
  );
}
