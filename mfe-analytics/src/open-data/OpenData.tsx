import { useIntl } from 'react-intl';
import { type MessageId, useT } from '../i18n/analytics-catalogs';
import panelStyles from '../panels/Panels.module.css';
import styles from './OpenData.module.css';
import { openDataLinks } from './open-data-links';

/** Links to the open-data export: counts by region, day and illness, small numbers withheld. */
export function OpenData({ apiBaseUrl }: { apiBaseUrl: string }) {
  const t = useT();
  const intl = useIntl();
  const links = openDataLinks(apiBaseUrl);
  return (
    <section aria-labelledby="analytics-open-data-heading" className={styles.openData}>
      <h3 id="analytics-open-data-heading">{t('openData.heading')}</h3>
      <p>
        {intl.formatMessage(
          { id: 'openData.text' satisfies MessageId },
          {
            license: (chunks) => (
              <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
                {chunks}
                <span className={panelStyles.srOnly}> {t('common.newTab')}</span>
              </a>
            ),
          },
        )}
      </p>
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={links.csv} download>
            {t('openData.csv')}
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.geojson} download>
            {t('openData.geojson')}
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.dictionary}>
            {t('openData.dictionary')}
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.catalog}>
            {t('openData.catalog')}
          </a>
        </li>
      </ul>
    </section>
  );
}
