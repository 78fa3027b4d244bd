import { COUNTRIES, type CountryCode } from '@healthwatch/contracts';

interface CountrySelectProps {
  label: string;
  value: CountryCode;
  onChange(code: CountryCode): void;
}

/** A labelled select of the 15 supported countries, by name. */
export function CountrySelect({ label, value, onChange }: CountrySelectProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as CountryCode)}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
