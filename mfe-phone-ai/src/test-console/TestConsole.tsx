import type { ConsultationResult, DangerSign, HealthConsultationBody, ToastKind } from '@healthwatch/contracts';
import { useId, useState, type FormEvent } from 'react';
import { requestConsultation, sendEmergencyAlert } from '@healthwatch/client';
import { type Choices, followUpRequest, questionsToAsk } from '../follow-up/follow-up-request';
import { FollowUpForm } from '../follow-up/FollowUpForm';
import { ResultView } from '../result/ResultView';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { consultationRequest, toggleDangerSign } from './consultation-request';
import { DangerSignsFieldset } from './DangerSignsFieldset';
import { splitSymptoms, validateTestInput, type TestAction } from './test-input';

interface TestConsoleProps {
  apiBaseUrl: string;
  toast: (kind: ToastKind, message: string) => void;
  fetchImpl?: typeof fetch | undefined;
}

interface Shown {
  result: ConsultationResult;
  alertId?: string | undefined;
  /** The consultation request behind the result, sent again with the follow-up answers. */
  request?: HealthConsultationBody | undefined;
  /** The second answer, after the follow-up questions: it asks no more. */
  updated?: boolean;
  /** Tells one shown result from the next, so the questions' choices start blank for each. */
  serial: number;
}

/** docs/SPEC.md §2's development test form: a consultation request and an emergency alert test. */
export function TestConsole({ apiBaseUrl, toast, fetchImpl }: TestConsoleProps) {
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [symptomsText, setSymptomsText] = useState('');
  const [pending, setPending] = useState<TestAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<DangerSign>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  const [updating, setUpdating] = useState(false);
  const [updateError, setUpdateError] = useState<string | null>(null);

  async function run(action: TestAction) {
    const invalid = validateTestInput(phoneNumber, symptomsText, action);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setPending(action);
    const f = fetchImpl ?? fetch;
    const request = action === 'consultation' ? consultationRequest(phoneNumber, symptomsText, ticked) : undefined;
    const outcome = request
      ? await requestConsultation(apiBaseUrl, request, f)
      : await sendEmergencyAlert(
          apiBaseUrl,
          {
            phoneNumber: phoneNumber.trim(),
            symptoms: splitSymptoms(symptomsText),
            severity: 'high',
            location: 'Development test',
            description: 'Emergency alert test from the AI Health Diagnosis page',
          },
          f,
        );
    setPending(null);
    if (!outcome.ok) {
      setError(outcome.error);
      setShown(null);
      // The inline banner is already an alert; a toast would announce it twice.
      return;
    }
    const alertId = 'alertId' in outcome.data ? (outcome.data as { alertId: string }).alertId : undefined;
    setShown({ result: outcome.data, alertId, request, serial: (shown?.serial ?? 0) + 1 });
    setUpdateError(null);
    toast(alertId ? 'warning' : 'success', alertId ? 'Emergency alert test sent' : 'AI consultation ready');
  }

  async function update(choices: Choices) {
    if (!shown?.request) return;
    const { request, serial } = shown;
    setUpdating(true);
    const outcome = await requestConsultation(
      apiBaseUrl,
      followUpRequest(request, questions, choices),
      fetchImpl ?? fetch,
    );
    setUpdating(false);
    if (!outcome.ok) {
      setUpdateError(outcome.error);
      return;
    }
    setUpdateError(null);
    setShown({ result: outcome.data, request, updated: true, serial: serial + 1 });
  }

  const questions = shown?.request && !shown.updated ? questionsToAsk(shown.result) : [];

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void run('consultation');
  }

  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>Development test</h3>
        <p className={styles.hint}>
          Try the consultation engine without a phone call. Nothing you type here is stored except an emergency alert,
          whose phone number is kept only as a one-way hash.
        </p>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>Phone number</label>
            <input
              id={`${id}-phone`}
              className={styles.input}
              type="tel"
              autoComplete="tel"
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.target.value)}
              aria-invalid={error !== null && phoneNumber.trim() === ''}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-symptoms`}>Symptoms (comma-separated)</label>
            <input
              id={`${id}-symptoms`}
              className={styles.input}
              type="text"
              value={symptomsText}
              onChange={(e) => setSymptomsText(e.target.value)}
              aria-describedby={`${id}-symptoms-hint`}
              aria-invalid={error !== null && splitSymptoms(symptomsText).length === 0}
            />
            <span id={`${id}-symptoms-hint`} className={styles.hint}>
              For example: fever, headache, body aches. Everyday words work too (&quot;temperature&quot;, &quot;throwing
              up&quot;).
            </span>
          </div>
          <DangerSignsFieldset
            ticked={ticked}
            onChange={(sign, checked) => setTicked(toggleDangerSign(ticked, sign, checked))}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.banner}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={pending !== null}>
              {pending === 'consultation' ? 'Getting consultation...' : 'Get AI Consultation'}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={pending !== null}
              onClick={() => void run('alert')}
            >
              {pending === 'alert' ? 'Sending alert...' : 'Send Emergency Alert Test'}
            </button>
          </div>
        </form>
      </section>
      <div aria-live="polite">
        {shown && <ResultView result={shown.result} alertId={shown.alertId} updated={shown.updated === true} />}
      </div>
      {shown && questions.length > 0 && (
        <FollowUpForm
          key={shown.serial}
          questions={questions}
          pending={updating}
          error={updateError}
          onSubmit={(choices) => void update(choices)}
        />
      )}
    </>
  );
}
