import { useIntl } from 'react-intl';
import { useReportApiErrorId, useT } from '../i18n/report-catalogs';
import type { PostalVerification } from './postal-verification';
import styles from './PostalStatus.module.css';

/** Verification status under the postal field (docs/SPEC.md §4); read politely by screen readers. */
export default function PostalStatus({ id, verification }: { id: string; verification: PostalVerification }) {
  const t = useT();
  const apiErrorId = useReportApiErrorId();
  const intl = useIntl();
  const coordinate = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false });
  // Why the code is refused: in the visitor's language when the API's code is one this form words.
  const reason = ({ message, code }: Extract<PostalVerification, { status: 'invalid' }>) => {
    if (message === null) return t('postal.notInCountry');
    const known = apiErrorId(code);
    return known ? t(known) : message;
  };
  return (
    <div id={id} className={styles.status} role="status" aria-live="polite">
      {verification.status === 'checking' && (
        <span className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" /> {t('postal.checking')}
        </span>
      )}
      {verification.status === 'valid' && (
        <span className={styles.valid}>
          <strong>{t('postal.verified')}</strong>
          <br />
          {[verification.result.city, verification.result.state, verification.result.country]
            .filter(Boolean)
            .join(', ')}
          <br />
          <span className={styles.coords}>
            {coordinate(verification.result.latitude)}, {coordinate(verification.result.longitude)}
          </span>
        </span>
      )}
      {verification.status === 'invalid' && (
        <span className={styles.invalid}>{t('postal.invalid', { message: reason(verification) })}</span>
      )}
      {verification.status === 'unknown' && verification.note && (
        <span className={styles.note}>{t('postal.unavailable')}</span>
      )}
    </div>
  );
}
