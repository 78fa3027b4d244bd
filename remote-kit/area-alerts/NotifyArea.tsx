import { type CountryCode, ILLNESS_LABELS, ILLNESS_TYPES, type IllnessType } from '@healthwatch/contracts';
import { type FormEvent, useId, useState } from 'react';
import { type FollowedArea, readFollowedAreas, writeFollowedAreas } from './followed-areas';
import { CountrySelect } from '../country-select/CountrySelect';
import styles from './NotifyArea.module.css';
import {
  areaName,
  browserPushEnvironment,
  type PushEnvironment,
  subscribeToArea,
  unsubscribeFromArea,
} from './push-subscription';

export interface NotifyAreaProps {
  apiBaseUrl: string;
  /** Prefills the form (the place the visitor is looking at). */
  initialCountry?: CountryCode;
  initialPostalCode?: string;
  /** The browser's push support; tests hand in their own. */
  environment?: PushEnvironment;
}

/**
 * "Notify me about this area": web push alerts when the outbreak detector
 * raises an alarm in the area of a postal code. No account; the area list and
 * its stop tokens stay in this browser.
 */
export function NotifyArea({
  apiBaseUrl,
  initialCountry = 'IN',
  initialPostalCode = '',
  environment,
}: NotifyAreaProps) {
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [illness, setIllness] = useState<IllnessType | ''>('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [followed, setFollowed] = useState<FollowedArea[]>(() => readFollowedAreas());
  const env = environment ?? browserPushEnvironment();

  const keep = (list: FollowedArea[]) => {
    setFollowed(list);
    writeFollowedAreas(list);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = postalCode.trim();
    if (!code) {
      setStatus({ kind: 'error', text: 'Please enter a postal code' });
      return;
    }
    setBusy(true);
    const outcome = await subscribeToArea(
      apiBaseUrl,
      { country, postalCode: code, ...(illness ? { illness } : {}) },
      env,
    );
    setBusy(false);
    if (!outcome.ok) {
      setStatus({ kind: 'error', text: outcome.message });
      return;
    }
    const name = areaName(outcome.area);
    const what = illness ? ILLNESS_LABELS[illness] : 'any illness';
    keep([
      ...followed.filter((a) => a.token !== outcome.token),
      { token: outcome.token, name, illness: illness || null },
    ]);
    setStatus({
      kind: 'ok',
      text: `You will get a notification when an outbreak of ${what} is detected around ${name}.`,
    });
  };

  const stop = async (area: FollowedArea) => {
    const ok = await unsubscribeFromArea(apiBaseUrl, area.token, env).catch(() => false);
    if (ok) keep(followed.filter((a) => a.token !== area.token));
    setStatus(
      ok
        ? { kind: 'ok', text: `Alerts for ${area.name} stopped.` }
        : { kind: 'error', text: 'Could not stop the alerts. Please try again.' },
    );
  };

  return (
    <section className={styles.notify} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Outbreak alerts for an area</h3>
      <p className={styles.hint}>
        Get a browser notification when the outbreak detector raises an alarm near a postal code. No account; only the
        area is kept.
      </p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <CountrySelect label="Country for alerts" value={country} onChange={setCountry} />
        <label>
          Postal code for alerts
          <input value={postalCode} onChange={(e) => setPostalCode(e.target.value)} autoComplete="postal-code" />
        </label>
        <label>
          Illness to follow
          <select value={illness} onChange={(e) => setIllness(e.target.value as IllnessType | '')}>
            <option value="">Any illness</option>
            {ILLNESS_TYPES.map((i) => (
              <option key={i} value={i}>
                {ILLNESS_LABELS[i]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Subscribing…' : 'Notify me about this area'}
        </button>
      </form>
      <p role="status" className={status?.kind === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
      {followed.length > 0 && (
        <ul className={styles.followed} aria-label="Areas you get alerts for">
          {followed.map((a) => (
            <li key={a.token}>
              {a.name}
              {a.illness ? ` · ${ILLNESS_LABELS[a.illness as IllnessType] ?? a.illness}` : ''}{' '}
              <button type="button" onClick={() => void stop(a)}>
                Stop alerts<span className={styles.srOnly}> for {a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
