import { useShellT } from '../i18n/shell-catalogs';
import { isUrgent, type ToastKind } from '@healthwatch/contracts';
import type { Toast } from './toast-timing';
import styles from './ToastViewport.module.css';

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

interface Props {
  toasts: Toast[];
  onClose: (id: number) => void;
}

/**
 * Top-right stack. The toasts the shell speaks sit in one polite live region (errors assertively, as alerts);
 * those an open modal dialog speaks itself (claimAnnouncement) sit beside it, outside any live region, so that
 * no screen reader hears one twice.
 */
export function ToastViewport({ toasts, onClose }: Props) {
  const t = useShellT();
  const card = (toast: Toast) => (
    <div
      key={toast.id}
      role={toast.spoken ? (isUrgent(toast.kind) ? 'alert' : 'status') : undefined}
      className={`${styles.toast} ${styles[toast.kind] ?? ''} ${toast.leaving ? styles.leaving : ''}`}
      data-kind={toast.kind}
      data-leaving={toast.leaving || undefined}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <span className={styles.message}>{toast.message}</span>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
  return (
    <div className={styles.viewport} data-testid="toasts">
      <div className={styles.stack} aria-live="polite" aria-relevant="additions">
        {toasts.filter((toast) => toast.spoken).map(card)}
      </div>
      <div className={styles.stack}>{toasts.filter((toast) => !toast.spoken).map(card)}</div>
    </div>
  );
}
