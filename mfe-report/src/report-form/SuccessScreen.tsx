import type { HealthTip } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ReportForm.module.css';

interface Props {
  headingId: string;
  tip: HealthTip | null;
  tipLoading: boolean;
}

/** Shown for docs/SPEC.md §9's 3000 ms after a report is stored; focus moves to its heading. */
export function SuccessScreen({ headingId, tip, tipLoading }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Report Submitted Successfully!
      </h3>
      <p>Thank you for helping your community stay informed.</p>
      {tipLoading && <p aria-busy="true">Finding a health tip for your symptoms...</p>}
      {tip && (
        <aside className={styles.tip} aria-label="Health tip">
          <strong>Health Tip</strong>
          <p>{tip.content}</p>
          {tip.source && <p className={styles.hint}>Source: {tip.source}</p>}
        </aside>
      )}
      <button type="button" className={styles.button} onClick={() => navigate('/')}>
        View Health Map
      </button>
    </div>
  );
}
