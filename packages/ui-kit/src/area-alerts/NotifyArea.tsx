import {
  type CountryCode,
  DEFAULT_LOCALE,
  ILLNESS_TYPES,
  type IllnessType,
  isCaseDefinitionId,
  isIllnessType,
  isLocale,
  type Locale,
  postalInputMode,
} from '@healthwatch/contracts';
import { type FormEvent, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { FormattedMessage, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { type FollowedArea, readFollowedAreas, writeFollowedAreas } from './followed-areas';
import { CountrySelect } from '../country-select/CountrySelect';
import type { Messages } from '../i18n/catalogs';
import { areaAlertsCatalogs, useAreaAlertsApiErrorId, useAreaAlertsT } from './i18n/area-alerts-catalogs';
import styles from './NotifyArea.module.css';
import utilities from '../styles/utilities.module.css';
import type { PushEnvironment, SubscribeOutcome } from './push-subscription';

// The push code (permission, service worker, the API's push routes) is needed only when a visitor
// subscribes or stops alerts: fetched then, not with the page.
const loadPush = () => import('./push-subscription');

const REASONS = { unsupported: 'notify.unsupported', denied: 'notify.denied', 'no-worker': 'notify.noWorker' } as const;

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
 * its stop tokens stay in this browser. Worded by its own catalogs, in the language of the remote
 * around it (English where there is none).
 */
export function NotifyArea(props: NotifyAreaProps) {
  // No provider around (a test, a page without catalogs) reads as English.
  const around: IntlShape | undefined = useContext(IntlContext);
  const shown = useFormMessages(around && isLocale(around.locale) ? around.locale : DEFAULT_LOCALE);
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      <NotifyAreaForm {...props} />
    </IntlProvider>
  );
}

/**
 * The form's messages in a language, fetched when missing (the map fetches them with its own).
 * Never suspends the page around it: until the first language is there the form is not shown,
 * and on a change of language it keeps the words it has until the new ones arrive.
 */
function useFormMessages(locale: Locale): { locale: Locale; messages: Messages } | null {
  const ready = areaAlertsCatalogs.peek(locale);
  const [last, setLast] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    areaAlertsCatalogs.load(locale).then(
      (messages) => live && setLast({ locale, messages }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready ? { locale, messages: ready } : last;
}

function NotifyAreaForm({ apiBaseUrl, initialCountry = 'IN', initialPostalCode = '', environment }: NotifyAreaProps) {
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [illness, setIllness] = useState<IllnessType | ''>('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [followed, setFollowed] = useState<FollowedArea[]>(() => readFollowedAreas());
  const t = useAreaAlertsT();
  const apiErrorId = useAreaAlertsApiErrorId();
  const illnessName = (value: string) =>
    isIllnessType(value) ? t(`illness.${value}`) : isCaseDefinitionId(value) ? t(`definition.${value}`) : value;

  const keep = (list: FollowedArea[]) => {
    setFollowed(list);
    writeFollowedAreas(list);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = postalCode.trim();
    if (!code) {
      setStatus({ kind: 'error', text: t('notify.postalRequired') });
      return;
    }
    setBusy(true);
    const push = await loadPush().catch(() => null);
    const outcome = push
      ? await push.subscribeToArea(
          apiBaseUrl,
          { country, postalCode: code, ...(illness ? { illness } : {}) },
          environment ?? push.browserPushEnvironment(),
        )
      : null;
    setBusy(false);
    if (!push || !outcome) {
      setStatus({ kind: 'error', text: t('notify.failed') });
      return;
    }
    if (!outcome.ok) {
      setStatus({ kind: 'error', text: refusal(outcome, push.PUSH_MESSAGES.failed) });
      return;
    }
    const name = push.areaName(outcome.area);
    const what = illness ? illnessName(illness) : t('notify.anyIllnessInSentence');
    keep([
      ...followed.filter((a) => a.token !== outcome.token),
      { token: outcome.token, name, illness: illness || null },
    ]);
    setStatus({
      kind: 'ok',
      text: t('notify.subscribed', { illness: what, area: name }),
    });
  };

  const stop = async (area: FollowedArea) => {
    const ok = await loadPush()
      .then((push) => push.unsubscribeFromArea(apiBaseUrl, area.token, environment ?? push.browserPushEnvironment()))
      .catch(() => false);
    if (ok) keep(followed.filter((a) => a.token !== area.token));
    setStatus(
      ok
        ? { kind: 'ok', text: t('notify.stopped', { area: area.name }) }
        : { kind: 'error', text: t('notify.stopFailed') },
    );
  };

  /** Why subscribing failed, in the visitor's language where this catalog words it. */
  function refusal(outcome: Extract<SubscribeOutcome, { ok: false }>, failed: string): string {
    if (outcome.reason !== 'error') return t(REASONS[outcome.reason]);
    if (outcome.message === failed) return t('notify.failed');
    const id = apiErrorId(outcome.code);
    return id ? t(id, outcome.params) : outcome.message;
  }

  return (
    <section className={styles.notify} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('notify.heading')}</h3>
      <p className={styles.hint}>{t('notify.hint')}</p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <CountrySelect label={t('notify.country')} value={country} onChange={setCountry} />
        <label>
          {t('notify.postalCode')}
          <input
            className={utilities.control}
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
            inputMode={postalInputMode(country)}
            autoComplete="postal-code"
          />
        </label>
        <label>
          {t('notify.illness')}
          <select
            className={utilities.control}
            value={illness}
            onChange={(e) => setIllness(e.target.value as IllnessType | '')}
          >
            <option value="">{t('notify.anyIllness')}</option>
            {ILLNESS_TYPES.map((i) => (
              <option key={i} value={i}>
                {t(`illness.${i}`)}
              </option>
            ))}
          </select>
        </label>
        <button className={utilities.control} type="submit" disabled={busy}>
          {busy ? t('notify.subscribing') : t('notify.submit')}
        </button>
      </form>
      <p role="status" className={status?.kind === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
      {followed.length > 0 && (
        <ul className={styles.followed} aria-label={t('notify.followed')}>
          {followed.map((a) => (
            <li key={a.token}>
              {a.name}
              {a.illness ? ` · ${illnessName(a.illness)}` : ''}{' '}
              <button className={utilities.control} type="button" onClick={() => void stop(a)}>
                <StopLabel area={a.name} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Stop alerts", with the area's name for screen readers only (where it goes is the language's choice). */
function StopLabel({ area }: { area: string }) {
  return (
    <FormattedMessage
      id="notify.stop"
      values={{ area, hidden: (chunks: ReactNode[]) => <span className={styles.srOnly}>{chunks}</span> }}
    />
  );
}
