import {
  emitWindowEvent,
  SUCCESS_SCREEN_MS,
  type HealthTip,
  type RemoteProps,
  type SubmitReportBody,
} from '@healthwatch/contracts';
import { Suspense, useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { type ReportClient, useReportClient } from '../data-client/report-client';
import { type MessageId, reportCatalogs, useReportApiErrorId, useT } from '../i18n/report-catalogs';
import { pageOutbox, type ReportOutbox } from '@healthwatch/client/report-outbox';
import { isOnline, useOutboxFlush } from '../offline-queue/use-outbox';
import { usePostalVerification } from '../postal-check/usePostalVerification';
import { validateSubmission } from '../validation/validate-report';
import { draftReducer, INITIAL_DRAFT, type ReportDraft } from './form-state';
import PlainSuccess from './PlainSuccess';
import { quietLazy } from './quiet-lazy';
import { ReportFields } from './ReportFields';
import styles from './ReportForm.module.css';

export interface ReportFormProps extends RemoteProps {
  /** Another implementation of the data client (e.g. Supabase); the API one by default. */
  client?: ReportClient;
  /** The heading's catalog key (the home page's by default). */
  titleId?: MessageId;
  /** Where a report submitted offline waits; IndexedDB by default, null to send online only. */
  outbox?: ReportOutbox | null;
}

type Phase = 'editing' | 'submitting' | 'success';

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function toBody(draft: ReportDraft): SubmitReportBody {
  // docs/SPEC.md §3: the nickname is collected but not sent; the API geocodes the location itself.
  return {
    country: draft.country as SubmitReportBody['country'],
    pinCode: draft.pinCode.trim(),
    symptoms: draft.symptoms,
    illnessType: draft.illnessType,
    severity: draft.severity,
  };
}

// The success screen is a chunk of its own, fetched while a report is being sent (not with the form).
const loadSuccessScreen = () => import('./SuccessScreen');
const SuccessScreen = quietLazy(loadSuccessScreen, PlainSuccess);

/** A problem shown above the form: one of ours (a catalog key), or the API's own words. */
type Problem = { id: MessageId } | { text: string };

function ReportFormView({
  config,
  toast,
  client: given,
  titleId = 'form.title',
  outbox = pageOutbox(),
}: ReportFormProps) {
  const t = useT();
  const { locale } = useIntl();
  const apiErrorId = useReportApiErrorId();
  const client = useReportClient(config, given);
  useOutboxFlush(outbox, client, toast);
  const [savedOffline, setSavedOffline] = useState(false);
  const idPrefix = `report-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [draft, dispatch] = useReducer(draftReducer, INITIAL_DRAFT);
  const verification = usePostalVerification(client, draft.country, draft.pinCode);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<{ problem: Problem; seq: number } | null>(null);
  const [tip, setTip] = useState<HealthTip | null>(null);
  const [tipLoading, setTipLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const banner = useRef<HTMLDivElement>(null);
  // One key per distinct submission, so a retry of the same draft is never stored twice.
  const idempotencyKey = useRef(newKey());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    idempotencyKey.current = newKey();
  }, [draft]);
  useEffect(() => {
    if (error) banner.current?.focus();
  }, [error]);
  // The form loaded, so there was a connection: fetch now what queuing a report offline will need,
  // as the connection may be gone by the time the report is typed.
  useEffect(() => {
    outbox?.prepare?.();
  }, [outbox]);
  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = setTimeout(() => {
      dispatch({ type: 'reset' });
      setTip(null);
      setTipLoading(false);
      setAnnouncement('');
      setPhase('editing');
    }, SUCCESS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const fail = useCallback((problem: Problem) => setError((prev) => ({ problem, seq: (prev?.seq ?? 0) + 1 })), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problem = validateSubmission({ ...draft, verification, offline: !isOnline() });
    if (problem) {
      fail({ id: problem });
      return;
    }
    setError(null);
    setSavedOffline(false);
    setPhase('submitting');
    void loadSuccessScreen().catch(() => undefined);
    const body = toBody(draft);
    /** No connection: keep the report, with its key, to send when the browser is back online. */
    const keepForLater = async (queue: ReportOutbox) => {
      await queue.put({ idempotencyKey: idempotencyKey.current, body, queuedAt: Date.now() });
      if (!mounted.current) return;
      dispatch({ type: 'reset' });
      setPhase('editing');
      setSavedOffline(true);
      setAnnouncement(t('offline.saved'));
      toast('info', t('offline.saved'));
    };
    // Known to be offline: straight to the outbox (the client's own chunk may not even be fetchable).
    if (outbox && !isOnline()) return keepForLater(outbox);
    let report: Awaited<ReturnType<typeof client.submitReport>>;
    try {
      report = await client.submitReport(body, { idempotencyKey: idempotencyKey.current });
    } catch (err) {
      // The connection dropped while sending.
      if (outbox && !isOnline()) return keepForLater(outbox);
      if (!mounted.current) return;
      // The API's refusal in the visitor's language when its code is one this form words (ApiError's
      // `code`), else its English text; no answer at all is "Failed to submit report".
      const known = apiErrorId((err as { code?: unknown } | null)?.code);
      const problem: Problem = known
        ? { id: known }
        : err instanceof Error && err.message
          ? { text: err.message }
          : { id: 'submit.failed' };
      setPhase('editing');
      fail(problem);
      toast('error', 'id' in problem ? t(problem.id) : problem.text);
      return;
    }
    emitWindowEvent('report-submitted', { report });
    if (!mounted.current) return;
    toast('success', t('submit.successToast'));
    setAnnouncement(t('submit.successAnnouncement'));
    setPhase('success');
    setTipLoading(true);
    try {
      const symptoms = report.symptoms.length ? report.symptoms : draft.symptoms;
      const matched = await client.matchTip(symptoms, report.pinCode, locale);
      if (mounted.current) setTip(matched);
    } catch (err) {
      console.warn('Failed to get health tip', err);
    } finally {
      if (mounted.current) setTipLoading(false);
    }
  };

  const headingId = `${idPrefix}-heading`;
  return (
    <section className={styles.wrapper} aria-labelledby={headingId} data-testid="report-form">
      <div className={styles.srOnly} role="status" aria-live="polite">
        {announcement}
      </div>
      {phase === 'success' ? (
        <Suspense fallback={null}>
          <SuccessScreen headingId={headingId} tip={tip} tipLoading={tipLoading} />
        </Suspense>
      ) : (
        <>
          <h2 id={headingId}>{t(titleId)}</h2>
          <p className={styles.hint}>{t('form.hint')}</p>
          {savedOffline && <p className={styles.saved}>{t('offline.saved')}</p>}
          {error && (
            <div key={error.seq} ref={banner} className={styles.banner} role="alert" tabIndex={-1}>
              {'id' in error.problem ? t(error.problem.id) : error.problem.text}
            </div>
          )}
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={phase === 'submitting'}>
            <ReportFields
              idPrefix={idPrefix}
              draft={draft}
              dispatch={dispatch}
              verification={verification}
              disabled={phase === 'submitting'}
            />
            <button type="submit" className={styles.button} disabled={phase === 'submitting'}>
              {phase === 'submitting' ? t('form.submitting') : t('form.submit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

/** The form in the language the shell chose (RemoteProps.locale), from this remote's catalogs. */
const ReportForm = withCatalogs(ReportFormView, reportCatalogs);
export default ReportForm;
