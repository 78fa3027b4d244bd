import {
  ANALYTICS_LOCATIONS,
  ANALYTICS_TIMEFRAMES,
  type AnalyticsLocation,
  type AnalyticsTimeframe,
} from '@healthwatch/contracts';
import styles from './Selectors.module.css';

interface Props {
  location: AnalyticsLocation;
  timeframe: AnalyticsTimeframe;
  onLocation: (l: AnalyticsLocation) => void;
  onTimeframe: (t: AnalyticsTimeframe) => void;
}

export function Selectors({ location, timeframe, onLocation, onTimeframe }: Props) {
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>Location</span>
        <select value={location} onChange={(e) => onLocation(e.target.value as AnalyticsLocation)}>
          {ANALYTICS_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
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
