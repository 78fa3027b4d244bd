import { COUNTRIES, type CountryCode } from '@healthwatch/contracts';
import { useCountryName } from './useCountryName';
import utilities from '../styles/utilities.module.css';

interface CountrySelectProps {
  label: string;
  value: CountryCode;
  onChange(code: CountryCode): void;
}

/** A labelled select of the 15 supported countries, by name in the visitor's language. */
export function CountrySelect({ label, value, onChange }: CountrySelectProps) {
  const nameOf = useCountryName();
  return (
    <label>
      {label}
      <select className={utilities.control} value={value} onChange={(e) => onChange(e.target.value as CountryCode)}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {nameOf(c.code)}
          </option>
        ))}
      </select>
    </label>
  );
}
