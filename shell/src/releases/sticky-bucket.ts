const KEY = 'healthwatch.release-bucket';

/**
 * This browser's place in [0, 1) for canary shares, kept so a visitor stays on one release
 * across reloads. A random number and nothing else: it identifies no one and is never sent.
 */
export function stickyBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random = Math.random): number {
  const kept = Number(storage?.getItem(KEY) ?? Number.NaN);
  if (kept >= 0 && kept < 1) return kept;
  const bucket = random();
  try {
    storage?.setItem(KEY, String(bucket));
  } catch {
    // Storage full or blocked: this page still gets a consistent release.
  }
  return bucket;
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
