/**
 * The participant key (issue #32): a random key this browser makes once and sends with each report and
 * check-in, so the API can count distinct participants per area and week. It lives in IndexedDB beside the
 * report outbox (its own database, as idb-keyval keeps one store per database) and never leaves the device
 * except in those requests; the server keeps only a weekly HMAC of it (docs/SPEC.md, rates).
 */
import { PARTICIPANT_KEY_PATTERN } from '@healthwatch/contracts/rates/participant-key-pattern';

export const PARTICIPANT_DB = 'healthwatch-participant';
export const PARTICIPANT_STORE = 'participant';
const ENTRY = 'key';

/** 128 random bits as base64url (22 characters), the ParticipantKeySchema's shortest form. */
export function newParticipantKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const isParticipantKey = (value: unknown): value is string =>
  typeof value === 'string' && PARTICIPANT_KEY_PATTERN.test(value);

export interface ParticipantKeyStore {
  /** The device's key, made on the first call; null where the browser keeps no IndexedDB. */
  get(): Promise<string | null>;
}

/**
 * The key in IndexedDB. `update` is one read-write transaction, so two tabs making a key at once keep
 * the first one written. A failed read is tried again on the next call.
 */
export function indexedDbParticipantKey(dbName = PARTICIPANT_DB, storeName = PARTICIPANT_STORE): ParticipantKeyStore {
  let reading: Promise<string | null> | null = null;
  const read = async (): Promise<string | null> => {
    if (typeof indexedDB === 'undefined') return null;
    const idb = await import('../report-outbox/outbox-store');
    const store = idb.createStore(dbName, storeName);
    await idb.update<string>(ENTRY, (old) => (isParticipantKey(old) ? old : newParticipantKey()), store);
    const key = await idb.get<string>(ENTRY, store);
    return isParticipantKey(key) ? key : null;
  };
  return {
    get() {
      reading ??= read().catch((error: unknown) => {
        reading = null;
        console.warn('The participant key could not be read', error);
        return null;
      });
      return reading;
    },
  };
}

let shared: ParticipantKeyStore | undefined;

/** The page's (and the service worker's) participant key store. */
export function deviceParticipantKey(): ParticipantKeyStore {
  shared ??= indexedDbParticipantKey();
  return shared;
}
