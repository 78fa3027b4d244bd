import { hasPostalShape, isCountryCode } from '@healthwatch/contracts';
import { useState } from 'react';
import type { PushEnvironment, ReminderOutcome } from '@healthwatch/ui-kit/area-alerts/push-subscription';
import { type MessageId, useReportApiErrorId, useT } from '../i18n/report-catalogs';
import styles from '../report-form/ReportForm.module.css';
import { REMINDER_TOKEN_KEY } from './remembered-area';

export { REMINDER_TOKEN_KEY };

// The push code (permission, service worker, the API's routes) is fetched when a visitor opts in or stops.
const loadPush = () => import('@healthwatch/ui-kit/area-alerts/push-subscription');

const REASONS: Record<'unsupported' | 'denied' | 'no-worker', MessageId> = {
  unsupported: 'reminder.unsupported',
  denied: 'reminder.denied',
  'no-worker': 'reminder.noWorker',
};

const readToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(REMINDER_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};
const writeToken = (token: string | null) => {
  try {
    if (token) localStorage.setItem(REMINDER_TOKEN_KEY, token);
    else localStorage.removeItem(REMINDER_TOKEN_KEY);
  } catch {
    // Private mode: the reminder still works; stopping is then the notification's own action.
  }
};

interface Props {
  apiBaseUrl: string;
  country: string;
  pinCode: string;
  /** The browser's push support; tests hand in their own. */
  environment?: PushEnvironment;
}

/**
 * "Remind me every week" (issue #32): an opt-in Web Push reminder every Monday morning in this browser's time
 * zone, whose tap opens the check-in; stopping is one tap here or on the notification.
 */
export function WeeklyReminder({ apiBaseUrl, country, pinCode, environment }: Props) {
  const t = useT();
  const apiErrorId = useReportApiErrorId();
  const [token, setToken] = useState<string | null>(readToken);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const refusal = (outcome: Extract<ReminderOutcome, { ok: false }>): string => {
    if (outcome.reason !== 'error') return t(REASONS[outcome.reason]);
    const id = apiErrorId(outcome.code);
    return id ? t(id) : outcome.code ? outcome.message : t('reminder.failed');
  };

  const start = async () => {
    const code = pinCode.trim();
    if (!isCountryCode(country) || !hasPostalShape(country, code)) {
      setStatus({ text: t('validation.location'), error: true });
      return;
    }
    setBusy(true);
    const push = await loadPush().catch(() => null);
    const outcome = push
      ? await push.subscribeToReminders(
          apiBaseUrl,
          { country, postalCode: code },
          environment ?? push.browserPushEnvironment(),
        )
      : null;
    setBusy(false);
    if (!outcome) return setStatus({ text: t('reminder.failed'), error: true });
    if (!outcome.ok) return setStatus({ text: refusal(outcome), error: true });
    writeToken(outcome.token);
    setToken(outcome.token);
    setStatus({ text: t('reminder.on'), error: false });
  };

  const stop = async () => {
    if (!token) return;
    setBusy(true);
    const ok = await loadPush()
      .then((push) => push.unsubscribeFromReminders(apiBaseUrl, token, environment ?? push.browserPushEnvironment()))
      .catch(() => false);
    setBusy(false);
    if (!ok) return setStatus({ text: t('reminder.stopFailed'), error: true });
    writeToken(null);
    setToken(null);
    setStatus({ text: t('reminder.stopped'), error: false });
  };

  return (
    <div className={styles.field}>
      {token ? (
        <button type="button" className={styles.secondary} onClick={stop} disabled={busy}>
          {t('reminder.stop')}
        </button>
      ) : (
        <button type="button" className={styles.secondary} onClick={start} disabled={busy}>
          {t('reminder.subscribe')}
        </button>
      )}
      <p role="status" className={status?.error ? styles.banner : styles.hint}>
        {status?.text ?? (token ? t('reminder.on') : '')}
      </p>
    </div>
  );
}
