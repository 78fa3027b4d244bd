import { OFFLINE_AGGREGATE_PATHS } from '@healthwatch/contracts/offline/offline-cache';

/**
 * How the service worker treats a request the page makes (remote files and the precached shell
 * are handled apart):
 * - `aggregate`: a public aggregate the map and the home statistics show (clusters, timeline,
 *   statistics): network first; the last answer is kept for when the network cannot answer.
 * - `config`: what the shell needs before it can start (its config.json, the release discovery
 *   document): network first, the last answer kept.
 * - null: not touched. Report submissions, report lists, tips, geocoding, chat, the live feed and
 *   everything else go to the network as if there were no worker, and nothing of them is stored.
 */
export type CacheRule = 'aggregate' | 'config' | null;

const AGGREGATES = new Set<string>(OFFLINE_AGGREGATE_PATHS);

export function cacheRuleFor(method: string, url: URL, ownOrigin: string): CacheRule {
  if (method !== 'GET') return null;
  if (AGGREGATES.has(url.pathname)) return 'aggregate';
  if (url.pathname === '/api/discovery') return 'config';
  if (url.origin === ownOrigin && url.pathname === '/config.json') return 'config';
  return null;
}
