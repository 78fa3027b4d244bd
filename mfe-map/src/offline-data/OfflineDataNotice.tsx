import type { HealthDataClient } from '@healthwatch/contracts';
import { useT } from '../i18n/map-catalogs';
import styles from './OfflineDataNotice.module.css';
import { useCachedAt } from './use-data-freshness';

/** Says, in the visitor's language and time format, that the map shows the worker's copy of an earlier view. */
export function OfflineDataNotice({ client }: { client: HealthDataClient }) {
  const cachedAt = useCachedAt(client);
  const t = useT();
  if (!cachedAt) return null;
  return (
    <p className={styles.notice} role="status">
      {t('status.offlineData', { time: cachedAt })}
    </p>
  );
}
