import type { HealthDataClient } from '@healthwatch/contracts';
import { lazy, Suspense } from 'react';
import { useSpeech } from '../i18n/speech';
import {
  alarmAdvice,
  alarmAlso,
  alarmEvidence,
  alarmFigures,
  alarmHeading,
  alarmPlace,
  alarmReporting,
  analyticsHref,
} from './alarm-text';
import styles from './AreaAlerts.module.css';
import { useAreaAlarms } from './useAreaAlarms';

interface Props {
  client: HealthDataClient;
  /** The map's view, [west, south, east, north]. */
  bbox: readonly [number, number, number, number];
}

// Only an area in alarm shows its rates: their code is fetched then, not with the map.
const AreaRate = lazy(() => import('./AreaRate').then((m) => ({ default: m.AreaRate })));

/** "Alerts for your area": the outbreak detector's current alarms for the areas in the map's view. */
export function AreaAlerts({ client, bbox }: Props) {
  const state = useAreaAlarms(client, bbox);
  const speech = useSpeech();
  const t = speech.say;
  return (
    <section className={styles.panel} aria-labelledby="area-alerts-heading" aria-busy={state.status === 'loading'}>
      <h3 id="area-alerts-heading">{t('alerts.heading')}</h3>
      <p className={styles.intro}>{t('alerts.intro')}</p>
      {state.status === 'error' && <p role="alert">{t('alerts.error')}</p>}
      {state.status === 'loading' && <p>{t('alerts.loading')}</p>}
      {state.status === 'ok' && state.alarms.length === 0 && <p>{t('alerts.none')}</p>}
      {state.status === 'ok' && state.alarms.length > 0 && (
        <ul className={styles.list}>
          {state.alarms.map((a) => (
            <li key={`${a.areaId}|${a.illness}`}>
              <h4>
                {a.demo && <span className={styles.demo}>{t('alerts.demo')}: </span>}
                {alarmHeading(a, speech)}
              </h4>
              <p className={styles.place}>{alarmPlace(a, speech)}</p>
              <p>
                {[alarmFigures(a, speech), alarmReporting(a, speech), alarmEvidence(a, speech)]
                  .filter(Boolean)
                  .join(' ')}
              </p>
              {alarmAlso(a, speech) && <p>{alarmAlso(a, speech)}</p>}
              {alarmAdvice(a, speech) && <p className={styles.advice}>{alarmAdvice(a, speech)}</p>}
              <Suspense fallback={null}>
                <AreaRate client={client} areaId={a.areaId} series={a.illness} />
              </Suspense>
              <a className={styles.analyticsLink} href={analyticsHref(a)}>
                {t('alerts.analytics', { area: a.areaName })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
