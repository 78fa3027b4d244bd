import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useId, useState, type FormEvent } from 'react';
import { followUpWords, type Words } from '../i18n/consultation-words';
import { useT } from '../i18n/phone-ai-catalogs';
import { Say } from '../i18n/Say';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { type Choice, type Choices, questionText } from './follow-up-request';

interface FollowUpFormProps {
  questions: readonly string[];
  pending: boolean;
  error: Words | null;
  onSubmit: (choices: Choices) => void;
}

/** The engine's follow-up questions under a result, a Yes/No radio group each; unanswered ones are left out. */
export function FollowUpForm({ questions, pending, error, onSubmit }: FollowUpFormProps) {
  const id = useId();
  const t = useT();
  const [choices, setChoices] = useState<Choices>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(choices);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('followUp.heading')}</h2>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('followUp.hint')}
      </p>
      <form className={styles.questions} onSubmit={submit} aria-describedby={`${id}-hint`}>
        {questions.map((symptom, i) => (
          <fieldset key={symptom} className={styles.choices}>
            <legend>
              <Say words={followUpWords(symptom) ?? { text: questionText(symptom), lang: DEFAULT_LOCALE }} />
            </legend>
            <div className={styles.yesNo}>
              {(['yes', 'no'] as const satisfies readonly Choice[]).map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input
                    className={styles.choiceBox}
                    type="radio"
                    name={`${id}-q${i}`}
                    value={choice}
                    checked={choices[symptom] === choice}
                    onChange={() => setChoices({ ...choices, [symptom]: choice })}
                  />
                  {t(choice === 'yes' ? 'common.yes' : 'common.no')}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {error && (
          <p role="alert" className={styles.banner}>
            <Say words={error} />
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={pending}>
            {t(pending ? 'followUp.submitting' : 'followUp.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
