import {
  emitWindowEvent,
  SUCCESS_SCREEN_MS,
  type HealthDataClient,
  type HealthTip,
  type RemoteProps,
  type SubmitReportBody,
} from '@healthwatch/contracts';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useDataClient } from '../../../remote-kit/useDataClient';
import { pageOutbox, type ReportOutbox } from '../offline-queue/report-outbox';
import { useOutboxFlush } from '../offline-queue/use-outbox';
import { usePostalVerification } from '../postal-check/usePostalVerification';
import { SUBMIT_FAILED_MESSAGE, validateSubmission } from '../validation/validate-report';
import { draftReducer, INITIAL_DRAFT, type ReportDraft } from './form-state';
import { ReportFields } from './ReportFields';
import { SuccessScreen } from './SuccessScreen';
import styles from './ReportForm.module.css';

export interface ReportFormProps extends RemoteProps {
  /** Another implementation of the data client (e.g. Supabase); the API one by default. */
  client?: HealthDataClient;
  title?: string;
  /** Where a report submitted offline waits; IndexedDB by default, null to send online only. */
  outbox?: ReportOutbox | null;
}

export const SAVED_OFFLINE_MESSAGE = 'Saved — it will be sent when you are back online';

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

export default function ReportForm({
  config,
  toast,
  client: given,
  title = 'Report your symptoms',
  outbox = pageOutbox(),
}: ReportFormProps) {
  const client = useDataClient(config, given);
  useOutboxFlush(outbox, client, toast);
  const [savedOffline, setSavedOffline] = useState(false);
  const idPrefix = `report-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [draft, dispatch] = useReducer(draftReducer, INITIAL_DRAFT);
  const verification = usePostalVerification(client, draft.country, draft.pinCode);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<{ message: string; seq: number } | null>(null);
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

  const fail = useCallback((message: string) => setError((prev) => ({ message, seq: (prev?.seq ?? 0) + 1 })), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problem = validateSubmission({ ...draft, verification });
    if (problem) {
      fail(problem);
      return;
    }
    setError(null);
    setSavedOffline(false);
    setPhase('submitting');
    const body = toBody(draft);
    let report: Awaited<ReturnType<typeof client.submitReport>>;
    try {
      report = await client.submitReport(body, { idempotencyKey: idempotencyKey.current });
    } catch (err) {
      if (outbox && globalThis.navigator?.onLine === false) {
        // No connection: keep the report, with its key, to send when the browser is back online.
        await outbox.put({ idempotencyKey: idempotencyKey.current, body, queuedAt: Date.now() });
        if (!mounted.current) return;
        dispatch({ type: 'reset' });
        setPhase('editing');
        setSavedOffline(true);
        setAnnouncement(SAVED_OFFLINE_MESSAGE);
        toast('info', SAVED_OFFLINE_MESSAGE);
        return;
      }
      if (!mounted.current) return;
      const message = err instanceof Error && err.message ? err.message : SUBMIT_FAILED_MESSAGE;
      setPhase('editing');
      fail(message);
      toast('error', message);
      return;
    }
    emitWindowEvent('report-submitted', { report });
    if (!mounted.current) return;
    toast('success', 'Report submitted successfully!');
    setAnnouncement('Report submitted successfully');
    setPhase('success');
    setTipLoading(true);
    try {
      const matched = await client.matchTip(report.symptoms.length ? report.symptoms : draft.symptoms, report.pinCode);
      if (mounted.current) setTip(matched);
    } catch (err) {
      console.warn('Failed to get health tip', err);
    } finally {
      if (mounted.current) setTipLoading(false);
    }
  };

  const headingId = `${idPrefix}-heading`;
  return (
    <section className={styles.wrapper} aria-labelledby={headingId}>
      <div className={styles.srOnly} role="status" aria-live="polite">
        {announcement}
      </div>
      {phase === 'success' ? (
        <SuccessScreen headingId={headingId} tip={tip} tipLoading={tipLoading} />
      ) : (
        <>
          <h2 id={headingId}>{title}</h2>
          <p className={styles.hint}>
            Anonymous: no account, no personal data. Your postal code places the report on the map.
          </p>
          {savedOffline && <p className={styles.saved}>{SAVED_OFFLINE_MESSAGE}</p>}
          {error && (
            <div key={error.seq} ref={banner} className={styles.banner} role="alert" tabIndex={-1}>
              {error.message}
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
              {phase === 'submitting' ? 'Submitting...' : 'Submit Report'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
