import {
  ILLNESS_TYPES,
  type IllnessType,
  type MapFilters,
  SEVERITIES,
  type Severity,
  SYMPTOMS,
  type Symptom,
} from '@healthwatch/contracts';
import { useT } from '../i18n/map-catalogs';
import styles from './MapControls.module.css';
import utilities from '@healthwatch/ui-kit/styles/utilities.module.css';

type Field = 'illness' | 'symptom' | 'severity';

/** Illness, symptom and severity pickers; "All" clears one. */
export function FilterBar({ filters, onChange }: { filters: MapFilters; onChange: (next: MapFilters) => void }) {
  const t = useT();
  const set = (field: Field, value: string) => {
    const next: MapFilters = { ...filters };
    if (value === '') delete next[field];
    else if (field === 'illness') next.illness = value as IllnessType;
    else if (field === 'symptom') next.symptom = value as Symptom;
    else next.severity = value as Severity;
    onChange(next);
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t('filters.legend')}</legend>
      <label>
        {t('filters.illness')}
        <select
          className={utilities.control}
          value={filters.illness ?? ''}
          onChange={(e) => set('illness', e.target.value)}
        >
          <option value="">{t('filters.allIllnesses')}</option>
          {ILLNESS_TYPES.map((i) => (
            <option key={i} value={i}>
              {t(`illness.${i}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.symptom')}
        <select
          className={utilities.control}
          value={filters.symptom ?? ''}
          onChange={(e) => set('symptom', e.target.value)}
        >
          <option value="">{t('filters.allSymptoms')}</option>
          {SYMPTOMS.map((s) => (
            <option key={s} value={s}>
              {t(`symptom.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.severity')}
        <select
          className={utilities.control}
          value={filters.severity ?? ''}
          onChange={(e) => set('severity', e.target.value)}
        >
          <option value="">{t('filters.allSeverities')}</option>
          {SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {t(`severity.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
