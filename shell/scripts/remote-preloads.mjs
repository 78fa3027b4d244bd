// Starts loading a prerendered route's remotes together with its HTML.
//
// Without this, a remote's first request waits for the whole boot chain:
// HTML -> main.js (run after the first paint) -> shell chunks -> config.json
// -> mf-manifest.json -> remoteEntry.js + the expose's chunks. The prerender
// records which remote modules each route renders (route-remotes.json, written
// beside the pages); the static server answers such a page with HTTP Link
// headers that preload the remote's manifest, entry and expose chunks, so the
// federation runtime finds them in the memory cache when it asks.
//
// Remote URLs stay runtime config: the header is built per response from the
// current config.json and from each remote's manifest as last fetched, so
// moving or redeploying a remote never needs a rebuild of the shell.
//
// Every preload must be the same request the runtime makes later, or the
// browser fetches twice and warns that a preload went unused:
// - the manifest: `fetch(url, {})`, a CORS request without credentials
//   (runtime-core's SnapshotHandler), hence `as=fetch; crossorigin`;
// - remoteEntry.js and the expose's sync chunks: classic <script> elements
//   without a crossorigin attribute (sdk's createScript), hence `as=script`.
// The remote's page usually asks the api for data on mount: a preconnect to
// the api's origin saves that request its connection set-up.

export const ROUTE_REMOTES_FILE = 'route-remotes.json';

/**
 * Remotes that load on idle, not with the page (the chat): never preloaded,
 * they must not compete with what the route paints.
 */
export const IDLE_REMOTES = new Set(['chat']);

/** The remote modules a prerendered page renders, from its RemoteSlot markers, in page order. */
export function remoteModulesIn(html) {
  const found = [];
  for (const match of html.matchAll(/data-remote-slot="([^"/]+)\/([^"]+)"/g)) {
    const [, remote, expose] = match;
    if (IDLE_REMOTES.has(remote)) continue;
    if (!found.some((m) => m.remote === remote && m.expose === expose)) found.push({ remote, expose });
  }
  return found;
}

