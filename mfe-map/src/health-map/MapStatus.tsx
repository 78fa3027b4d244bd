import { type RealtimeState, REALTIME_MESSAGES } from '@healthwatch/contracts';
import { useT } from '../i18n/map-catalogs';
import { LOAD_FAILED_MESSAGE } from '../map-data/useMapData';
import styles from './HealthMap.module.css';

/** Connection and loading problems, shown quietly and announced politely. */
export function MapStatus({ realtime, loadWarning }: { realtime: RealtimeState; loadWarning: string | null }) {
  const t = useT();
  const live = realtime.status === 'SUBSCRIBED';
  // docs/SPEC.md §4's messages are worded by status; one this remote does not know is shown as it came.
  const problem =
    realtime.message !== null && realtime.status in REALTIME_MESSAGES
      ? t(`status.${realtime.status as keyof typeof REALTIME_MESSAGES}`)
      : realtime.message;
  const warning = loadWarning === LOAD_FAILED_MESSAGE ? t('status.loadFailed') : loadWarning;
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={live ? styles.dotLive : styles.dotIdle} aria-hidden="true" />
      {problem ?? (live ? t('status.live') : t('status.connecting'))}
      {warning && <span className={styles.warning}> · {warning}</span>}
    </div>
  );
}
