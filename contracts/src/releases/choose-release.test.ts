import { chooseRelease, contractsCompatible } from './choose-release';
import type { DiscoveryRemote } from './schemas';

const v = (version: string, contracts: string) => ({ version, contracts, entry: `/releases/map/${version}/e.js` });
const remote = (over: Partial<DiscoveryRemote> = {}): DiscoveryRemote => ({
  active: '1.0.0',
  canary: { version: '1.1.0', share: 0.5 },
  versions: [v('2.0.0', '2.0'), v('1.2.0', '1.3'), v('1.1.0', '1.0'), v('1.0.0', '1.0')],
  ...over,
});

describe('contractsCompatible', () => {
  it('needs the same major and a minor no newer than the shell', () => {
    expect(contractsCompatible('1.0', '1.2')).toBe(true);
    expect(contractsCompatible('1.2', '1.2')).toBe(true);
    expect(contractsCompatible('1.3', '1.2')).toBe(false);
    expect(contractsCompatible('2.0', '1.2')).toBe(false);
    expect(contractsCompatible('0.9', '1.2')).toBe(false);
  });
});

describe('chooseRelease', () => {
  it('gives the canary to buckets inside its share and the active version to the rest', () => {
    expect(chooseRelease(remote(), 0.49, '1.0')).toMatchObject({ release: { version: '1.1.0' }, canary: true });
    expect(chooseRelease(remote(), 0.5, '1.0')).toMatchObject({ release: { version: '1.0.0' }, canary: false });
    expect(chooseRelease(remote({ canary: null }), 0, '1.0').release?.version).toBe('1.0.0');
  });

  it('refuses an incompatible active version and loads the newest compatible one, naming the refused', () => {
    const choice = chooseRelease(remote({ active: '2.0.0', canary: null }), 0.9, '1.2');
    expect(choice.release?.version).toBe('1.1.0');
    expect(choice.refused.map((r) => r.version)).toEqual(['2.0.0']);
  });

  it('refuses an incompatible canary and gives that browser the active version', () => {
    const choice = chooseRelease(remote({ canary: { version: '1.2.0', share: 1 } }), 0.1, '1.2');
    expect(choice).toMatchObject({ release: { version: '1.0.0' }, canary: false });
    expect(choice.refused.map((r) => r.version)).toEqual(['1.2.0']);
  });

  it('has nothing to load only when no release is compatible', () => {
    expect(chooseRelease(remote({ active: '2.0.0', canary: null }), 0.3, '3.0').release).toBeNull();
  });
});
