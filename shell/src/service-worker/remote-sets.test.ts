import { isContentHashed, manifestFiles, remoteOfCacheName, remoteSetCacheName } from './remote-sets';

const manifest = (publicPath: string) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: {
          sync: ['static/js/65.2e93d765.js', 'static/js/expose.fe7ad0f5.js'],
          async: ['static/js/808.d16acd05.js'],
        },
        css: { sync: [], async: ['static/css/9.aa11bb22.css'] },
      },
    },
  ],
  shared: [{ assets: { js: { sync: ['static/js/470.5a04a47c.js'], async: [] }, css: { sync: [], async: [] } } }],
});

describe('manifestFiles', () => {
  it('names the manifest, remoteEntry and every expose and shared file, beside the manifest when publicPath is auto', () => {
    expect(manifestFiles(manifest('auto'), 'http://127.0.0.1:3001/mf-manifest.json')).toEqual([
      'http://127.0.0.1:3001/mf-manifest.json',
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/static/js/65.2e93d765.js',
      'http://127.0.0.1:3001/static/js/expose.fe7ad0f5.js',
      'http://127.0.0.1:3001/static/js/808.d16acd05.js',
      'http://127.0.0.1:3001/static/css/9.aa11bb22.css',
      'http://127.0.0.1:3001/static/js/470.5a04a47c.js',
    ]);
  });

  it('resolves against a release build publicPath, and a manifest in a folder', () => {
    const files = manifestFiles(
      manifest('/releases/map/1.1.0/'),
      'http://cdn.test/releases/map/1.1.0/mf-manifest.json',
    );
    expect(files[1]).toBe('http://cdn.test/releases/map/1.1.0/remoteEntry.js');
    expect(files).toContain('http://cdn.test/releases/map/1.1.0/static/js/808.d16acd05.js');
    expect(manifestFiles(manifest('auto'), 'http://cdn.test/map/mf-manifest.json')[1]).toBe(
      'http://cdn.test/map/remoteEntry.js',
    );
  });

  it('names a file two exposes share once, and only the manifest when it cannot read one', () => {
    const twice = manifest('auto');
    twice.exposes.push(twice.exposes[0] as (typeof twice.exposes)[number]);
    const files = manifestFiles(twice, 'http://127.0.0.1:3001/mf-manifest.json');
    expect(new Set(files).size).toBe(files.length);
    expect(manifestFiles('not json', 'http://127.0.0.1:3001/mf-manifest.json')).toEqual([
      'http://127.0.0.1:3001/mf-manifest.json',
    ]);
  });
});

describe('remote set caches', () => {
  it('gives a changed manifest (content or URL) another cache, and the same manifest the same one', () => {
    const a = remoteSetCacheName('map', 'http://x/mf-manifest.json', '{"v":1}');
    expect(remoteSetCacheName('map', 'http://x/mf-manifest.json', '{"v":1}')).toBe(a);
    expect(remoteSetCacheName('map', 'http://x/mf-manifest.json', '{"v":2}')).not.toBe(a);
    expect(remoteSetCacheName('map', 'http://y/mf-manifest.json', '{"v":1}')).not.toBe(a);
    expect(remoteOfCacheName(a)).toBe('map');
    expect(remoteOfCacheName(remoteSetCacheName('phoneAi', 'http://x/m.json', ''))).toBe('phoneAi');
    expect(remoteOfCacheName('healthwatch-aggregates')).toBeNull();
    expect(remoteOfCacheName('healthwatch-remote-index')).toBeNull();
  });

  it('answers only content-hashed names from the set before asking the network', () => {
    expect(isContentHashed('http://x/static/js/808.d16acd05.js')).toBe(true);
    expect(isContentHashed('http://x/remoteEntry.js')).toBe(false);
    expect(isContentHashed('http://x/mf-manifest.json')).toBe(false);
  });
});
