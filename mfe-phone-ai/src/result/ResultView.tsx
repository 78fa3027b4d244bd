import type { ConsultationResult } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  adviceWords,
  answerLanguage,
  diagnosisWords,
  redFlagWords,
  symptomWords,
  triageMessage,
} from '../i18n/consultation-words';
import { useExplanationWords } from '../i18n/explanation-words';
import { isPhoneAiMessage, type MessageId, useT } from '../i18n/phone-ai-catalogs';
import { Say, useSay } from '../i18n/Say';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { DifferentialChart } from './DifferentialChart';
import { formatPercent } from './format';

interface ResultViewProps {
  result: ConsultationResult;
  alertId?: string | undefined;
  /** The answer after the follow-up questions: said so, and focused, as the questions' form is gone. */
  updated?: boolean;
}

/**
 * The API's words are shown in the language it wrote them in (the page's when it can, else
 * English, then marked `lang="en"`): the diagnosis of a close pair and the red flags' sources.
 * Everything identified by a fixed id or sent as a code (the advice, the explanation) is worded here.
 */
export function ResultView({ result, alertId, updated = false }: ResultViewProps) {
  const { explanation } = result;
  const t = useT();
  const say = useSay();
  const intl = useIntl();
  const explain = useExplanationWords(explanation.redFlags);
  const written = answerLanguage(result);
  // The red flags' sources are citations, kept in the language they were published in.
  const inOtherLanguage = (lang: string) => (lang === intl.locale ? undefined : lang);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (updated) heading.current?.focus();
  }, [updated]);
  return (
    <section
      className={`${styles.card} ${styles[`triage_${result.triage.replace('-', '_')}`] ?? ''}`}
      aria-labelledby="phoneAi-result-heading"
    >
      <h2 id="phoneAi-result-heading" ref={heading} tabIndex={-1}>
        {t(alertId ? 'result.alertHeading' : 'result.heading')}
      </h2>
      {alertId && <p>{t('result.alertReference', { id: alertId })}</p>}
      {updated && <p>{t('result.updated')}</p>}
      <dl className={styles.facts}>
        <dt>{t('result.diagnosis')}</dt>
        <dd>
          <Say words={diagnosisWords(result, intl.locale)} />
        </dd>
        <dt>{t('result.confidence')}</dt>
        <dd>{formatPercent(intl, result.confidence)}</dd>
        <dt>{t('result.severity')}</dt>
        <dd>{t(`severity.${result.severity}`)}</dd>
        <dt>{t('result.urgency')}</dt>
        <dd>{t(triageMessage(result.triage))}</dd>
        <dt>{t('result.followUpRequired')}</dt>
        <dd>{t(result.followUpRequired ? 'common.yes' : 'common.no')}</dd>
      </dl>

      <h3>{t('result.recommendations')}</h3>
      <ul className={styles.list}>
        {result.advice.map((id) => (
          <li key={id}>
            <Say words={adviceWords(id, isPhoneAiMessage)} />
          </li>
        ))}
      </ul>

      {result.differential.length > 0 && <DifferentialChart differential={result.differential} written={written} />}

      <h3>{t('result.howWorkedOut')}</h3>
      <p>{explanation.notes.map(explain).join(' ')}</p>
      {explanation.matchedSymptoms.length > 0 && (
        <p>
          {t('result.recognised', {
            symptoms: explanation.matchedSymptoms.map((s) => say(symptomWords(s))).join(t('list.separator')),
          })}
        </p>
      )}
      {explanation.redFlags.length > 0 && (
        <ul className={styles.list} aria-label={t('result.warningSigns')}>
          {explanation.redFlags.map((f) => (
            <li key={f.id}>
              <strong>
                <Say words={redFlagWords(f, isPhoneAiMessage)} />
              </strong>{' '}
              <span className={styles.source}>
                {intl.formatMessage(
                  { id: 'result.source' satisfies MessageId },
                  { source: <span lang={inOtherLanguage('en')}>{f.source}</span> },
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
