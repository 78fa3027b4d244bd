import type { ConsultationResult, TriageLevel } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { DifferentialChart } from './DifferentialChart';

const TRIAGE_LABELS: Record<TriageLevel, string> = {
  'self-care': 'Self-care at home',
  'see-doctor': 'See a doctor within 24 hours',
  emergency: 'Emergency: get help now',
};

const percent = (p: number) => `${Math.round(p * 100)}%`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface ResultViewProps {
  result: ConsultationResult;
  alertId?: string | undefined;
  /** The answer after the follow-up questions: said so, and focused, as the questions' form is gone. */
  updated?: boolean;
}

export function ResultView({ result, alertId, updated = false }: ResultViewProps) {
  const { explanation } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (updated) heading.current?.focus();
  }, [updated]);
  return (
    <section
      className={`${styles.card} ${styles[`triage_${result.triage.replace('-', '_')}`] ?? ''}`}
      aria-labelledby="phoneAi-result-heading"
    >
      <h3 id="phoneAi-result-heading" ref={heading} tabIndex={-1}>
        {alertId ? 'Emergency alert sent' : 'AI consultation result'}
      </h3>
      {alertId && <p>Alert reference: {alertId}</p>}
      {updated && <p>Updated with your answers to the questions.</p>}
      <dl className={styles.facts}>
        <dt>Diagnosis</dt>
        <dd>{result.diagnosis}</dd>
        <dt>Confidence</dt>
        <dd>{percent(result.confidence)}</dd>
        <dt>Severity</dt>
        <dd>{capitalise(result.severity)}</dd>
        <dt>Urgency</dt>
        <dd>{TRIAGE_LABELS[result.triage]}</dd>
        <dt>Follow-up required</dt>
        <dd>{result.followUpRequired ? 'Yes' : 'No'}</dd>
      </dl>

      <h4>Recommendations</h4>
      <ul className={styles.list}>
        {result.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>

      {result.differential.length > 0 && <DifferentialChart differential={result.differential} />}

      <h4>How this was worked out</h4>
      <p>{explanation.summary}</p>
      {explanation.matchedSymptoms.length > 0 && <p>Symptoms recognised: {explanation.matchedSymptoms.join(', ')}</p>}
      {explanation.redFlags.length > 0 && (
        <ul className={styles.list} aria-label="Warning signs found">
          {explanation.redFlags.map((f) => (
            <li key={f.id}>
              <strong>{f.description}</strong> <span className={styles.source}>Source: {f.source}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
