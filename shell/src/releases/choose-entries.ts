import {
  chooseRelease,
  type DiscoveryDocument,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
} from '@healthwatch/contracts';

export interface RemoteRelease {
  /** The manifest the federation runtime loads. */
  entry: string;
  /** The release's version; null when the remote comes from config.json (pinned, or not in discovery). */
  version: string | null;
}

export interface RefusedRelease {
  remote: RemoteName;
  version: string;
  contracts: string;
}

/**
 * Which manifest each remote loads: the release discovery picks for this browser's bucket,
 * else the config.json entry (a pinned remote, a remote discovery does not know, or no
 * compatible release). Entries are resolved against `base` (releases live under /releases/).
 */
export function chooseEntries(
  config: RuntimeConfig,
  doc: DiscoveryDocument | null,
  bucket: number,
  shellContracts: string,
  base: string,
): { releases: Record<RemoteName, RemoteRelease>; refused: RefusedRelease[] } {
  const refused: RefusedRelease[] = [];
  const releases = {} as Record<RemoteName, RemoteRelease>;
  for (const name of REMOTE_NAMES) {
    const known = doc?.remotes[name];
    const choice = known && !config.pinned?.includes(name) ? chooseRelease(known, bucket, shellContracts) : null;
    for (const r of choice?.refused ?? []) refused.push({ remote: name, version: r.version, contracts: r.contracts });
    releases[name] = choice?.release
      ? { entry: new URL(choice.release.entry, base).href, version: choice.release.version }
      : { entry: config.remotes[name], version: null };
  }
  return { releases, refused };
}
