import type { Tone } from './levels';
import styles from './Badge.module.css';

/** Colour never carries meaning alone: the label says it in words. */
export function Badge({ tone, label, value }: { tone: Tone; label: string; value: string }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      <span className={styles.label}>{label}:</span> {value}
    </span>
  );
}
