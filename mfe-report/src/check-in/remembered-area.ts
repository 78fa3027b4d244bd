import { isCountryCode } from '@healthwatch/contracts';

/** localStorage key of the area a visitor asked this device to remember (issue #32); nothing else is kept. */
export const REMEMBERED_AREA_KEY = 'healthwatch-check-in-area';

/** localStorage key of the weekly reminder's stop token: the only trace of that opt-in on the device. */
export const REMINDER_TOKEN_KEY = 'healthwatch-reminder-token';

export interface Area {
  country: string;
  pinCode: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The remembered area, or null (none, unreadable, or not a country we know). */
export function readRememberedArea(store: Storage | null = storage()): Area | null {
  try {
    const raw = store?.getItem(REMEMBERED_AREA_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { country, pinCode } = value as Partial<Area>;
    return isCountryCode(country) && typeof pinCode === 'string' && pinCode.length <= 16 ? { country, pinCode } : null;
  } catch {
    return null;
  }
}

/** Keeps the area on this device only when the visitor ticked "remember my area"; unticked, forgets it. */
export function rememberArea(area: Area | null, store: Storage | null = storage()): void {
  try {
    if (area) store?.setItem(REMEMBERED_AREA_KEY, JSON.stringify({ country: area.country, pinCode: area.pinCode }));
    else store?.removeItem(REMEMBERED_AREA_KEY);
  } catch {
    // Private mode or a full quota: the check-in itself does not depend on it.
  }
}
