import type { HealthDataClient } from '@healthwatch/contracts';
import { alarmFigures, alarmHeading, alarmPlace, analyticsHref } from './alarm-text';
import styles from './AreaAlerts.module.css';
import { useAreaAlarms } from './useAreaAlarms';

interface Props {
  client: HealthDataClient;
  /** The map's view, [west, south, east, north]. */
  bbox: readonly [number, number, number, number];
}

/** "Alerts for your area": the outbreak detector's current alarms for the areas in the map's view. */
export function AreaAlerts({ client, bbox }: Props) {
  const state = useAreaAlarms(client, bbox);
  return (
    <section className={styles.panel} aria-labelledby="area-alerts-heading" aria-busy={state.status === 'loading'}>
      <h3 id="area-alerts-heading">Alerts for your area</h3>
      <p className={styles.intro}>
        Areas in the map view where the outbreak detector currently sees more reports than expected.
      </p>
      {state.status === 'error' && <p role="alert">Area alerts could not be loaded.</p>}
      {state.status === 'loading' && <p>Loading area alerts…</p>}
      {state.status === 'ok' && state.alarms.length === 0 && <p>No outbreak alarm in this view.</p>}
      {state.status === 'ok' && state.alarms.length > 0 && (
        <ul className={styles.list}>
          {state.alarms.map((a) => (
            <li key={`${a.areaId}|${a.illness}`}>
              <h4>{alarmHeading(a)}</h4>
              <p className={styles.place}>{alarmPlace(a)}</p>
              <p>{alarmFigures(a)}</p>
              <a href={analyticsHref(a)}>Analytics for {a.areaName}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
