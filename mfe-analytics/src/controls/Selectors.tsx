import { ANALYTICS_LOCATIONS, ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@healthwatch/contracts';
import { LocationSearch } from '../location-search/LocationSearch';
import type { AreaSearch } from '../location-search/useAreaSearch';
import { useT } from '../i18n/analytics-catalogs';
import { usePlaceName } from '../i18n/usePlaceName';
import controlStyles from './Control.module.css';
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
  const t = useT();
  const placeName = usePlaceName();
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>{t('selectors.location')}</span>
        <select
          className={controlStyles.control}
          value={location.value}
          onChange={(e) => {
            const value = e.target.value;
            // A place keeps its English name as its label, worded at render time in the language of the moment.
            onLocation({ value, label: isPlace(value) ? value : (e.target.selectedOptions[0]?.text ?? value) });
          }}
        >
          {ANALYTICS_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {placeName(l)}
            </option>
          ))}
          {!isPlace(location.value) && <option value={location.value}>{location.label}</option>}
        </select>
      </label>
      <LocationSearch searchAreas={searchAreas} onSelect={(o) => onLocation({ value: o.value, label: o.label })} />
      <label className={styles.field}>
        <span>{t('selectors.timeframe')}</span>
        <select
          className={controlStyles.control}
          value={timeframe}
          onChange={(e) => onTimeframe(Number(e.target.value) as AnalyticsTimeframe)}
        >
          {ANALYTICS_TIMEFRAMES.map((d) => (
            <option key={d} value={d}>
              {t('selectors.days', { days: d })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
