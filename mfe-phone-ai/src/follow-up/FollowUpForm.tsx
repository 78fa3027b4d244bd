import { useId, useState, type FormEvent } from 'react';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { type Choice, type Choices, questionText } from './follow-up-request';

interface FollowUpFormProps {
  questions: readonly string[];
  pending: boolean;
  error: string | null;
  onSubmit: (choices: Choices) => void;
}

/** The engine's follow-up questions under a result, a Yes/No radio group each; unanswered ones are left out. */
export function FollowUpForm({ questions, pending, error, onSubmit }: FollowUpFormProps) {
  const id = useId();
  const [choices, setChoices] = useState<Choices>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(choices);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>A few questions to sharpen the answer</h3>
      <p id={`${id}-hint`} className={styles.hint}>
        Answer those you can; a question left blank is not counted.
      </p>
      <form className={styles.questions} onSubmit={submit} aria-describedby={`${id}-hint`}>
        {questions.map((symptom, i) => (
          <fieldset key={symptom} className={styles.choices}>
            <legend>{questionText(symptom)}</legend>
            <div className={styles.yesNo}>
              {(['yes', 'no'] as const satisfies readonly Choice[]).map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-q${i}`}
                    value={choice}
                    checked={choices[symptom] === choice}
                    onChange={() => setChoices({ ...choices, [symptom]: choice })}
                  />
                  {choice === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {error && (
          <p role="alert" className={styles.banner}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={pending}>
            {pending ? 'Updating answer...' : 'Update answer'}
          </button>
        </div>
      </form>
    </section>
  );
}
