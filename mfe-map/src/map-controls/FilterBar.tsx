import {
  ILLNESS_LABELS,
  ILLNESS_TYPES,
  type IllnessType,
  type MapFilters,
  SEVERITIES,
  type Severity,
  SYMPTOMS,
  type Symptom,
} from '@healthwatch/contracts';
import styles from './MapControls.module.css';

type Field = 'illness' | 'symptom' | 'severity';

/** Illness, symptom and severity pickers; "All" clears one. */
export function FilterBar({ filters, onChange }: { filters: MapFilters; onChange: (next: MapFilters) => void }) {
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
      <legend>Filter reports</legend>
      <label>
        Illness
        <select value={filters.illness ?? ''} onChange={(e) => set('illness', e.target.value)}>
          <option value="">All illnesses</option>
          {ILLNESS_TYPES.map((i) => (
            <option key={i} value={i}>
              {ILLNESS_LABELS[i]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Symptom
        <select value={filters.symptom ?? ''} onChange={(e) => set('symptom', e.target.value)}>
          <option value="">All symptoms</option>
          {SYMPTOMS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Severity
        <select value={filters.severity ?? ''} onChange={(e) => set('severity', e.target.value)}>
          <option value="">All severities</option>
          {SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
