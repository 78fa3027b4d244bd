import { COLOUR_BANDS } from '../markers/marker-style';
import styles from './HealthMap.module.css';

/** Explains the docs/SPEC.md §9 colour bands in words as well as colour. */
export function Legend({ showing = 'all reports' }: { showing?: string }) {
  return (
    <figure className={styles.legend} aria-labelledby="map-legend-title">
      <figcaption id="map-legend-title" className={styles.legendTitle}>
        Reports per location ({showing})
      </figcaption>
      <ul className={styles.legendList}>
        {COLOUR_BANDS.map((band) => (
          <li key={band.colour}>
            <span className={styles.swatch} style={{ background: band.colour }} aria-hidden="true" />
            {band.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
