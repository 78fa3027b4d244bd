import {
  isUnfiltered,
  onWindowEvent,
  type HealthDataClient,
  type HealthStat,
  type MapFilters,
  type RemoteProps,
} from '@healthwatch/contracts';
import { useEffect, useState } from 'react';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { useDataClient } from '@healthwatch/ui-kit/useDataClient';
import { mapCatalogs, type MessageId } from '../i18n/map-catalogs';
import { type Speech, useSpeech } from '../i18n/speech';
import { describeFilters } from '../map-view-state/describe';
import { parseViewState, serialiseViewState } from '../map-view-state/url-state';
import { formatCount } from './format-count';
import styles from './HealthStats.module.css';

const SKELETON_ROWS = ['activeCases', 'recovered', 'underMonitoring'];
/** The figures this catalog words; another key from the API keeps the API's words. */
const WORDED = new Set(['activeCases', 'recovered', 'underMonitoring', 'totalReports']);

/** What the figures shown count, with them: the line never describes figures still loading. */
type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; stats: HealthStat[]; filters: MapFilters };

const filtersKey = (f: MapFilters) => serialiseViewState({ center: null, zoom: null, filters: f });

/**
 * The home page statistics: figures from the API, never placeholders,
 * narrowed by the map's filters (the URL's at first, then each
 * map-filters-changed event).
 */
function HealthStatsView({ config, client: given }: RemoteProps & { client?: HealthDataClient }) {
  const client = useDataClient(config, given);
  const speech = useSpeech();
  const t = speech.say;
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
    client.getStats(isUnfiltered(filters) ? undefined : filters).then(
      (stats) => active && setLoad({ state: 'ready', stats, filters }),
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
      <h2 id="map-stats-heading">{t('stats.heading')}</h2>
      {load.state === 'error' && <p role="status">{t('stats.unavailable')}</p>}
      {load.state === 'loading' && (
        <div className={styles.grid} role="status" aria-label={t('stats.loading')} aria-busy="true">
          {SKELETON_ROWS.map((label) => (
            <div key={label} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
              <span className={styles.bar} />
              <span className={styles.barWide} />
            </div>
          ))}
        </div>
      )}
      {load.state === 'ready' && (
        <p data-testid="stats-filter">{t('map.showing', { showing: describeFilters(load.filters, speech) })}</p>
      )}
      {load.state === 'ready' && (
        <dl className={styles.grid}>
          {load.stats.map((stat) => {
            const { label, definition } = statWords(stat, speech);
            return (
              <div key={stat.key} className={styles.card}>
                <dt className={styles.label}>{label}</dt>
                <dd className={styles.value}>{statValue(stat.value, speech)}</dd>
                {definition && <dd className={styles.definition}>{definition}</dd>}
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/** In English the API's own words (docs/SPEC.md's); in another language this catalog's, by the figure's key. */
function statWords(stat: HealthStat, speech: Speech): { label: string; definition: string } {
  if (speech.locale === 'en' || !WORDED.has(stat.key)) return stat;
  const id = (part: 'label' | 'definition') => `api.stats.${stat.key}.${part}` as MessageId;
  return { label: speech.say(id('label')), definition: stat.definition && speech.say(id('definition')) };
}

/** English keeps formatCount (no Intl on the home page's first render); other languages group as they read. */
const statValue = (value: number, speech: Speech) =>
  speech.locale === 'en' ? formatCount(value) : speech.count(value);

const HealthStats = withCatalogs(HealthStatsView, mapCatalogs);
export default HealthStats;
