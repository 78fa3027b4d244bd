import {
  findCountry,
  ILLNESS_TYPES,
  isIllnessType,
  isSeverity,
  postalInputMode,
  SEVERITIES,
  SYMPTOMS,
} from '@healthwatch/contracts';
import { type Dispatch, Suspense } from 'react';
import { useT } from '../i18n/report-catalogs';
import type { PostalVerification } from '../postal-check/postal-verification';
import type { DraftAction, ReportDraft } from './form-state';
import styles from './ReportForm.module.css';
import { quietLazy } from './quiet-lazy';
import { CountryField } from './CountryField';

// The postal status (and its styles) is a chunk of its own, fetched once a country is chosen: a
// lookup starts only after a code is typed, so it is there before it has anything to say.
// Offline, the postal code cannot be checked anyway: without its chunk the status says nothing.
const PostalStatus = quietLazy(
  () => import('../postal-check/PostalStatus'),
  () => null,
);

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
  const t = useT();
  const country = findCountry(draft.country);
  return (
    <>
      <CountryField
        id={id('country')}
        value={draft.country}
        disabled={disabled}
        onChange={(value) => dispatch({ type: 'country', value })}
      />

      {country && (
        <div className={styles.field}>
          <label htmlFor={id('postal')}>{t('form.postalCode')}</label>
          <span id={id('postal-hint')} className={styles.hint}>
            {t('form.postalFormat', { format: country.postalFormat, example: country.example })}
          </span>
          <input
            id={id('postal')}
            className={styles.input}
            type="text"
            inputMode={postalInputMode(country.code)}
            autoComplete="postal-code"
            placeholder={country.example}
            value={draft.pinCode}
            disabled={disabled}
            aria-describedby={`${id('postal-hint')} ${id('postal-status')}`}
            aria-invalid={verification.status === 'invalid' ? true : undefined}
            onChange={(e) => dispatch({ type: 'pinCode', value: e.target.value })}
          />
          <Suspense fallback={<div id={id('postal-status')} role="status" aria-live="polite" />}>
            <PostalStatus id={id('postal-status')} verification={verification} />
          </Suspense>
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={id('nickname')}>{t('form.nickname')}</label>
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
        <legend className={styles.legend}>{t('form.symptoms')}</legend>
        <div className={styles.checks}>
          {SYMPTOMS.map((symptom) => (
            <label key={symptom} className={styles.check}>
              <input
                className={styles.checkBox}
                type="checkbox"
                checked={draft.symptoms.includes(symptom)}
                onChange={(e) => dispatch({ type: 'symptom', value: symptom, checked: e.target.checked })}
              />
              {t(`symptom.${symptom}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={id('illness')}>{t('form.illnessType')}</label>
        <select
          id={id('illness')}
          className={styles.select}
          value={draft.illnessType}
          disabled={disabled}
          onChange={(e) => isIllnessType(e.target.value) && dispatch({ type: 'illnessType', value: e.target.value })}
        >
          {ILLNESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`illness.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t('form.severity')}</legend>
        <div className={styles.radios}>
          {SEVERITIES.map((s) => (
            <label key={s} className={styles.check}>
              <input
                className={styles.checkBox}
                type="radio"
                name={id('severity')}
                value={s}
                checked={draft.severity === s}
                onChange={(e) => isSeverity(e.target.value) && dispatch({ type: 'severity', value: e.target.value })}
              />
              {t(`severity.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
