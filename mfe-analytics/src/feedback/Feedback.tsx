import { useT } from '../i18n/analytics-catalogs';
import styles from './Feedback.module.css';

export function LoadingSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true" data-testid="analytics-skeleton">
      <span className={styles.srOnly}>{label}</span>
      <div className={`${styles.bar} ${styles.wide}`} />
      <div className={styles.bar} />
      <div className={styles.block} />
      <div className={styles.bar} />
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={styles.error}>
      <p>{t('error.load')}</p>
      <button type="button" onClick={onRetry} className={styles.retry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
