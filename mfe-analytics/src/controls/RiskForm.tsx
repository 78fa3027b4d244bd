import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/analytics-catalogs';
import controlStyles from './Control.module.css';
import styles from './Selectors.module.css';

export interface RiskProfile {
  age: number;
  gender: string;
}

const GENDERS = ['unspecified', 'female', 'male', 'other'] as const;

export const DEFAULT_RISK_PROFILE: RiskProfile = { age: 30, gender: 'unspecified' };

/** Age and gender for the risk assessment; symptoms and medical history are sent empty, as docs/SPEC.md §7 describes. */
export function RiskForm({ profile, onSubmit }: { profile: RiskProfile; onSubmit: (p: RiskProfile) => void }) {
  const t = useT();
  const [age, setAge] = useState(String(profile.age));
  const [gender, setGender] = useState(profile.gender);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(age);
    if (age.trim() === '' || !Number.isInteger(n) || n < 0 || n > 120) {
      setError(t('risk.ageError'));
      return;
    }
    setError(null);
    onSubmit({ age: n, gender });
  };
  return (
    <form className={styles.row} onSubmit={submit} aria-label={t('risk.yourDetails')} noValidate>
      <label className={styles.field}>
        <span>{t('risk.age')}</span>
        <input
          className={controlStyles.control}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          value={age}
          onChange={(e) => setAge(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'analytics-age-error' : undefined}
        />
      </label>
      <label className={styles.field}>
        <span>{t('risk.gender')}</span>
        <select className={controlStyles.control} value={gender} onChange={(e) => setGender(e.target.value)}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`risk.gender.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>
        {t('risk.submit')}
      </button>
      {error && (
        <p id="analytics-age-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
