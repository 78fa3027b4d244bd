import { TOAST_DURATION_MS, TOAST_EXIT_MS, type ToastKind } from '@healthwatch/contracts';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** True during the exit animation, before removal. */
  leaving: boolean;
  /** False when an open modal dialog speaks it instead (contracts' claimAnnouncement): shown, not announced here. */
  spoken: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: Omit<Toast, 'leaving'> }
  | { type: 'leave'; id: number }
  | { type: 'remove'; id: number };

export function toastReducer(toasts: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...toasts, { ...action.toast, leaving: false }];
    case 'leave':
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, leaving: true } : toast));
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}

/** When a toast starts to leave on its own, and when it is gone (docs/SPEC.md §4: 5000 ms plus 300 ms). */
export const TOAST_TIMING = { visibleMs: TOAST_DURATION_MS, exitMs: TOAST_EXIT_MS } as const;
