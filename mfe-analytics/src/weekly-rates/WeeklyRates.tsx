import { createApiClient } from '@healthwatch/client/data-client';
import { CASE_DEFINITION_IDS, type WeeklyRate, type WeeklyRates as Rates } from '@healthwatch/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type Column, ChartFigure } from '../charts/ChartFigure';
import { useLatest } from '../data/useLatest';
import { LoadError, LoadingSkeleton } from '../feedback/Feedback';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { Epicurve } from './Epicurve';
import { rateAreaOf } from './rate-area';
import styles from './WeeklyRates.module.css';

/** Weeks shown: a quarter, enough to see a season's rise beside the weeks before it. */
export const RATE_WEEKS = 12;

interface Props {
  apiBaseUrl: string;
  /** The page's location (one of SPEC's places or an area id). */
  location: string;
  fetchImpl?: typeof fetch | undefined;
}

/**
 * Issue #32's epicurves: for the chosen area, one figure per standard case definition with the weekly rate
 * per 1,000 participants and its Wilson 95 % interval, and a table as its text form. Weeks with fewer
 * participants than the API's minimum say "not enough participants" instead of a figure.
 */
export function WeeklyRates(props: Props) {
  const t = useT();
  // Fetched when opened (five definitions are five requests), so the tabs' answers come first.
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.section} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{t('rates.show')}</summary>
      {open && <RatesForArea {...props} />}
    </details>
  );
}

function RatesForArea({ apiBaseUrl, location, fetchImpl }: Props) {
  const t = useT();
  const area = rateAreaOf(location);
  const client = useMemo(
    () => createApiClient({ apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    [apiBaseUrl, fetchImpl],
  );
  const load = useCallback(
    (signal: AbortSignal): Promise<Rates[]> =>
      area
        ? Promise.all(
            CASE_DEFINITION_IDS.map((definition) =>
              client.getWeeklyRates({ area, definition, weeks: RATE_WEEKS }, signal),
            ),
          )
        : Promise.resolve([]),
    [client, area],
  );
  const { state, retry } = useLatest(area ?? '', load);
  const first = state.status === 'loaded' ? state.data[0] : undefined;
  return (
    <section aria-labelledby="analytics-weekly-rates-heading">
      <h3 id="analytics-weekly-rates-heading">
        {first ? t('rates.headingArea', { area: first.area.name }) : t('rates.heading')}
      </h3>
      <p className={styles.intro}>{t('rates.intro', { min: first?.minParticipants ?? 20 })}</p>
      {!area && <p>{t('rates.chooseArea')}</p>}
      {area && state.status === 'error' && <LoadError onRetry={retry} />}
      {area && state.status === 'loading' && <LoadingSkeleton label={t('page.loading')} />}
      {area &&
        state.status === 'loaded' &&
        state.data.map((rates) => <RateFigure key={rates.definition} rates={rates} />)}
    </section>
  );
}

function RateFigure({ rates }: { rates: Rates }) {
  const t = useT();
  const format = useFormat();
  const figure = (n: number | null) => (n === null ? '' : format.number(Math.round(n * 10) / 10));
  const notEnough = t('rates.notEnough');
  const latest = rates.weeks.at(-1);
  const title = t(`definition.${rates.definition}`);
  const summary = !latest
    ? t('rates.noWeeks')
    : latest.withheld || latest.ratePer1000 === null
      ? t('rates.latestWithheld', { week: latest.week, participants: latest.participants, min: rates.minParticipants })
      : t('rates.latest', {
          week: latest.week,
          rate: figure(latest.ratePer1000),
          cases: latest.cases ?? 0,
          participants: latest.participants,
          lower: figure(latest.lower),
          upper: figure(latest.upper),
        });
  const columns: Column<WeeklyRate>[] = [
    { header: t('rates.column.week'), cell: (w) => w.week },
    { header: t('rates.column.weekStart'), cell: (w) => format.day(w.weekStart) },
    { header: t('rates.column.participants'), cell: (w) => format.number(w.participants) },
    { header: t('rates.column.cases'), cell: (w) => (w.withheld ? notEnough : format.number(w.cases ?? 0)) },
    { header: t('rates.column.rate'), cell: (w) => (w.withheld ? notEnough : figure(w.ratePer1000)) },
    {
      header: t('rates.column.interval'),
      cell: (w) => (w.withheld ? notEnough : t('rates.interval', { lower: figure(w.lower), upper: figure(w.upper) })),
    },
  ];
  return (
    <ChartFigure
      title={title}
      summary={summary}
      chart={<Epicurve weeks={rates.weeks} />}
      columns={columns}
      rows={rates.weeks}
      rowKey={(w) => w.week}
    />
  );
}
