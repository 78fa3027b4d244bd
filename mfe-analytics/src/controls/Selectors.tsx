import { ANALYTICS_LOCATIONS, ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@healthwatch/contracts';
import { LocationSearch } from '../location-search/LocationSearch';
import type { AreaSearch } from '../location-search/useAreaSearch';
import styles from './Selectors.module.css';

/** The page's location: one of SPEC's five places, or an area found by the search. */
export interface ChosenLocation {
  value: string;
  label: string;
}

interface Props {
  location: ChosenLocation;
  timeframe: AnalyticsTimeframe;
  onLocation: (l: ChosenLocation) => void;
  onTimeframe: (t: AnalyticsTimeframe) => void;
  searchAreas: AreaSearch;
}

const isPlace = (value: string) => (ANALYTICS_LOCATIONS as readonly string[]).includes(value);

export function Selectors({ location, timeframe, onLocation, onTimeframe, searchAreas }: Props) {
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>Location</span>
        <select
          value={location.value}
          onChange={(e) =>
            onLocation({ value: e.target.value, label: e.target.selectedOptions[0]?.text ?? e.target.value })
          }
        >
          {ANALYTICS_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
          {!isPlace(location.value) && <option value={location.value}>{location.label}</option>}
        </select>
      </label>
      <LocationSearch searchAreas={searchAreas} onSelect={(o) => onLocation({ value: o.value, label: o.label })} />
      <label className={styles.field}>
        <span>Timeframe</span>
        <select value={timeframe} onChange={(e) => onTimeframe(Number(e.target.value) as AnalyticsTimeframe)}>
          {ANALYTICS_TIMEFRAMES.map((t) => (
            <option key={t} value={t}>
              {t} days
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