/** "/analytics/", "/analytics/index.html" and "/analytics" are the same page. */
export function routeKey(pathname) {
  const clean = pathname
    .split(/[?#]/)[0]
    .replace(/\/index\.html$/, '/')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** The runtime's "auto" public path: the manifest's own folder (sdk's inferAutoPublicPath). */
function publicPathOf(manifestUrl, manifest) {
  const declared = manifest?.metaData?.publicPath;
  if (declared === 'auto' || declared === '')
    return manifestUrl
      .replace(/#.*$/, '')
      .replace(/\?.*$/, '')
      .replace(/\/[^/]+$/, '/');
  return typeof declared === 'string' ? declared : null; // getPublicPath runs in the browser only
}

/** sdk's simpleJoinRemoteEntry: where remoteEntry.js sits below the public path. */
function joinEntry(entryPath, name) {
  let folder = entryPath ?? '';
  if (folder === '.') folder = '';
  else if (folder.startsWith('./')) folder = folder.slice(2);
  else if (folder.startsWith('/')) folder = folder.slice(1).replace(/\/$/, '');
  if (!folder) return name;
  return folder.endsWith('/') ? `${folder}${name}` : `${folder}/${name}`;
}

/**
 * The script URLs the runtime will request for these exposes of a remote:
 * remoteEntry.js, then each expose's sync JS chunks (loaded beside the entry).
 * Empty when the manifest is unknown or not one this code understands.
 */
export function scriptsFromManifest(manifestUrl, manifest, exposes) {
  const publicPath = publicPathOf(manifestUrl, manifest);
  const entry = manifest?.metaData?.remoteEntry;
  if (!publicPath || typeof entry?.name !== 'string' || (entry.type && entry.type !== 'global')) return [];
  const scripts = [`${publicPath}${joinEntry(entry.path, entry.name)}`];
  for (const expose of exposes) {
    const described = manifest.exposes?.find((e) => e.name === expose || e.path === `./${expose}`);
    for (const asset of described?.assets?.js?.sync ?? []) scripts.push(`${publicPath}${asset}`);
  }
  return [...new Set(scripts)];
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Link header value for one page, or null when the page renders no remote.
 * @param {{remote: string, expose: string}[]} modules what the page renders (route-remotes.json)
 * @param {object} config the runtime config (config.json)
 * @param {(manifestUrl: string) => object | null} manifestOf the last manifest fetched from that URL
 * @param {string} pageOrigin the origin the page is served from
 */
export function linkHeaderFor(modules, config, manifestOf, pageOrigin) {
  const byRemote = new Map();
  for (const { remote, expose } of modules) {
    const manifestUrl = config?.remotes?.[remote];
    if (typeof manifestUrl !== 'string' || IDLE_REMOTES.has(remote)) continue;
    const absolute = new URL(manifestUrl, pageOrigin).href;
    byRemote.set(absolute, [...(byRemote.get(absolute) ?? []), expose]);
  }
  if (byRemote.size === 0) return null;
  const remotes = [...byRemote].map(([manifestUrl, exposes]) => ({
    manifestUrl,
    scripts: scriptsFromManifest(manifestUrl, manifestOf(manifestUrl), exposes),
  }));
  const links = [];
  // The manifest's CORS preload opens a connection without credentials; the
  // scripts need one with them. A script preload opens its own, so a preconnect
  // is only worth it while the scripts are unknown (Chromium otherwise reports it unused).
  const origins = new Set();
  for (const { manifestUrl, scripts } of remotes) {
    const origin = originOf(manifestUrl);
    if (origin && origin !== pageOrigin && scripts.length === 0 && !origins.has(origin)) {
      origins.add(origin);
      links.push(`<${origin}>; rel=preconnect`);
    }
  }
  // The remotes ask the api for their data as soon as they mount: that CORS
  // request (no credentials, so the anonymous connection pool) needs a connection too.
  const api = typeof config?.apiBaseUrl === 'string' ? originOf(new URL(config.apiBaseUrl, pageOrigin).href) : null;
  if (api && api !== pageOrigin) links.push(`<${api}>; rel=preconnect; crossorigin`);
  // Low priority: the page's own stylesheets go first, so the prerendered
  // content paints as early as without the preloads (mobile FCP 1.0-1.1 s
  // low against 1.2-1.6 s at the default high priority; LCP the same).
  for (const { manifestUrl, scripts } of remotes) {
    links.push(`<${manifestUrl}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`);
    for (const script of scripts) links.push(`<${script}>; rel=preload; as=script; fetchpriority=low`);
  }
  return links.join(', ');
}

/**
 * The remotes' manifests as the server last read them, read again every
 * `refreshMs`: a redeployed remote's new chunk names are preloaded within
 * that time, and a remote that is down (or not up yet) gets only its manifest
 * preloaded until it answers again.
 */
export function createManifestCache({ refreshMs = 5_000, fetchImpl = fetch } = {}) {
  const entries = new Map();
  let timer = null;

  function read(url) {
    const entry = entries.get(url) ?? { manifest: null, pending: null };
    entries.set(url, entry);
    entry.pending ??= (async () => {
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(refreshMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        entry.manifest = await response.json();
      } catch {
        // No preloads for chunks a remote that does not answer may no longer serve.
        entry.manifest = null;
      } finally {
        entry.pending = null;
      }
    })();
    return entry.pending;
  }

  return {
    /** The manifest last read from `url`, or null; a URL seen for the first time (a re-pointed remote) is read now. */
    get(url) {
      if (!entries.has(url)) void read(url);
      return entries.get(url)?.manifest ?? null;
    },
    /** Reads every known manifest again. */
    refresh() {
      return Promise.all([...entries.keys()].map(read));
    },
    /** Reads these manifests now, then keeps all of them fresh until stop(). */
    start(urls) {
      const first = Promise.all([...new Set(urls)].map(read));
      timer ??= setInterval(() => void this.refresh(), refreshMs);
      // The refresh alone must not keep the server's process alive.
      timer.unref?.();
      return first;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
