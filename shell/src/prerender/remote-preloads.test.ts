import { execFileSync } from 'node:child_process';
import path from 'node:path';

// scripts/remote-preloads.mjs is an ES module run by the static server; Jest
// here compiles CommonJS, so each case runs in a Node process of its own.
const script = path.join(__dirname, '..', '..', 'scripts', 'remote-preloads.mjs');

function run(body: string): unknown {
  const source = `import * as m from ${JSON.stringify(script)};\nconst result = await (async () => { ${body} })();\nprocess.stdout.write(JSON.stringify(result));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' }));
}

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'AnalyticsPage',
      path: './AnalyticsPage',
      assets: { js: { sync: ['static/js/406.js', 'static/js/expose.js'], async: ['static/js/lazy.js'] } },
    },
    { name: 'Other', path: './Other', assets: { js: { sync: ['static/js/other.js'], async: [] } } },
  ],
};
const CONFIG = {
  apiBaseUrl: 'https://api.example.org',
  remotes: {
    analytics: 'https://analytics.example.org/v2/mf-manifest.json',
    map: 'https://map.example.org/mf-manifest.json',
    chat: 'https://chat.example.org/mf-manifest.json',
  },
};

describe('scripts/remote-preloads.mjs', () => {
  it('reads the remote slots a prerendered page renders, once each and without the idle chat', () => {
    const html =
      '<div data-remote-slot="map/HealthMap"></div><div data-remote-slot="report/ReportForm"></div><div data-remote-slot="map/HealthMap"></div><div data-remote-slot="chat/CommunityPanels"></div>';
    expect(run(`return m.remoteModulesIn(${JSON.stringify(html)});`)).toEqual([
      { remote: 'map', expose: 'HealthMap' },
      { remote: 'report', expose: 'ReportForm' },
    ]);
  });

  it('treats a route with or without its trailing slash, index.html or query as the same page', () => {
    expect(
      run(
        `return ['/analytics', '/analytics/', '/analytics/index.html', '/analytics?x=1', '/', '/index.html', ''].map(m.routeKey);`,
      ),
    ).toEqual(['/analytics', '/analytics', '/analytics', '/analytics', '/', '/', '/']);
  });

  it('preloads the manifest, the entry and the expose sync chunks from the manifest folder, with the request modes the runtime uses', () => {
    const header = run(
      `return m.linkHeaderFor([{ remote: 'analytics', expose: 'AnalyticsPage' }], ${JSON.stringify(CONFIG)}, () => (${JSON.stringify(MANIFEST)}), 'https://www.example.org');`,
    );
    expect(header).toBe(
      [
        '<https://api.example.org>; rel=preconnect; crossorigin',
        '<https://analytics.example.org/v2/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
        '<https://analytics.example.org/v2/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
        '<https://analytics.example.org/v2/static/js/406.js>; rel=preload; as=script; fetchpriority=low',
        '<https://analytics.example.org/v2/static/js/expose.js>; rel=preload; as=script; fetchpriority=low',
      ].join(', '),
    );
  });

  it('preconnects to a cross-origin remote whose manifest is not known yet, for its scripts', () => {
    const header = run(
      `return m.linkHeaderFor([{ remote: 'analytics', expose: 'AnalyticsPage' }], ${JSON.stringify(CONFIG)}, () => null, 'https://www.example.org');`,
    );
    expect(header).toBe(
      [
        '<https://analytics.example.org>; rel=preconnect',
        '<https://api.example.org>; rel=preconnect; crossorigin',
        '<https://analytics.example.org/v2/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
      ].join(', '),
    );
  });

  it('preloads only the manifest while the manifest is unknown, and no preconnect to its own origin', () => {
    const config = { apiBaseUrl: '/api', remotes: { analytics: '/remotes/analytics/mf-manifest.json' } };
    expect(
      run(
        `return m.linkHeaderFor([{ remote: 'analytics', expose: 'AnalyticsPage' }], ${JSON.stringify(config)}, () => null, 'https://www.example.org');`,
      ),
    ).toBe(
      '<https://www.example.org/remotes/analytics/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
    );
  });

  it('never preloads the chat remote, and gives no header to a page without remotes', () => {
    expect(
      run(
        `return [m.linkHeaderFor([{ remote: 'chat', expose: 'CommunityPanels' }], ${JSON.stringify(CONFIG)}, () => null, 'https://www.example.org'), m.linkHeaderFor([], ${JSON.stringify(CONFIG)}, () => null, 'https://www.example.org')];`,
      ),
    ).toEqual([null, null]);
  });

  it('follows an explicit publicPath and a remoteEntry in a subfolder', () => {
    const manifest = {
      ...MANIFEST,
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '/entry/', type: 'global' },
        publicPath: 'https://cdn.example.org/a/',
      },
    };
    expect(
      run(
        `return m.scriptsFromManifest('https://analytics.example.org/mf-manifest.json', ${JSON.stringify(manifest)}, ['Other']);`,
      ),
    ).toEqual(['https://cdn.example.org/a/entry/remoteEntry.js', 'https://cdn.example.org/a/static/js/other.js']);
  });

  it('forgets a manifest whose remote stopped answering, reads it again when it is back, and reads a new URL at once', () => {
    const result = run(`
      let answer = { ok: true, json: async () => ({ version: 1 }) };
      const cache = m.createManifestCache({ fetchImpl: async () => answer });
      await cache.start(['u']);
      cache.stop();
      const first = cache.get('u');
      answer = { ok: false, status: 503, json: async () => ({}) };
      await cache.refresh();
      const duringOutage = cache.get('u');
      answer = { ok: true, json: async () => ({ version: 2 }) };
      await cache.refresh();
      const back = cache.get('u');
      const unknown = cache.get('v');
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [first, duringOutage, back, unknown, cache.get('v')];
    `);
    expect(result).toEqual([{ version: 1 }, null, { version: 2 }, null, { version: 2 }]);
  });
});
