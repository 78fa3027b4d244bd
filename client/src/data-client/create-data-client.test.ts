import fs from 'node:fs';
import path from 'node:path';
import { createDataClient } from './create-data-client';
import { HostedSupabaseDouble } from '../../test-support/hosted-supabase-double';

const SRC = path.resolve(__dirname, '..');

/** Files reachable from a module through static imports/exports only (import() is not followed). */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
      const spec = m[1] ?? m[2]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('createDataClient', () => {
  it('keeps supabase-js (and React) out of what the package root loads', () => {
    const { files, packages } = staticClosure(path.join(SRC, 'index.ts'));
    expect(files.has(path.join(SRC, 'data-client/create-data-client.ts'))).toBe(true);
    expect([...files].filter((f) => f.includes(`${path.sep}supabase${path.sep}`))).toEqual([]);
    expect([...packages].filter((p) => p.startsWith('@supabase/') || p === 'react')).toEqual([]);
    expect(fs.readFileSync(path.join(SRC, 'data-client/create-data-client.ts'), 'utf8')).toContain(
      "import('../supabase/supabase-data-client')",
    );
  });

  describe('against a double of the hosted Supabase service', () => {
    let double: HostedSupabaseDouble;
    beforeEach(async () => {
      double = await HostedSupabaseDouble.start();
    });
    afterEach(() => double.stop());

    it('uses the API when supabase is null', async () => {
      // The double stands at apiBaseUrl only to record where the call went.
      const client = createDataClient({ apiBaseUrl: double.url, supabase: null });
      await expect(client.listReports()).rejects.toThrow();
      expect(double.requests.map((r) => r.path)).toEqual(['/api/reports']);
    });

    it('uses Supabase when it is configured, loading supabase-js on first use', async () => {
      double.addReport({ country: 'IN', pin_code: '400001', symptoms: ['Fever'] });
      const client = createDataClient({
        apiBaseUrl: 'http://127.0.0.1:9',
        supabase: { url: double.url, anonKey: 'anon' },
      });
      await expect(client.listReports()).resolves.toMatchObject([{ country: 'IN', symptoms: ['Fever'] }]);
      expect(double.requests.map((r) => r.path)).toEqual(['/rest/v1/symptom_reports']);
      expect(double.requests[0]!.headers.apikey).toBe('anon');
    });

    it('a feed closed before supabase-js has loaded never opens', async () => {
      const client = createDataClient({
        apiBaseUrl: 'http://127.0.0.1:9',
        supabase: { url: double.url, anonKey: 'anon' },
      });
      const statuses: string[] = [];
      client
        .subscribeReports(
          () => undefined,
          (s) => statuses.push(s.status),
        )
        .close();
      await client.listReports();
      await new Promise((r) => setTimeout(r, 50));
      expect(statuses).toEqual([]);
      expect(double.frames).toEqual([]);
    });
  });
});
