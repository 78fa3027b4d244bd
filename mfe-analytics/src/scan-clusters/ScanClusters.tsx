import type { AnalyticsClient } from '@healthwatch/client';
import { isCountryCode, isIllnessType, type ScanClustersResponse } from '@healthwatch/contracts';
import { useCountryName } from '@healthwatch/ui-kit/country-select/useCountryName';
import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import { useCallback } from 'react';
import { useLatest } from '../data/useLatest';
import { LoadError } from '../feedback/Feedback';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import tableStyles from '../panels/Panels.module.css';
import styles from './ScanClusters.module.css';
import { whereOf } from './where-of';

/** The strongest few: a watch list to read, not a register of every cluster. */
export const SCAN_CLUSTER_LIMIT = 5;

/** The clusters' caption names both the scrolling box and its table. */
const CAPTION_ID = 'analytics-scan-clusters-caption';

/**
 * The space-time scan's clusters in the country of the page's location: groups of neighbouring postal codes
 * that may cross district and state lines, which the per-area detector cannot see. Only ever a watch, and
 * labelled so: the API never pushes them, so the page must not read like an alert either.
 */
export function ScanClusters({ client, location }: { client: AnalyticsClient; location: string }) {
  const t = useT();
  const load = useCallback(
    (signal: AbortSignal) => client.scanClusters({ location, limit: SCAN_CLUSTER_LIMIT }, signal),
    [client, location],
  );
  const { state, retry } = useLatest(location, load);
  return (
    <section aria-labelledby="analytics-scan-clusters-heading" className={styles.section}>
      <h3 id="analytics-scan-clusters-heading">{t('scan.heading')}</h3>
      <p className={styles.intro}>
        <strong className={styles.watch}>{t('scan.watch')}</strong> {t('scan.intro')}
      </p>
      {state.status === 'error' ? (
        <LoadError onRetry={retry} />
      ) : state.status === 'loaded' ? (
        <Clusters answer={state.data} />
      ) : (
        <p role="status" aria-busy="true">
          {t('page.loading')}
        </p>
      )}
    </section>
  );
}

function Clusters({ answer }: { answer: ScanClustersResponse }) {
  const t = useT();
  const format = useFormat();
  const countryName = useCountryName();
  const country = isCountryCode(answer.country) ? countryName(answer.country) : answer.country;
  if (answer.scannedAt === null) return <p role="status">{t('scan.notScanned')}</p>;
  const time = format.utcTime(answer.scannedAt);
  if (answer.data.length === 0) return <p role="status">{t('scan.none', { country, time })}</p>;
  // The caption stands above the scrolling box, not in it: a <caption> is as wide as its table, so on a phone
  // the wide table's caption ran out of sight with the columns.
  return (
    <>
      <p id={CAPTION_ID} className={styles.caption}>
        {t('scan.caption', { country, time })}
      </p>
      <TableScroll className={tableStyles.tableScroll} aria-labelledby={CAPTION_ID}>
        <table className={tableStyles.table} aria-labelledby={CAPTION_ID}>
          <thead>
            <tr>
              <th scope="col">{t('common.illness')}</th>
              <th scope="col">{t('scan.col.where')}</th>
              <th scope="col">{t('scan.col.places')}</th>
              <th scope="col">{t('scan.col.radius')}</th>
              <th scope="col">{t('scan.col.days')}</th>
              <th scope="col">{t('common.reports')}</th>
              <th scope="col">{t('scan.col.expected')}</th>
              <th scope="col">{t('scan.col.unusual')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.data.map((c) => (
              <tr key={`${c.illness}|${c.latitude}|${c.longitude}|${c.days}`}>
                <th scope="row">
                  {isIllnessType(c.illness) ? t(`illness.${c.illness}`) : c.illness}
                  {c.demo ? (
                    <>
                      {' '}
                      <span className={styles.demo}>{t('scan.demo')}</span>
                    </>
                  ) : null}
                </th>
                <td>{whereOf(c.areas)}</td>
                <td>{format.number(c.places)}</td>
                <td>{format.number(Math.round(c.radiusKm))}</td>
                <td>{t('scan.days', { days: c.days, day: format.day(c.day) })}</td>
                <td>{format.number(c.observed)}</td>
                <td>{format.number(c.expected, 1)}</td>
                {/* pValue is the share of past days as unusual, so its inverse is how often that happens. */}
                <td>{t('scan.recurrence', { days: Math.round(1 / c.pValue) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
