import type { DiscoveryRemote, DiscoveryVersion } from './schemas';

/** Whether a release built against `built` (major.minor) runs in a shell that has contracts `shell`. */
export function contractsCompatible(built: string, shell: string): boolean {
  const [bMajor, bMinor] = built.split('.').map(Number);
  const [sMajor, sMinor] = shell.split('.').map(Number);
  return bMajor === sMajor && (bMinor ?? 0) <= (sMinor ?? 0);
}

export interface ReleaseChoice {
  /** The release to load, or null when no release is compatible. */
  release: DiscoveryVersion | null;
  /** Releases discovery pointed this browser at but that were built for other contracts. */
  refused: DiscoveryVersion[];
  canary: boolean;
}

/**
 * Which release of one remote a browser loads: the canary when the browser's
 * sticky bucket (a random number in [0, 1) kept by the browser) falls inside
 * the canary's share, else the active version; a release built for contracts
 * this shell cannot serve is refused and the newest compatible one loads
 * instead, so a slot is never left blank while any compatible release exists.
 */
export function chooseRelease(remote: DiscoveryRemote, bucket: number, shellContracts: string): ReleaseChoice {
  const byVersion = (v: string | null | undefined) => remote.versions.find((r) => r.version === v) ?? null;
  const refused: DiscoveryVersion[] = [];
  const ok = (r: DiscoveryVersion | null): r is DiscoveryVersion => {
    if (r === null) return false;
    if (contractsCompatible(r.contracts, shellContracts)) return true;
    refused.push(r);
    return false;
  };
  const canary = remote.canary && bucket < remote.canary.share ? byVersion(remote.canary.version) : null;
  if (ok(canary)) return { release: canary, refused, canary: true };
  const active = byVersion(remote.active);
  if (ok(active)) return { release: active, refused, canary: false };
  const fallback =
    remote.versions.find(
      (r) => r.version !== remote.canary?.version && contractsCompatible(r.contracts, shellContracts),
    ) ?? null;
  return { release: fallback, refused, canary: false };
}
