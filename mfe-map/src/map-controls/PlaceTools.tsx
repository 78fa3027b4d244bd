import type { CountryCode, HealthDataClient } from '@healthwatch/contracts';
import { useState } from 'react';
import { useMapApiErrorId, useT } from '../i18n/map-catalogs';
import styles from './MapControls.module.css';
import utilities from '@healthwatch/ui-kit/styles/utilities.module.css';
import { CountrySelect } from '@healthwatch/ui-kit/country-select/CountrySelect';
import { useCountryName } from '@healthwatch/ui-kit/country-select/useCountryName';

export interface Place {
  lat: number;
  lng: number;
}

/** The zoom a found place opens at: a town and its surroundings. */
export const PLACE_ZOOM = 11;

/**
 * Country + postal code through the API's geocoder, or a city name from
 * the API's gazetteer, "Near me" through the
 * browser's geolocation (the position only moves the map: it is never sent),
 * and a button that copies the link of the current view.
 */
export function PlaceTools({
  client,
  onPlace,
  onCopy,
}: {
  client: HealthDataClient;
  onPlace: (place: Place) => void;
  onCopy: () => void;
}) {
  const [country, setCountry] = useState<CountryCode>('IN');
  const [postal, setPostal] = useState('');
  const [message, setMessage] = useState('');
  const t = useT();
  const apiErrorId = useMapApiErrorId();
  const countryName = useCountryName();

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    const code = postal.trim();
    if (code.length < 2) {
      setMessage(t('place.tooShort'));
      return;
    }
    setMessage(t('place.searching'));
    // Postal codes carry digits in every supported country but the UK's first
    // half; a word without digits is a place name.
    if (!/\d/.test(code)) {
      const found = await client.searchCities(code, country).catch(() => []);
      const place = found[0];
      if (!place) {
        setMessage(t('place.noPlace', { query: code, country: countryName(country) }));
        return;
      }
      setMessage(t('place.showingCity', { city: place.city, state: place.state }));
      onPlace({ lat: place.latitude, lng: place.longitude });
      return;
    }
    const outcome = await client.geocode(country, code);
    if (outcome.kind === 'found') {
      const { latitude, longitude, city } = outcome.result;
      setMessage(t('place.showingPlace', { place: city || code }));
      onPlace({ lat: latitude, lng: longitude });
    } else {
      // The API's refusal, worded by its code where this catalog has it (its params fill it in).
      const id = apiErrorId(outcome.code);
      setMessage(id ? t(id, outcome.params) : outcome.message);
    }
  };

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setMessage(t('place.noGeolocation'));
      return;
    }
    setMessage(t('place.locating'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setMessage(t('place.showingYourArea'));
        onPlace({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => setMessage(t('place.locationUnavailable')),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('place.legend')}</legend>
      <form className={styles.presets} onSubmit={search} aria-label={t('place.form')}>
        <CountrySelect label={t('place.country')} value={country} onChange={setCountry} />
        <label>
          {t('place.query')}
          <input className={utilities.control} value={postal} onChange={(e) => setPostal(e.target.value)} size={14} />
        </label>
        <button className={utilities.control} type="submit">
          {t('place.find')}
        </button>
      </form>
      <button className={utilities.control} type="button" onClick={nearMe}>
        {t('place.nearMe')}
      </button>
      <button className={utilities.control} type="button" onClick={onCopy}>
        {t('place.copyLink')}
      </button>
      <p className={styles.hint} role="status">
        {message}
      </p>
    </fieldset>
  );
}
