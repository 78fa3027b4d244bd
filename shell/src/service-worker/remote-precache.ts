/// <reference lib="webworker" />
import {
  isContentHashed,
  manifestFiles,
  REMOTE_SET_PREFIX,
  remoteOfCacheName,
  remoteSetCacheName,
} from './remote-sets';

interface RemoteSet {
  cacheName: string;
  files: string[];
}

/** Which complete set each remote has: kept in a cache entry so a restarted worker knows it. */
const INDEX_CACHE = `${REMOTE_SET_PREFIX}index`;
const INDEX_KEY = '/__healthwatch/remote-sets.json';

let index: Promise<Record<string, RemoteSet>> | null = null;
const loadIndex = (): Promise<Record<string, RemoteSet>> => {
  index ??= caches
    .open(INDEX_CACHE)
    .then((cache) => cache.match(INDEX_KEY))
    .then((res) => (res ? (res.json() as Promise<Record<string, RemoteSet>>) : {}))
    .catch(() => ({}));
  return index;
};

async function saveIndex(sets: Record<string, RemoteSet>): Promise<void> {
  const cache = await caches.open(INDEX_CACHE);
  await cache.put(INDEX_KEY, new Response(JSON.stringify(sets), { headers: { 'Content-Type': 'application/json' } }));
}

/** One update at a time per remote: two pages announcing the same release fill one set. */
const pending = new Map<string, Promise<void>>();

/**
 * Caches every file the remote's current manifest names, in a new cache, and only once all are
 * in makes it the remote's set and deletes the previous one: a release replaces the last one whole.
 * A failure (offline, a file missing) keeps the previous set.
 */
export function updateRemoteSet(remote: string, manifestUrl: string): Promise<void> {
  const run = (pending.get(remote) ?? Promise.resolve()).then(async () => {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return;
    const text = await response.text();
    const cacheName = remoteSetCacheName(remote, manifestUrl, text);
    const sets = await loadIndex();
    if (sets[remote]?.cacheName === cacheName) return;
    const files = manifestFiles(JSON.parse(text) as unknown, manifestUrl);
    const cache = await caches.open(cacheName);
    try {
      await cache.addAll(files.slice(1));
      await cache.put(
        files[0] as string,
        new Response(text, { headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } }),
      );
    } catch (error) {
      await caches.delete(cacheName);
      throw error;
    }
    sets[remote] = { cacheName, files };
    await saveIndex(sets);
    for (const name of await caches.keys())
      if (name !== cacheName && remoteOfCacheName(name) === remote) await caches.delete(name);
  });
  const settled = run.catch((error: unknown) => console.warn(`[sw] ${remote}: set not cached`, error));
  pending.set(remote, settled);
  return settled;
}

/** The set holding `url`, if a complete set does. */
async function setOf(url: string): Promise<RemoteSet | null> {
  const sets = await loadIndex();
  return Object.values(sets).find((set) => set.files.includes(url)) ?? null;
}

/**
 * Answers a request for a remote's file: a content-hashed file from its set when there, else from
 * the network; a file with a stable name (manifest, remoteEntry.js) from the network, its set's copy
 * when the network cannot answer. A file no set names goes to the network untouched.
 */
export async function serveRemoteFile(request: Request): Promise<Response> {
  const set = await setOf(request.url);
  if (!set) return fetch(request);
  const cache = await caches.open(set.cacheName);
  if (isContentHashed(request.url)) return (await cache.match(request.url)) ?? fetch(request);
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await cache.match(request.url);
    if (kept) return kept;
    throw error;
  }
}
