import { COUNTRIES } from '@healthwatch/contracts';
import { useCountryName } from '@healthwatch/ui-kit/country-select/useCountryName';
import { useT } from '../i18n/report-catalogs';
import styles from './ReportForm.module.css';

/** The report form's country select, with its "Select a country" choice (the check-in's too). */
export function CountryField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('form.country')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('form.countryPlaceholder')}</option>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {countryName(c.code)}
          </option>
        ))}
      </select>
    </div>
  );
}
