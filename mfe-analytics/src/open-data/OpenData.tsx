import panelStyles from '../panels/Panels.module.css';
import styles from './OpenData.module.css';
import { openDataLinks } from './open-data-links';

/** Links to the open-data export: counts by region, day and illness, small numbers withheld. */
export function OpenData({ apiBaseUrl }: { apiBaseUrl: string }) {
  const links = openDataLinks(apiBaseUrl);
  return (
    <section aria-labelledby="analytics-open-data-heading" className={styles.openData}>
      <h3 id="analytics-open-data-heading">Open data</h3>
      <p>
        Reports per region, day and illness for every complete day. Counts from 1 to 10 are withheld to protect small
        numbers. Free to reuse under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
          CC BY 4.0<span className={panelStyles.srOnly}> (opens in a new tab)</span>
        </a>{' '}
        with attribution to HealthWatch.
      </p>
      <ul className={styles.links}>
        <li>
          <a href={links.csv} download>
            Download data (CSV)
          </a>
        </li>
        <li>
          <a href={links.geojson} download>
            Download data (GeoJSON)
          </a>
        </li>
        <li>
          <a href={links.dictionary}>Data dictionary (JSON)</a>
        </li>
      </ul>
    </section>
  );
}
