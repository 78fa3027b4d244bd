import type { ClientErrorBody, DiscoveryDocument, RemoteName, RuntimeConfig } from '@healthwatch/contracts';
import { chooseEntries, type RemoteRelease } from './choose-entries';

export interface FollowerDeps {
  config: RuntimeConfig;
  /** `load`: the page's first read (the API counts it as a page load). */
  discovery: (options?: { load?: boolean }) => Promise<DiscoveryDocument | null>;
  report: (body: ClientErrorBody) => Promise<void>;
  bucket: number;
  shellContracts: string;
  /** Where relative release entries are resolved (the page's address). */
  base: string;
  /** Registers remotes with the federation runtime; `force` replaces one already loaded. */
  register: (remotes: { name: string; entry: string }[], force: boolean) => void;
  warn: (message: string) => void;
}

/**
 * Keeps the federation runtime on the releases discovery names for this browser: chosen at
 * boot, re-chosen on each refresh, applied to already loaded remotes only by applyPending
 * (called on navigation). A refused release is warned about and reported once per page.
 */
export function createReleaseFollower(deps: FollowerDeps) {
  let loaded: Record<RemoteName, RemoteRelease> | null = null;
  let wanted: Record<RemoteName, RemoteRelease> | null = null;
  // The latest document's report tokens: a report about a release carries its token, or is not sent.
  let tokens: Partial<Record<string, Record<string, string>>> = {};
  const warned = new Set<string>();

  function report(remote: RemoteName, version: string, kind: ClientErrorBody['kind']): void {
    const token = tokens[remote]?.[version];
    if (token) void deps.report({ remote, version, kind, token }).catch(() => undefined);
  }

  function choose(doc: DiscoveryDocument | null): Record<RemoteName, RemoteRelease> {
    if (doc) tokens = Object.fromEntries(Object.entries(doc.remotes).map(([name, r]) => [name, r.reportTokens ?? {}]));
    const { releases, refused } = chooseEntries(deps.config, doc, deps.bucket, deps.shellContracts, deps.base);
    for (const r of refused) {
      const key = `${r.remote}@${r.version}`;
      if (warned.has(key)) continue;
      warned.add(key);
      const instead = releases[r.remote].version ?? 'the configured build';
      deps.warn(
        `[releases] ${r.remote} ${r.version} was built for contracts ${r.contracts}, this shell has ${deps.shellContracts}: loading ${instead} instead`,
      );
      report(r.remote, r.version, 'contracts-incompatible');
    }
    return releases;
  }

  return {
    async start(): Promise<void> {
      loaded = choose(await deps.discovery({ load: true }).catch(() => null));
      deps.register(
        Object.entries(loaded).map(([name, r]) => ({ name, entry: r.entry })),
        false,
      );
    },
    /** Re-reads discovery; a changed choice waits for applyPending. */
    async refresh(): Promise<void> {
      const doc = await deps.discovery().catch(() => null);
      if (doc) wanted = choose(doc);
    },
    /** Swaps every remote whose chosen release changed; returns their names. */
    applyPending(): RemoteName[] {
      if (!loaded || !wanted) return [];
      const before = loaded;
      const changed = (Object.keys(wanted) as RemoteName[]).filter((n) => wanted?.[n].entry !== before[n].entry);
      if (changed.length > 0)
        deps.register(
          changed.map((name) => ({ name, entry: (wanted as Record<RemoteName, RemoteRelease>)[name].entry })),
          true,
        );
      loaded = wanted;
      wanted = null;
      return changed;
    },
    versionOf(remote: string): string | null {
      return loaded?.[remote as RemoteName]?.version ?? null;
    },
    /** A remote failed to load: reported by release, kind and its report token only, nothing about the visitor. */
    reportLoadFailure(remote: string): void {
      const version = this.versionOf(remote);
      if (version) report(remote as RemoteName, version, 'load-failed');
    },
  };
}

export type ReleaseFollower = ReturnType<typeof createReleaseFollower>;
