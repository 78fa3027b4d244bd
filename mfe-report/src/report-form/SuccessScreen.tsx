import type { HealthTip } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/report-catalogs';
import formStyles from './ReportForm.module.css';
import styles from './SuccessScreen.module.css';

interface Props {
  headingId: string;
  tip: HealthTip | null;
  tipLoading: boolean;
}

/** Shown for docs/SPEC.md §9's 3000 ms after a report is stored; focus moves to its heading. */
export default function SuccessScreen({ headingId, tip, tipLoading }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('success.heading')}
      </h3>
      <p>{t('success.thanks')}</p>
      {tipLoading && <p aria-busy="true">{t('success.findingTip')}</p>}
      {tip && (
        <aside className={styles.tip} aria-label={t('success.tipLabel')}>
          <strong>{t('success.tipHeading')}</strong>
          {/* English when the tip is not translated into the page's language yet (WCAG 3.1.2). */}
          <p lang={tip.locale}>{tip.content}</p>
          {tip.source && <p className={formStyles.hint}>{t('success.tipSource', { source: tip.source })}</p>}
        </aside>
      )}
      <button type="button" className={formStyles.button} onClick={() => navigate('/')}>
        {t('success.viewMap')}
      </button>
    </div>
  );
}
