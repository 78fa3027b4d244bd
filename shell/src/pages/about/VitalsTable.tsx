import type { VitalSummary } from '@healthwatch/contracts';
import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import { useIntl } from 'react-intl';
import { routeLabelId } from '../../i18n/shell-catalogs';
import { useAboutT } from './about-catalogs';
import styles from './AboutPage.module.css';
import type { VitalsState } from './useVitals';

/**
 * "How fast HealthWatch is for its visitors": each page's 75th percentile largest paint, response to
 * input and layout shift from sampled visits (GET /api/vitals), as a table; a dash where none came.
 */
export function VitalsTable({ state }: { state: VitalsState }) {
  const t = useAboutT();
  const intl = useIntl();
  const seconds = (s: VitalSummary | null) =>
    s
      ? intl.formatNumber(s.p75 / 1000, {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        })
      : '–';
  const millis = (s: VitalSummary | null) =>
    s ? intl.formatNumber(s.p75, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }) : '–';
  const shift = (s: VitalSummary | null) => (s ? intl.formatNumber(s.p75, { maximumFractionDigits: 3 }) : '–');
  return (
    <section aria-labelledby="about-vitals">
      <h2 id="about-vitals">{t('about.vitals.heading')}</h2>
      <p>{t('about.vitals.text')}</p>
      {state.kind === 'loading' && <p>{t('about.vitals.loading')}</p>}
      {state.kind === 'unavailable' && <p>{t('about.vitals.unavailable')}</p>}
      {state.kind === 'ok' && (
        // Its own scroll box on a narrow screen (WCAG 1.4.10).
        <TableScroll aria-label={t('about.vitals.heading')}>
          <table className={styles.table}>
            <caption>{t('about.vitals.caption', { days: state.figures.days })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('about.vitals.page')}</th>
                <th scope="col">{t('about.vitals.lcp')}</th>
                <th scope="col">{t('about.vitals.inp')}</th>
                <th scope="col">{t('about.vitals.cls')}</th>
                <th scope="col">{t('about.vitals.views')}</th>
              </tr>
            </thead>
            <tbody>
              {state.figures.routes.map((r) => (
                <tr key={r.route}>
                  <th scope="row">{t(routeLabelId(r.route))}</th>
                  <td>{seconds(r.lcp)}</td>
                  <td>{millis(r.inp)}</td>
                  <td>{shift(r.cls)}</td>
                  <td>{intl.formatNumber(Math.max(r.lcp?.count ?? 0, r.inp?.count ?? 0, r.cls?.count ?? 0))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
