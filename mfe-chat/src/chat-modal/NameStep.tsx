import { useId, useState, type FormEvent, type RefObject } from 'react';
import { CHAT_NICKNAME_MAX } from '@healthwatch/contracts';
import { useT } from '../i18n/chat-catalogs';
import styles from './ChatModal.module.css';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmit: (name: string) => Promise<string | null>;
}

/** Step 1: the visitor picks the name others will see. */
export function NameStep({ headingRef, onSubmit }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    const failure = await onSubmit(name.trim());
    // On success this step unmounts; only a failure needs local state.
    if (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('name.heading')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('name.label')}</label>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          maxLength={CHAT_NICKNAME_MAX}
          autoComplete="off"
          data-autofocus
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('name.hint')}
        </p>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={styles.primary} disabled={blank || busy}>
        {busy ? t('name.connecting') : t('name.continue')}
      </button>
    </form>
  );
}
