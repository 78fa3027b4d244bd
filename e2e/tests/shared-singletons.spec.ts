import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, mainNav, ROUTES } from '../harness/shell-page';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const FAMILIES = ['react', 'react-dom', 'react-router-dom'] as const;
type Family = (typeof FAMILIES)[number];

function familyOf(sharedName: string): Family | null {
  if (sharedName === 'react-router-dom') return 'react-router-dom';
  if (sharedName === 'react-dom' || sharedName.startsWith('react-dom/')) return 'react-dom';
  if (sharedName === 'react' || sharedName.startsWith('react/')) return 'react';
  return null;
}

test('React, react-dom and react-router-dom are loaded once per page across the shell and all five remotes', async ({
  page,
  suite,
}) => {
  // Every app's own copy of each shared package, as its manifest lists them.
  const apps = { shell: suite.shellUrl, ...suite.remotes };
  const owner = new Map<string, { app: string; family: Family }>();
  for (const [app, base] of Object.entries(apps)) {
    const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      const family = familyOf(shared.name);
      if (!family) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        owner.set(new URL(file, `${base}/`).href, { app, family });
    }
  }
  expect(owner.size).toBeGreaterThan(0);

  const loadedFrom: Record<Family, Set<string>> = {
    react: new Set(),
    'react-dom': new Set(),
    'react-router-dom': new Set(),
  };
  page.on('request', (req) => {
    const hit = owner.get(req.url().split('?')[0] ?? '');
    if (hit) loadedFrom[hit.family].add(hit.app);
  });

  await page.goto('/');
  for (const id of ['map/HealthMap', 'report/ReportForm', 'map/HealthStats']) await expectRemoteLoaded(page, id);
  for (const route of ROUTES) {
    await mainNav(page).getByRole('link', { name: route.label, exact: true }).click();
    if (route.slot) await expectRemoteLoaded(page, route.slot);
  }
  await expectRemoteLoaded(page, 'chat/CommunityPanels');

  for (const family of FAMILIES) {
    expect([...loadedFrom[family]], `${family} must come from exactly one app`).toHaveLength(1);
  }

  // The federation share scope agrees: one loaded copy of each package.
  const loadedCopies = await page.evaluate(
    (families) => {
      type Entry = { loaded?: boolean; lib?: unknown; from?: string };
      const federation = (
        window as unknown as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__;
      // Several instances may hold the same scope object; count each loaded copy once.
      const loaded: Record<string, Set<Entry>> = {};
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          if (!families.includes(pkg)) continue;
          for (const entry of Object.values(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            loaded[pkg] ??= new Set();
            loaded[pkg].add(entry);
          }
        }
      }
      return Object.fromEntries(Object.entries(loaded).map(([pkg, set]) => [pkg, set.size]));
    },
    [...FAMILIES] as string[],
  );
  for (const family of FAMILIES)
    expect(loadedCopies[family] ?? 0, `${family} in the share scope`).toBeLessThanOrEqual(1);
});
