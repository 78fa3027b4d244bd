import { DEFAULT_RUNTIME_CONFIG, type ClientErrorBody, type DiscoveryDocument } from '@healthwatch/contracts';
import { chooseEntries } from './choose-entries';
import { createReleaseFollower } from './release-follower';
import { stickyBucket } from './sticky-bucket';

const BASE = 'http://shell.test/';
const v = (version: string, contracts = '1.0') => ({
  version,
  contracts,
  entry: `/releases/map/${version}/mf-manifest.json`,
});
const doc = (map: DiscoveryDocument['remotes'][string]): DiscoveryDocument => ({ remotes: { map } });
const entryOf = (version: string) => `${BASE}releases/map/${version}/mf-manifest.json`;

describe('chooseEntries', () => {
  const canary = doc({ active: '1.0.0', canary: { version: '1.1.0', share: 0.5 }, versions: [v('1.1.0'), v('1.0.0')] });

  it('gives a bucket inside the canary share the canary, others the active release', () => {
    expect(chooseEntries(DEFAULT_RUNTIME_CONFIG, canary, 0.2, '1.0', BASE).releases.map).toEqual({
      entry: entryOf('1.1.0'),
      version: '1.1.0',
    });
    expect(chooseEntries(DEFAULT_RUNTIME_CONFIG, canary, 0.7, '1.0', BASE).releases.map.version).toBe('1.0.0');
  });

  it('keeps config.json for a pinned remote, a remote discovery lacks, and without discovery', () => {
    const pinned = { ...DEFAULT_RUNTIME_CONFIG, pinned: ['map' as const] };
    expect(chooseEntries(pinned, canary, 0.2, '1.0', BASE).releases.map).toEqual({
      entry: DEFAULT_RUNTIME_CONFIG.remotes.map,
      version: null,
    });
    expect(chooseEntries(DEFAULT_RUNTIME_CONFIG, canary, 0.2, '1.0', BASE).releases.chat.version).toBeNull();
    expect(chooseEntries(DEFAULT_RUNTIME_CONFIG, null, 0.2, '1.0', BASE).releases.map.version).toBeNull();
  });

  it('refuses a release built for another contracts major and names it', () => {
    const next = doc({ active: '2.0.0', canary: null, versions: [v('2.0.0', '2.0'), v('1.1.0'), v('1.0.0')] });
    const { releases, refused } = chooseEntries(DEFAULT_RUNTIME_CONFIG, next, 0.9, '1.0', BASE);
    expect(releases.map.version).toBe('1.1.0');
    expect(refused).toEqual([{ remote: 'map', version: '2.0.0', contracts: '2.0' }]);
  });
});

describe('createReleaseFollower', () => {
  function setup(first: DiscoveryDocument) {
    let current: DiscoveryDocument = first;
    const registered: { remotes: { name: string; entry: string }[]; force: boolean }[] = [];
    const reports: ClientErrorBody[] = [];
    const warnings: string[] = [];
    const follower = createReleaseFollower({
      config: DEFAULT_RUNTIME_CONFIG,
      discovery: async () => current,
      report: async (body) => {
        reports.push(body);
      },
      bucket: 0.9,
      shellContracts: '1.0',
      base: BASE,
      register: (remotes, force) => registered.push({ remotes, force }),
      warn: (m) => warnings.push(m),
    });
    return { follower, registered, reports, warnings, set: (d: DiscoveryDocument) => (current = d) };
  }

  it('registers the chosen releases at start and swaps a changed one only when applied', async () => {
    const t = setup(doc({ active: '1.1.0', canary: null, versions: [v('1.1.0'), v('1.0.0')] }));
    await t.follower.start();
    expect(t.registered[0]?.remotes.find((r) => r.name === 'map')?.entry).toBe(entryOf('1.1.0'));
    expect(t.registered[0]?.force).toBe(false);

    t.set(doc({ active: '1.0.0', canary: null, versions: [v('1.1.0'), v('1.0.0')] }));
    await t.follower.refresh();
    expect(t.registered).toHaveLength(1);
    expect(t.follower.versionOf('map')).toBe('1.1.0');

    expect(t.follower.applyPending()).toEqual(['map']);
    expect(t.registered[1]).toEqual({ remotes: [{ name: 'map', entry: entryOf('1.0.0') }], force: true });
    expect(t.follower.versionOf('map')).toBe('1.0.0');
    expect(t.follower.applyPending()).toEqual([]);
  });

  it('warns and reports a refused release once, and reports load failures of releases only, with their tokens', async () => {
    const tokens = { '2.0.0': `1.${'a'.repeat(22)}`, '1.0.0': `1.${'b'.repeat(22)}` };
    const t = setup(
      doc({ active: '2.0.0', canary: null, versions: [v('2.0.0', '2.0'), v('1.0.0')], reportTokens: tokens }),
    );
    await t.follower.start();
    await t.follower.refresh();
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings[0]).toContain('map 2.0.0 was built for contracts 2.0');
    expect(t.reports).toEqual([
      { remote: 'map', version: '2.0.0', kind: 'contracts-incompatible', token: tokens['2.0.0'] },
    ]);
    t.follower.reportLoadFailure('map');
    t.follower.reportLoadFailure('chat');
    expect(t.reports[1]).toEqual({ remote: 'map', version: '1.0.0', kind: 'load-failed', token: tokens['1.0.0'] });
    expect(t.reports).toHaveLength(2);
  });

  it('counts only its first read of discovery as a page load, and sends no report without a token', async () => {
    const reads: (boolean | undefined)[] = [];
    const reports: ClientErrorBody[] = [];
    const follower = createReleaseFollower({
      config: DEFAULT_RUNTIME_CONFIG,
      discovery: async (options) => {
        reads.push(options?.load);
        return doc({ active: '1.0.0', canary: null, versions: [v('1.0.0')] });
      },
      report: async (body) => {
        reports.push(body);
      },
      bucket: 0.9,
      shellContracts: '1.0',
      base: BASE,
      register: () => undefined,
      warn: () => undefined,
    });
    await follower.start();
    await follower.refresh();
    await follower.refresh();
    expect(reads).toEqual([true, undefined, undefined]);
    follower.reportLoadFailure('map');
    expect(reports).toEqual([]);
  });
});

describe('stickyBucket', () => {
  it('keeps the first draw across calls and redraws a corrupt value', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, x: string) => store.set(k, x),
    };
    expect(stickyBucket(storage, () => 0.25)).toBe(0.25);
    expect(stickyBucket(storage, () => 0.75)).toBe(0.25);
    store.set('healthwatch.release-bucket', 'junk');
    expect(stickyBucket(storage, () => 0.75)).toBe(0.75);
    expect(stickyBucket(null, () => 0.5)).toBe(0.5);
  });
});
