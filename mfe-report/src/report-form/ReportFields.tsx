import {
  COUNTRIES,
  findCountry,
  ILLNESS_LABELS,
  ILLNESS_TYPES,
  isIllnessType,
  isSeverity,
  SEVERITIES,
  SYMPTOMS,
} from '@healthwatch/contracts';
import type { Dispatch } from 'react';
import { PostalStatus } from '../postal-check/PostalStatus';
import type { PostalVerification } from '../postal-check/postal-verification';
import type { DraftAction, ReportDraft } from './form-state';
import styles from './ReportForm.module.css';

const SEVERITY_LABELS = { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' } as const;

interface Props {
  idPrefix: string;
  draft: ReportDraft;
  dispatch: Dispatch<DraftAction>;
  verification: PostalVerification;
  disabled: boolean;
}

/** The docs/SPEC.md §2 report form controls, in order. */
export function ReportFields({ idPrefix, draft, dispatch, verification, disabled }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const country = findCountry(draft.country);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id('country')}>Country</label>
        <select
          id={id('country')}
          className={styles.select}
          value={draft.country}
          disabled={disabled}
          onChange={(e) => dispatch({ type: 'country', value: e.target.value })}
        >
          <option value="">Select a country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>

      {country && (
        <div className={styles.field}>
          <label htmlFor={id('postal')}>Postal Code</label>
          <span id={id('postal-hint')} className={styles.hint}>
            Format: {country.postalFormat} (e.g. {country.example})
          </span>
          <input
            id={id('postal')}
            className={styles.input}
            type="text"
            inputMode="text"
            autoComplete="postal-code"
            placeholder={country.example}
            value={draft.pinCode}
            disabled={disabled}
            aria-describedby={`${id('postal-hint')} ${id('postal-status')}`}
            aria-invalid={verification.status === 'invalid' ? true : undefined}
            onChange={(e) => dispatch({ type: 'pinCode', value: e.target.value })}
          />
          <PostalStatus id={id('postal-status')} verification={verification} />
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={id('nickname')}>Nickname (optional)</label>
        <input
          id={id('nickname')}
          className={styles.input}
          type="text"
          autoComplete="off"
          maxLength={40}
          value={draft.nickname}
          disabled={disabled}
          onChange={(e) => dispatch({ type: 'nickname', value: e.target.value })}
        />
      </div>

      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>Symptoms</legend>
        <div className={styles.checks}>
          {SYMPTOMS.map((symptom) => (
            <label key={symptom} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.symptoms.includes(symptom)}
                onChange={(e) => dispatch({ type: 'symptom', value: symptom, checked: e.target.checked })}
              />
              {symptom}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={id('illness')}>Illness Type</label>
        <select
          id={id('illness')}
          className={styles.select}
          value={draft.illnessType}
          disabled={disabled}
          onChange={(e) => isIllnessType(e.target.value) && dispatch({ type: 'illnessType', value: e.target.value })}
        >
          {ILLNESS_TYPES.map((t) => (
            <option key={t} value={t}>
              {ILLNESS_LABELS[t]}
            </option>
          ))}
        </select>
      </div>

      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>Severity</legend>
        <div className={styles.radios}>
          {SEVERITIES.map((s) => (
            <label key={s} className={styles.check}>
              <input
                type="radio"
                name={id('severity')}
                value={s}
                checked={draft.severity === s}
                onChange={(e) => isSeverity(e.target.value) && dispatch({ type: 'severity', value: e.target.value })}
              />
              {SEVERITY_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
