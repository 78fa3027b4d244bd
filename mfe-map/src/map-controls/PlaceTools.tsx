import { COUNTRIES, type CountryCode, type HealthDataClient } from '@healthwatch/contracts';
import { useState } from 'react';
import styles from './MapControls.module.css';
import { CountrySelect } from '../../../remote-kit/country-select/CountrySelect';

export interface Place {
  lat: number;
  lng: number;
  label: string;
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

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    const code = postal.trim();
    if (code.length < 2) {
      setMessage('Enter a postal code or a city name');
      return;
    }
    setMessage('Searching…');
    // Postal codes carry digits in every supported country but the UK's first
    // half; a word without digits is a place name.
    if (!/\d/.test(code)) {
      const found = await client.searchCities(code, country).catch(() => []);
      const place = found[0];
      if (!place) {
        setMessage(`No place called ${code} in ${COUNTRIES.find((c) => c.code === country)?.name ?? country}`);
        return;
      }
      setMessage(`Showing ${place.city}, ${place.state}`);
      onPlace({ lat: place.latitude, lng: place.longitude, label: place.city });
      return;
    }
    const outcome = await client.geocode(country, code);
    if (outcome.kind === 'found') {
      const { latitude, longitude, city } = outcome.result;
      setMessage(`Showing ${city || code}`);
      onPlace({ lat: latitude, lng: longitude, label: city || code });
    } else setMessage(outcome.message);
  };

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setMessage('Your browser cannot share its location');
      return;
    }
    setMessage('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setMessage('Showing your area');
        onPlace({ lat: pos.coords.latitude, lng: pos.coords.longitude, label: 'your area' });
      },
      () => setMessage('Your location is not available'),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend>Go to a place</legend>
      <form className={styles.presets} onSubmit={search} aria-label="Find a place by postal code or city">
        <CountrySelect label="Country" value={country} onChange={setCountry} />
        <label>
          Postal code or city
          <input value={postal} onChange={(e) => setPostal(e.target.value)} size={14} />
        </label>
        <button type="submit">Find</button>
      </form>
      <button type="button" onClick={nearMe}>
        Near me
      </button>
      <button type="button" onClick={onCopy}>
        Copy link
      </button>
      <p className={styles.hint} role="status">
        {message}
      </p>
    </fieldset>
  );
}
