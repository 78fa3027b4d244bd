import { issuePublishToken } from '../../src/releases/store';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe.each(DRIVERS)('release discovery on %s', (driver) => {
  let t: TestApp;
  let mapToken = '';
  let reportToken = '';
  beforeAll(async () => {
    t = await createTestApp(driver);
    mapToken = await issuePublishToken(t.db, 'map');
    reportToken = await issuePublishToken(t.db, 'report');
  });
  afterAll(() => t.close());

  const edit = (remote: string, action: string, payload: unknown, token = mapToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/discovery/${remote}/${action}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });
  const discovery = async () => (await t.app.inject({ method: 'GET', url: '/api/discovery' })).json();
  const release = (version: string, contracts = '1.0') =>
    edit('map', 'versions', { version, contracts, entry: `/releases/map/${version}/remoteEntry.js` });

  it('registers immutable releases, promotes, runs a canary and rolls back, each change audited', async () => {
    expect((await release('1.0.0')).statusCode).toBe(201);
    expect((await release('1.1.0')).statusCode).toBe(201);
    const again = await release('1.0.0', '1.1');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already released/);

    expect((await edit('map', 'promote', { version: '1.0.0', reason: 'first' })).statusCode).toBe(200);
    expect((await edit('map', 'canary', { version: '1.1.0', share: 0.5 })).statusCode).toBe(200);
    let doc = await discovery();
    expect(doc.remotes.map.active).toBe('1.0.0');
    expect(doc.remotes.map.canary).toEqual({ version: '1.1.0', share: 0.5 });
    expect(doc.remotes.map.versions.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(doc.remotes.map.versions[1]).toEqual({
      version: '1.0.0',
      contracts: '1.0',
      entry: '/releases/map/1.0.0/remoteEntry.js',
    });

    expect((await edit('map', 'rollback', { reason: 'errors in canary' })).statusCode).toBe(200);
    doc = await discovery();
    expect(doc.remotes.map).toMatchObject({ active: '1.0.0', canary: null });

    expect((await edit('map', 'promote', { version: '1.1.0' })).statusCode).toBe(200);
    expect((await edit('map', 'rollback', {})).statusCode).toBe(200);
    expect((await discovery()).remotes.map.active).toBe('1.0.0');

    const audit = await t.db.query<{ actor: string; action: string; detail: string; reason: string | null }>(
      "SELECT actor, action, detail, reason FROM release_audit WHERE remote = 'map' ORDER BY id",
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'register',
      'register',
      'promote',
      'canary',
      'rollback',
      'promote',
      'rollback',
    ]);
    expect(audit.rows.every((r) => r.actor === 'map token')).toBe(true);
    expect(audit.rows[4]).toMatchObject({ reason: 'errors in canary', detail: 'canary 1.1.0 ended (active 1.0.0)' });
    expect(audit.rows[6]?.detail).toBe('active 1.1.0 -> 1.0.0');
  });

  it('stores tokens only hashed; the report token is refused for map with 403 and an unknown one with 401', async () => {
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM release_tokens');
    expect(stored.rows.some((r) => r.token_hash === mapToken)).toBe(false);
    expect(stored.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    const before = await discovery();
    const forbidden = await edit('map', 'promote', { version: '1.1.0' }, reportToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'This token publishes report, not map', code: 'forbidden' });
    const unknown = await edit('map', 'promote', { version: '1.1.0' }, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('Unknown publish token');
    const none = await t.app.inject({ method: 'POST', url: '/api/discovery/map/rollback', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(await discovery()).toEqual(before);
  });

  it('answers malformed edits with 400 { error } and changes nothing', async () => {
    const before = await discovery();
    const audited = (await t.db.query('SELECT 1 FROM release_audit')).rowCount;
    const bad: [string, unknown][] = [
      ['canary', { version: '1.1.0', share: 1.5 }],
      ['canary', { version: '1.1.0', share: 0 }],
      ['canary', { version: '1.1', share: 0.5 }],
      ['canary', { version: '9.9.9', share: 0.5 }],
      ['canary', { version: '1.0.0', share: 0.5 }],
      ['promote', { version: '1.1.0', extra: true }],
      ['promote', { version: '3.0.0' }],
      ['versions', { version: '2.0.0', contracts: 'one', entry: '/x.js' }],
      ['versions', { version: '2.0.0', contracts: '1.0', entry: 'javascript:alert(1)' }],
      // Finding 9: only the release store, and only the remote's own folder there.
      ...[
        '//evil.example/m.json',
        '/\\evil.example/m.json',
        'https://evil.example/releases/map/2.0.0/m.json',
        'http://evil.example/m.json',
        '/releases/report/1.0.0/mf-manifest.json',
        '/releases/map/../report/1.0.0/mf-manifest.json',
        '/releases/map/%2e%2e/report/mf-manifest.json',
        '/releases/map//evil.example/m.json',
        '/releases/map/2.0.0/m.json?x=//evil.example',
        '/releases/mapx/2.0.0/mf-manifest.json',
        '/other/map/2.0.0/mf-manifest.json',
      ].map((entry): [string, unknown] => ['versions', { version: '2.0.0', contracts: '1.0', entry }]),
    ];
    for (const [action, payload] of bad) {
      const res = await edit('map', action, payload);
      expect([action, res.statusCode]).toEqual([action, 400]);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await discovery()).toEqual(before);
    expect((await t.db.query('SELECT 1 FROM release_audit')).rowCount).toBe(audited);
  });

  it('registers an entry of up to 500 characters, as the schema allows (issue 34, finding 7: 500 from the audit)', async () => {
    for (const length of [170, 500]) {
      const version = `4.0.${length}`;
      const prefix = `/releases/map/${version}/`;
      // Path segments of at most 100 characters (the entry policy's), as deep as it takes to reach the length.
      const rest = 'a'.repeat(length - prefix.length - 3).replace(/(.{90})(?=.)/g, '$1/');
      const entry = `${prefix}${rest.slice(0, length - prefix.length - 3)}.js`;
      expect(entry).toHaveLength(length);
      const res = await edit('map', 'versions', { version, contracts: '1.0', entry });
      expect([length, res.statusCode]).toEqual([length, 201]);
      const map = (await discovery()).remotes.map;
      expect(map.versions.find((v: { version: string }) => v.version === version).entry).toBe(entry);
    }
  });

  it('serves discovery with an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/discovery' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/discovery', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await edit('map', 'canary', { version: '1.1.0', share: 0.25 });
    const after = await t.app.inject({ method: 'GET', url: '/api/discovery', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe.each(DRIVERS)('release entries on %s with a CDN base configured', (driver) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(driver, { releaseBaseUrls: ['/releases', 'https://cdn.example/hw/releases'] });
    token = await issuePublishToken(t.db, 'map');
  });
  afterAll(() => t.close());

  const register = (version: string, entry: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/discovery/map/versions',
      headers: { authorization: `Bearer ${token}` },
      payload: { version, contracts: '1.0', entry },
    });

  it("accepts the store's origin and the team's own folder, and no other origin or folder", async () => {
    expect((await register('1.0.0', '/releases/map/1.0.0/mf-manifest.json')).statusCode).toBe(201);
    expect((await register('1.0.1', 'https://cdn.example/hw/releases/map/1.0.1/mf-manifest.json')).statusCode).toBe(
      201,
    );
    for (const entry of [
      'https://cdn.example/hw/releases/report/1.0.2/mf-manifest.json',
      'https://cdn.example.evil.example/hw/releases/map/1.0.2/mf-manifest.json',
      'https://cdn.example@evil.example/hw/releases/map/1.0.2/mf-manifest.json',
      'http://cdn.example/hw/releases/map/1.0.2/mf-manifest.json',
      'https://cdn.example/releases/map/1.0.2/mf-manifest.json',
    ]) {
      const res = await register('1.0.2', entry);
      expect([entry, res.statusCode]).toEqual([entry, 400]);
      expect(res.json().error).toMatch(
        /must lie under \/releases\/map\/ or https:\/\/cdn\.example\/hw\/releases\/map\//,
      );
    }
    const versions = await t.db.query<{ entry: string }>("SELECT entry FROM release_versions WHERE remote = 'map'");
    expect(versions.rows.map((r) => r.entry).sort()).toEqual([
      '/releases/map/1.0.0/mf-manifest.json',
      'https://cdn.example/hw/releases/map/1.0.1/mf-manifest.json',
    ]);
  });
});

interface Discovered {
  remotes: Record<string, { active: string | null; canary: unknown; reportTokens?: Record<string, string> }>;
}

describe.each(DRIVERS)('release health on %s', (driver) => {
  let t: TestApp;
  let token = '';
  // Low limits so a test stays small: at least 4 counted errors, 2 per address, and at least one
  // error per 10 expected canary page loads.
  const health = { minErrors: 4, maxErrorRate: 0.1, windowMs: 60_000, errorsPerAddress: 2, loadsPerAddress: 1000 };
  const edit = (action: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/discovery/map/${action}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  beforeAll(async () => {
    t = await createTestApp(driver, { canaryHealth: health });
    token = await issuePublishToken(t.db, 'map');
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await edit('versions', { version, contracts: '1.0', entry: `/releases/map/${version}/remoteEntry.js` });
    }
    await edit('promote', { version: '1.0.0' });
  });
  afterAll(() => t.close());

  /** A fresh canary with no errors or loads counted yet. */
  const freshCanary = async (version: string) => {
    await t.db.query('DELETE FROM release_client_errors');
    await t.db.query('DELETE FROM release_page_loads');
    expect((await edit('canary', { version, share: 0.5 })).statusCode).toBe(200);
  };
  const discovery = async (address = '127.0.0.1', load = false): Promise<Discovered> =>
    (
      await t.app.inject({ method: 'GET', url: `/api/discovery${load ? '?load=1' : ''}`, remoteAddress: address })
    ).json();
  const tokenFor = async (version: string) => (await discovery()).remotes.map?.reportTokens?.[version] ?? '';
  const report = (payload: Record<string, unknown>, address = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress: address });
  const lastAudit = async () =>
    (
      await t.db.query<{ actor: string; action: string; reason: string; basis: unknown }>(
        "SELECT actor, action, reason, basis FROM release_audit WHERE remote = 'map' ORDER BY id DESC LIMIT 1",
      )
    ).rows[0];

  it('hands out report tokens for the active and canary versions only, and refuses reports without a valid one', async () => {
    await freshCanary('1.1.0');
    const doc = await discovery();
    expect(Object.keys(doc.remotes.map?.reportTokens ?? {}).sort()).toEqual(['1.0.0', '1.1.0']);
    const canaryToken = await tokenFor('1.1.0');
    expect(canaryToken).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);

    // The issue's report, without a token: refused by schema.
    const bare = await report({ remote: 'map', version: '1.1.0', kind: 'load-failed' });
    expect(bare.statusCode).toBe(400);
    const [window, mac] = canaryToken.split('.');
    const forged: [string, string][] = [
      ['made up', `${window}.${'A'.repeat(22)}`],
      ['another release', (await tokenFor('1.0.0')) ?? ''],
      ['an expired window', `${Number(window) - 2}.${mac}`],
      ['a future window', `${Number(window) + 1}.${mac}`],
    ];
    for (const [what, forgedToken] of forged) {
      const res = await report({ remote: 'map', version: '1.1.0', kind: 'load-failed', token: forgedToken });
      expect([what, res.statusCode, res.json().code]).toEqual([what, 403, 'forbidden']);
    }
    // Finding 11: only the suite's remotes.
    const unknown = await report({ remote: 'evil', version: '1.1.0', kind: 'load-failed', token: canaryToken });
    expect(unknown.statusCode).toBe(400);
    expect((await t.db.query('SELECT 1 FROM release_client_errors')).rowCount).toBe(0);
  });

  it('one address cannot end a canary: it has only errorsPerAddress reports counted and the rest refused (429)', async () => {
    await freshCanary('1.1.0');
    const canaryToken = await tokenFor('1.1.0');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await report({ remote: 'map', version: '1.1.0', kind: 'load-failed', token: canaryToken })).statusCode,
      );
    expect(statuses.slice(0, 2)).toEqual([202, 202]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
    expect((await t.db.query('SELECT 1 FROM release_client_errors')).rowCount).toBe(2);
    expect((await discovery()).remotes.map?.canary).toEqual({ version: '1.1.0', share: 0.5 });
  });

  it('errors are weighed against the canary share of page loads: a few errors among many loads keep the canary', async () => {
    await freshCanary('1.1.0');
    // 100 page loads (each a first read of discovery): 50 expected on the canary.
    for (let i = 0; i < 100; i++) await discovery(`10.1.0.${i}`, true);
    const canaryToken = await tokenFor('1.1.0');
    const answers: boolean[] = [];
    for (const address of ['10.2.0.1', '10.2.0.1', '10.2.0.2', '10.2.0.2']) {
      const res = await report({ remote: 'map', version: '1.1.0', kind: 'load-failed', token: canaryToken }, address);
      expect(res.statusCode).toBe(202);
      answers.push(res.json().rolledBack);
    }
    // 4 errors in 50 expected canary loads is 0.08 per load, below 0.1: kept.
    expect(answers).toEqual([false, false, false, false]);
    expect((await discovery()).remotes.map?.canary).toEqual({ version: '1.1.0', share: 0.5 });
    // A fifth address's error makes it 0.1: rolled back, and the audit says on what.
    const fifth = await report(
      { remote: 'map', version: '1.1.0', kind: 'render-failed', token: canaryToken },
      '10.2.0.3',
    );
    expect(fifth.json()).toEqual({ rolledBack: true });
    expect((await discovery()).remotes.map).toMatchObject({ active: '1.0.0', canary: null });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: 'release health check', action: 'rollback' });
    expect(audit?.basis).toEqual({
      errors: 5,
      loads: 100,
      share: 0.5,
      windowMs: 60_000,
      errorRate: 0.1,
      minErrors: 4,
      maxErrorRate: 0.1,
      errorsPerAddress: 2,
    });
    expect(audit?.reason).toBe(
      '5 client errors (latest: render-failed) in 100 page loads × 0.5 share (0.10 per canary load) within 60 s; limits 4 errors, 0.1 per load',
    );
  });

  it('counts at most loadsPerAddress page loads from one address', async () => {
    const small = await createTestApp(driver, { canaryHealth: { ...health, loadsPerAddress: 3 } });
    try {
      for (let i = 0; i < 10; i++) await small.app.inject({ method: 'GET', url: '/api/discovery?load=1' });
      await small.app.inject({ method: 'GET', url: '/api/discovery?load=1', remoteAddress: '10.9.9.9' });
      await small.app.inject({ method: 'GET', url: '/api/discovery' });
      await small.app.close();
      const { rows } = await small.db.query<{ n: string | number }>('SELECT sum(loads) AS n FROM release_page_loads');
      expect(Number(rows[0]?.n)).toBe(4);
    } finally {
      await small.close().catch(() => undefined);
    }
  });

  it("the active version's errors never roll anything back, and only remote, version and kind are stored", async () => {
    await freshCanary('1.2.0');
    const activeToken = await tokenFor('1.0.0');
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4']) {
      await report({ remote: 'map', version: '1.0.0', kind: 'load-failed', token: activeToken }, address);
      await report({ remote: 'map', version: '1.0.0', kind: 'load-failed', token: activeToken }, address);
    }
    expect((await discovery()).remotes.map).toMatchObject({ active: '1.0.0', canary: { version: '1.2.0' } });
    const cols = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'release_client_errors' AND table_schema = current_schema() ORDER BY column_name",
    );
    expect(cols.rows.map((c) => c.column_name)).toEqual(['at', 'id', 'kind', 'remote', 'version']);
  });
});

