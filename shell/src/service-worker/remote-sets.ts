/**
 * A remote's files as one set, keyed by its manifest: the service worker keeps, per remote, the
 * files one mf-manifest.json names, in a cache whose name is derived from that manifest's URL and
 * content. A new release (new manifest) fills a new cache, which replaces the old one whole once
 * every file is in it, so an offline visit never meets a manifest of one release beside chunks of
 * another.
 */

interface AssetLists {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];

const filesOf = (assets: AssetLists | undefined): string[] => [
  ...strings(assets?.js?.sync),
  ...strings(assets?.js?.async),
  ...strings(assets?.css?.sync),
  ...strings(assets?.css?.async),
];

/**
 * Every file a Module Federation manifest names (remoteEntry, each expose's and each shared
 * module's JavaScript and CSS), as absolute URLs resolved the way the federation runtime resolves
 * them: against the manifest's publicPath, or beside the manifest when that is "auto".
 * The manifest itself comes first. An unreadable manifest names only itself.
 */
export function manifestFiles(manifest: unknown, manifestUrl: string): string[] {
  const out = new Set<string>([new URL(manifestUrl).href]);
  if (typeof manifest !== 'object' || manifest === null) return [...out];
  const m = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: Array<{ assets?: AssetLists }>;
    shared?: Array<{ assets?: AssetLists }>;
  };
  const publicPath = m.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== ''
      ? new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, manifestUrl).href
      : new URL('.', manifestUrl).href;
  const entry = m.metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && entry.name !== '') {
    const dir = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/+$/, '')}/` : '';
    out.add(new URL(`${dir}${entry.name}`, base).href);
  }
  for (const item of [...(Array.isArray(m.exposes) ? m.exposes : []), ...(Array.isArray(m.shared) ? m.shared : [])])
    for (const file of filesOf(item?.assets)) out.add(new URL(file, base).href);
  return [...out];
}

/** FNV-1a, 32 bits: a cache name needs a short stable digest, not a cryptographic one. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const REMOTE_SET_PREFIX = 'healthwatch-remote-';

/** The cache holding one remote's set: a changed manifest (URL or content) is another set. */
export function remoteSetCacheName(remote: string, manifestUrl: string, manifestText: string): string {
  return `${REMOTE_SET_PREFIX}${remote}-${digest(`${manifestUrl}\n${manifestText}`)}`;
}

/** The remote a set's cache belongs to, or null for another cache. */
export function remoteOfCacheName(cacheName: string): string | null {
  const match = new RegExp(`^${REMOTE_SET_PREFIX}(.+)-[0-9a-f]{8}$`).exec(cacheName);
  return match?.[1] ?? null;
}

/**
 * Files whose names carry their content hash never change: they may be answered from the set
 * before the network is asked. Others (mf-manifest.json, remoteEntry.js) are asked of the network
 * first, so an online visit always meets the current release.
 */
export const isContentHashed = (url: string): boolean =>
  /\.[0-9a-f]{8}\.(js|css|json|png|svg|jpg|gif|woff2?)$/.test(new URL(url).pathname);
