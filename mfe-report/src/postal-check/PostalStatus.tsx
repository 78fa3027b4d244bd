import type { PostalVerification } from './postal-verification';
import styles from './PostalStatus.module.css';

/** Verification status under the postal field (docs/SPEC.md §4); read politely by screen readers. */
export function PostalStatus({ id, verification }: { id: string; verification: PostalVerification }) {
  return (
    <div id={id} className={styles.status} role="status" aria-live="polite">
      {verification.status === 'checking' && (
        <span className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" /> Verifying postal code...
        </span>
      )}
      {verification.status === 'valid' && (
        <span className={styles.valid}>
          <strong>Location Verified</strong>
          <br />
          {[verification.result.city, verification.result.state, verification.result.country]
            .filter(Boolean)
            .join(', ')}
          <br />
          <span className={styles.coords}>
            {verification.result.latitude.toFixed(4)}, {verification.result.longitude.toFixed(4)}
          </span>
        </span>
      )}
      {verification.status === 'invalid' && (
        <span className={styles.invalid}>Invalid postal code for the selected country: {verification.message}</span>
      )}
      {verification.status === 'unknown' && verification.note && (
        <span className={styles.note}>{verification.note}</span>
      )}
    </div>
  );
}