describe.each(DRIVERS)('release health tables on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('prunes client errors and page-load counts older than a week when reports arrive', async () => {
    await t.db.query(
      `INSERT INTO release_client_errors (remote, version, kind, at) VALUES
         ('map', '1.0.0', 'load-failed', now() - interval '8 days'),
         ('map', '1.0.0', 'load-failed', now() - interval '6 days')`,
    );
    await t.db.query(
      `INSERT INTO release_page_loads (minute, loads) VALUES
         (date_trunc('minute', now() - interval '8 days'), 5),
         (date_trunc('minute', now() - interval '6 days'), 7)`,
    );
    const token = await issuePublishToken(t.db, 'map');
    const edit = (action: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/discovery/map/${action}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    await edit('versions', { version: '1.0.0', contracts: '1.0', entry: '/releases/map/1.0.0/mf-manifest.json' });
    await edit('promote', { version: '1.0.0' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/discovery' })).json() as Discovered;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        remote: 'map',
        version: '1.0.0',
        kind: 'load-failed',
        token: doc.remotes.map?.reportTokens?.['1.0.0'],
      },
    });
    expect(res.statusCode).toBe(202);
    const errors = await t.db.query<{ old: boolean }>(
      "SELECT at < now() - interval '7 days' AS old FROM release_client_errors ORDER BY at",
    );
    expect(errors.rows.map((r) => r.old)).toEqual([false, false]);
    const loads = await t.db.query<{ loads: string | number }>('SELECT loads FROM release_page_loads');
    expect(loads.rows.map((r) => Number(r.loads))).toEqual([7]);
  });
});
