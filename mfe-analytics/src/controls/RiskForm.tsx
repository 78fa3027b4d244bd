import { useState, type FormEvent } from 'react';
import styles from './Selectors.module.css';

export interface RiskProfile {
  age: number;
  gender: string;
}

export const DEFAULT_RISK_PROFILE: RiskProfile = { age: 30, gender: 'unspecified' };

/** Age and gender for the risk assessment; symptoms and medical history are sent empty, as docs/SPEC.md §7 describes. */
export function RiskForm({ profile, onSubmit }: { profile: RiskProfile; onSubmit: (p: RiskProfile) => void }) {
  const [age, setAge] = useState(String(profile.age));
  const [gender, setGender] = useState(profile.gender);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(age);
    if (age.trim() === '' || !Number.isInteger(n) || n < 0 || n > 120) {
      setError('Enter an age between 0 and 120.');
      return;
    }
    setError(null);
    onSubmit({ age: n, gender });
  };
  return (
    <form className={styles.row} onSubmit={submit} aria-label="Your details" noValidate>
      <label className={styles.field}>
        <span>Age</span>
        <input
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
        <span>Gender</span>
        <select value={gender} onChange={(e) => setGender(e.target.value)}>
          <option value="unspecified">Prefer not to say</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
          <option value="other">Other</option>
        </select>
      </label>
      <button type="submit" className={styles.submit}>
        Assess risk
      </button>
      {error && (
        <p id="analytics-age-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
