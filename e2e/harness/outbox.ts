// The offline report queue seen from a test: what waits in the page's IndexedDB outbox, and what
// the API has stored for a postal code the spec alone reports to.
import { OUTBOX_DB, OUTBOX_STORE } from '@healthwatch/contracts/offline/offline-cache';
import type { Page } from '@playwright/test';

/** The form's words for a report kept in the outbox. */
export const SAVED_OFFLINE = 'Saved — it will be sent when you are back online';

/**
 * How many reports the API has stored in India at `pin`'s place. The public report list carries no
 * postal code (docs/SPEC.md §3), so this counts the reports in the 3-decimal cell the API geocodes `pin` to.
 */
export async function storedAtPin(api: string, pin: string): Promise<number> {
  const place = (await (await fetch(`${api}/api/geocode?country=IN&postalCode=${pin}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  const cell = (n: number) => Math.round(n * 1000) / 1000;
  let count = 0;
  for (let before = ''; ; ) {
    const res = await fetch(`${api}/api/reports?country=IN&limit=500${before ? `&before=${before}` : ''}`);
    const body = (await res.json()) as {
      data: { latitude: number | null; longitude: number | null }[];
      nextBefore: string | null;
    };
    count += body.data.filter(
      (r) => r.latitude === cell(place.latitude) && r.longitude === cell(place.longitude),
    ).length;
    if (!body.nextBefore) return count;
    before = body.nextBefore;
  }
}

/** How many reports wait in the page's IndexedDB outbox (0 before the store exists). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    ([dbName, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(0);
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
    [OUTBOX_DB, OUTBOX_STORE] as const,
  );
}
