import { useEffect, useReducer } from 'react';
import { POSTAL_DEBOUNCE_MS, type HealthDataClient } from '@healthwatch/contracts';
import { postalReducer, UNKNOWN, verificationKey, type PostalVerification } from './postal-verification';

/**
 * Verifies the postal code through the API 1000 ms after typing stops, only
 * when both country and code are set. A newer input cancels the older lookup,
 * and the reducer ignores any answer that still arrives for it.
 */
export function usePostalVerification(
  client: Pick<HealthDataClient, 'geocode'>,
  country: string,
  postalCode: string,
): PostalVerification {
  const [state, dispatch] = useReducer(postalReducer, UNKNOWN);
  const key = verificationKey(country, postalCode);
  const code = postalCode.trim();

  useEffect(() => {
    dispatch({ type: 'input', key });
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch({ type: 'check', key });
      client.geocode(country, code, controller.signal).then(
        (outcome) => dispatch({ type: 'answer', key, country, outcome }),
        () => undefined, // aborted: a newer input owns the state now
      );
    }, POSTAL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, key, country, code]);

  return state;
}
