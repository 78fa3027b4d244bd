import { findCountry, hasPostalShape, isCountryCode, postalInputMode, type RemoteProps } from '@healthwatch/contracts';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { type MessageId, reportCatalogs, useReportApiErrorId, useT } from '../i18n/report-catalogs';
import { isOnline } from '../offline-queue/use-outbox';
import { CountryField } from '../report-form/CountryField';
import styles from '../report-form/ReportForm.module.css';
import { type CheckInClient, useCheckInClient } from './check-in-client';
import { readRememberedArea, REMINDER_TOKEN_KEY, rememberArea } from './remembered-area';
import type { PushEnvironment } from '@healthwatch/ui-kit/area-alerts/push-subscription';

// The reminder's opt-in is offered once a visitor has checked in (or to stop the reminders they have): its code
// is not part of the home page's first visit.
const WeeklyReminder = lazy(() => import('./WeeklyReminder').then((m) => ({ default: m.WeeklyReminder })));
const hasReminder = () => {
  try {
    return globalThis.localStorage?.getItem(REMINDER_TOKEN_KEY) != null;
  } catch {
    return false;
  }
};

export interface CheckInProps extends RemoteProps {
  /** Another implementation of the data client; the runtime config's by default. */
  client?: CheckInClient;
  /** The browser's push support for the weekly reminder; tests hand in their own. */
  pushEnvironment?: PushEnvironment;
}

type Problem = { id: MessageId } | { text: string };

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * "I feel fine" (issue #32): one tap counts this device's participant in its area for the ISO week, so
 * illness can be shown per 1,000 participants rather than as counts. The area is kept on the device only
 * when the visitor ticks "remember my area".
 */
function CheckInView({ config, toast, client: given, pushEnvironment }: CheckInProps) {
  const t = useT();
  const apiErrorId = useReportApiErrorId();
  const client = useCheckInClient(config, given);
  const id = `check-in-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [country, setCountry] = useState('');
  const [pinCode, setPinCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ problem: Problem; seq: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [offerReminder, setOfferReminder] = useState(hasReminder);
  const banner = useRef<HTMLDivElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // One key per distinct check-in, so a retried tap is stored once.
  const idempotencyKey = useRef(newKey());

  useEffect(() => {
    const area = readRememberedArea();
    if (area) {
      setCountry(area.country);
      setPinCode(area.pinCode);
      setRemember(true);
    }
    // A weekly reminder's tap lands here (`?check-in`): the button is one more tap away.
    if (new URLSearchParams(globalThis.location?.search ?? '').has('check-in')) submit.current?.focus();
  }, []);
  useEffect(() => {
    idempotencyKey.current = newKey();
  }, [country, pinCode]);
  useEffect(() => {
    if (problem) banner.current?.focus();
  }, [problem]);

  const fail = (p: Problem) => {
    setProblem((prev) => ({ problem: p, seq: (prev?.seq ?? 0) + 1 }));
    toast('error', 'id' in p ? t(p.id) : p.text);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone(null);
    const code = pinCode.trim();
    if (!isCountryCode(country) || code === '') return fail({ id: 'validation.location' });
    if (!hasPostalShape(country, code)) return fail({ id: 'validation.postalCode' });
    if (!isOnline()) return fail({ id: 'checkIn.offline' });
    rememberArea(remember ? { country, pinCode: code } : null);
    setProblem(null);
    setBusy(true);
    try {
      const checkIn = await client.checkIn({ country, pinCode: code }, { idempotencyKey: idempotencyKey.current });
      const words = t('checkIn.thanks', { week: checkIn.week });
      setDone(words);
      setOfferReminder(true);
      toast('success', words);
    } catch (err) {
      const known = apiErrorId((err as { code?: unknown } | null)?.code);
      fail(
        known ? { id: known } : err instanceof Error && err.message ? { text: err.message } : { id: 'checkIn.failed' },
      );
    } finally {
      setBusy(false);
    }
  };

  const found = findCountry(country);
  return (
    <section className={styles.wrapper} aria-labelledby={`${id}-heading`} id="check-in">
      <h2 id={`${id}-heading`}>{t('checkIn.title')}</h2>
      <p className={styles.hint}>{t('checkIn.hint')}</p>
      <div role="status" aria-live="polite" className={done ? styles.saved : styles.srOnly}>
        {done ?? ''}
      </div>
      {problem && (
        <div key={problem.seq} ref={banner} className={styles.banner} role="alert" tabIndex={-1}>
          {'id' in problem.problem ? t(problem.problem.id) : problem.problem.text}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <CountryField id={`${id}-country`} value={country} disabled={busy} onChange={setCountry} />
        <div className={styles.field}>
          <label htmlFor={`${id}-postal`}>{t('form.postalCode')}</label>
          {found && (
            <span id={`${id}-postal-hint`} className={styles.hint}>
              {t('form.postalFormat', { format: found.postalFormat, example: found.example })}
            </span>
          )}
          <input
            id={`${id}-postal`}
            className={styles.input}
            type="text"
            inputMode={found ? postalInputMode(found.code) : 'text'}
            autoComplete="postal-code"
            placeholder={found?.example}
            value={pinCode}
            disabled={busy}
            aria-describedby={found ? `${id}-postal-hint` : undefined}
            onChange={(e) => setPinCode(e.target.value)}
          />
        </div>
        <label className={styles.check}>
          <input
            className={styles.checkBox}
            type="checkbox"
            checked={remember}
            onChange={(e) => {
              setRemember(e.target.checked);
              if (!e.target.checked) rememberArea(null);
            }}
          />
          {t('checkIn.remember')}
        </label>
        <button ref={submit} type="submit" className={styles.button} disabled={busy}>
          {busy ? t('checkIn.sending') : t('checkIn.submit')}
        </button>
      </form>
      {offerReminder && (
        <Suspense fallback={null}>
          <WeeklyReminder
            apiBaseUrl={config.apiBaseUrl}
            country={country}
            pinCode={pinCode}
            {...(pushEnvironment ? { environment: pushEnvironment } : {})}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The check-in in the language the shell chose, from this remote's catalogs. */
const CheckIn = withCatalogs(CheckInView, reportCatalogs);
export default CheckIn;
