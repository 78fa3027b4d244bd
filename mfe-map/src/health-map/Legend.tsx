import { useT } from '../i18n/map-catalogs';
import { COLOUR_BANDS } from '../markers/marker-style';
import styles from './HealthMap.module.css';

/** Explains the docs/SPEC.md §9 colour bands in words as well as colour. */
export function Legend({ showing }: { showing: string }) {
  const t = useT();
  return (
    <figure className={styles.legend} aria-labelledby="map-legend-title">
      <figcaption id="map-legend-title" className={styles.legendTitle}>
        {t('legend.title', { showing })}
      </figcaption>
      <ul className={styles.legendList}>
        {COLOUR_BANDS.map((band) => (
          <li key={band.colour}>
            <span className={styles.swatch} style={{ background: band.colour }} aria-hidden="true" />
            {t(`legend.${band.name}`)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
