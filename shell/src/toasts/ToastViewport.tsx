import { useShellT } from '../i18n/shell-catalogs';
import type { ToastKind } from '@healthwatch/contracts';
import type { Toast } from './toast-timing';
import styles from './ToastViewport.module.css';

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

interface Props {
  toasts: Toast[];
  onClose: (id: number) => void;
}

/** Top-right stack; one polite live region announces every toast (errors assertively). */
export function ToastViewport({ toasts, onClose }: Props) {
  const t = useShellT();
  return (
    <div className={styles.viewport} aria-live="polite" aria-relevant="additions" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[toast.kind] ?? ''} ${toast.leaving ? styles.leaving : ''}`}
          data-kind={toast.kind}
          data-leaving={toast.leaving || undefined}
        >
          <span className={styles.icon} aria-hidden="true">
            {ICONS[toast.kind]}
          </span>
          <span className={styles.message}>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('toast.close')}
            onClick={() => onClose(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
