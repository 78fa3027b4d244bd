import type {
  ConsultationResult,
  DangerSign,
  HealthConsultationBody,
  Locale,
  Symptom,
  ToastKind,
} from '@healthwatch/contracts';
import { useId, useState, type FormEvent } from 'react';
import { requestConsultation, sendEmergencyAlert } from '@healthwatch/client';
import { type Choices, followUpRequest, questionsToAsk } from '../follow-up/follow-up-request';
import { FollowUpForm } from '../follow-up/FollowUpForm';
import { problemWords, type Words } from '../i18n/consultation-words';
import { usePhoneAiApiErrorId, useT } from '../i18n/phone-ai-catalogs';
import { Say } from '../i18n/Say';
import { ResultView } from '../result/ResultView';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { consultationRequest, toggleChoice, toggleDangerSign } from './consultation-request';
import { DangerSignsFieldset } from './DangerSignsFieldset';
import { SymptomsFieldset } from './SymptomsFieldset';
import { testSymptoms, validateTestInput, type TestAction } from './test-input';

interface TestConsoleProps {
  apiBaseUrl: string;
  toast: (kind: ToastKind, message: string) => void;
  fetchImpl?: typeof fetch | undefined;
  locale: Locale;
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
export function TestConsole({ apiBaseUrl, toast, fetchImpl, locale }: TestConsoleProps) {
  const id = useId();
  const t = useT();
  const apiErrorId = usePhoneAiApiErrorId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [symptomsText, setSymptomsText] = useState('');
  const [symptomsTicked, setSymptomsTicked] = useState<ReadonlySet<Symptom>>(new Set());
  const [pending, setPending] = useState<TestAction | null>(null);
  const [error, setError] = useState<Words | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<DangerSign>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  const [updating, setUpdating] = useState(false);
  const [updateError, setUpdateError] = useState<Words | null>(null);

  async function run(action: TestAction) {
    const invalid = validateTestInput(phoneNumber, symptomsText, action, symptomsTicked);
    if (invalid) {
      setError(problemWords(invalid, undefined, apiErrorId));
      return;
    }
    setError(null);
    setPending(action);
    const f = fetchImpl ?? fetch;
    const request =
      action === 'consultation'
        ? consultationRequest(phoneNumber, symptomsText, ticked, { symptoms: symptomsTicked, locale })
        : undefined;
    const outcome = request
      ? await requestConsultation(apiBaseUrl, request, f)
      : await sendEmergencyAlert(
          apiBaseUrl,
          {
            phoneNumber: phoneNumber.trim(),
            symptoms: testSymptoms(symptomsText, symptomsTicked),
            severity: 'high',
            location: 'Development test',
            description: 'Emergency alert test from the AI Health Diagnosis page',
          },
          f,
        );
    setPending(null);
    if (!outcome.ok) {
      setError(problemWords(outcome.error, outcome.code, apiErrorId));
      setShown(null);
      // The inline banner is already an alert; a toast would announce it twice.
      return;
    }
    const alertId = 'alertId' in outcome.data ? (outcome.data as { alertId: string }).alertId : undefined;
    setShown({ result: outcome.data, alertId, request, serial: (shown?.serial ?? 0) + 1 });
    setUpdateError(null);
    toast(alertId ? 'warning' : 'success', t(alertId ? 'toast.alertSent' : 'toast.consultationReady'));
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
      setUpdateError(problemWords(outcome.error, outcome.code, apiErrorId));
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
        <h2 id={`${id}-heading`}>{t('test.heading')}</h2>
        <p className={styles.hint}>{t('test.hint')}</p>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>{t('test.phone')}</label>
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
            <label htmlFor={`${id}-symptoms`}>{t('test.symptoms')}</label>
            <input
              id={`${id}-symptoms`}
              className={styles.input}
              type="text"
              value={symptomsText}
              onChange={(e) => setSymptomsText(e.target.value)}
              aria-describedby={`${id}-symptoms-hint`}
              aria-invalid={error !== null && testSymptoms(symptomsText, symptomsTicked).length === 0}
            />
            <span id={`${id}-symptoms-hint`} className={styles.hint}>
              {t('test.symptomsHint')}
            </span>
          </div>
          <SymptomsFieldset
            ticked={symptomsTicked}
            onChange={(symptom, checked) => setSymptomsTicked(toggleChoice(symptomsTicked, symptom, checked))}
          />
          <DangerSignsFieldset
            ticked={ticked}
            onChange={(sign, checked) => setTicked(toggleDangerSign(ticked, sign, checked))}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.banner}>
              <Say words={error} />
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={pending !== null}>
              {t(pending === 'consultation' ? 'test.submitting' : 'test.submit')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={pending !== null}
              onClick={() => void run('alert')}
            >
              {t(pending === 'alert' ? 'test.alerting' : 'test.alert')}
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
