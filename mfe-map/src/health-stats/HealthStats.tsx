import {
  isUnfiltered,
  onWindowEvent,
  type HealthDataClient,
  type HealthStat,
  type MapFilters,
  type RemoteProps,
} from '@healthwatch/contracts';
import { useEffect, useState } from 'react';
import { useDataClient } from '../../../remote-kit/useDataClient';
import { describeFilters } from '../map-view-state/describe';
import { parseViewState, serialiseViewState } from '../map-view-state/url-state';
import { formatCount } from './format-count';
import styles from './HealthStats.module.css';

export const STATS_UNAVAILABLE = 'Health statistics are unavailable right now.';
const SKELETON_ROWS = ['Active Cases', 'Recovered', 'Under Monitoring'];

/** What the figures shown count, with them: the line never describes figures still loading. */
type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; stats: HealthStat[]; showing: string };

const filtersKey = (f: MapFilters) => serialiseViewState({ center: null, zoom: null, filters: f });

/**
 * The home page statistics: figures from the API, never placeholders,
 * narrowed by the map's filters (the URL's at first, then each
 * map-filters-changed event).
 */
export default function HealthStats({ config, client: given }: RemoteProps & { client?: HealthDataClient }) {
  const client = useDataClient(config, given);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [refresh, setRefresh] = useState(0);
  const [filters, setFilters] = useState<MapFilters>(() => parseViewState(window.location.search).filters);
  const key = filtersKey(filters);

  useEffect(() => onWindowEvent('report-submitted', () => setRefresh((n) => n + 1)), []);
  useEffect(
    () =>
      onWindowEvent('map-filters-changed', ({ filters: next }) =>
        setFilters((prev) => (filtersKey(prev) === filtersKey(next) ? prev : next)),
      ),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for filters (a new object may hold the same filters).
  useEffect(() => {
    let active = true;
    const showing = describeFilters(filters);
    client.getStats(isUnfiltered(filters) ? undefined : filters).then(
      (stats) => active && setLoad({ state: 'ready', stats, showing }),
      (err: unknown) => {
        console.warn('Failed to get health statistics', err);
        if (active) setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'error' }));
      },
    );
    return () => {
      active = false;
    };
  }, [client, refresh, key]);

  return (
    <section className={styles.section} aria-labelledby="map-stats-heading" aria-busy={load.state === 'loading'}>
      <h2 id="map-stats-heading">Health Statistics</h2>
      {load.state === 'error' && <p role="status">{STATS_UNAVAILABLE}</p>}
      {load.state === 'loading' && (
        <div className={styles.grid} role="status" aria-label="Loading health statistics" aria-busy="true">
          {SKELETON_ROWS.map((label) => (
            <div key={label} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
              <span className={styles.bar} />
              <span className={styles.barWide} />
            </div>
          ))}
        </div>
      )}
      {load.state === 'ready' && <p data-testid="stats-filter">Showing {load.showing}</p>}
      {load.state === 'ready' && (
        <dl className={styles.grid}>
          {load.stats.map((s) => (
            <div key={s.key} className={styles.card}>
              <dt className={styles.label}>{s.label}</dt>
              <dd className={styles.value}>{formatCount(s.value)}</dd>
              {s.definition && <dd className={styles.definition}>{s.definition}</dd>}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
