import type { RealtimeState } from '@healthwatch/contracts';
import styles from './HealthMap.module.css';

/** Connection and loading problems, shown quietly and announced politely. */
export function MapStatus({ realtime, loadWarning }: { realtime: RealtimeState; loadWarning: string | null }) {
  const live = realtime.status === 'SUBSCRIBED';
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={live ? styles.dotLive : styles.dotIdle} aria-hidden="true" />
      {realtime.message ?? (live ? 'Live updates on' : 'Connecting to live updates...')}
      {loadWarning && <span className={styles.warning}> · {loadWarning}</span>}
    </div>
  );
}
