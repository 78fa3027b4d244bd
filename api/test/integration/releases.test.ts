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
      const entry = `${prefix}${'a'.repeat(length - prefix.length - 3)}.js`;
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

describe.each(DRIVERS)('release health on %s', (driver) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(driver, { canaryHealth: { errors: 3, windowMs: 60_000 } });
    token = await issuePublishToken(t.db, 'map');
    const edit = (action: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/discovery/map/${action}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    for (const version of ['1.0.0', '1.1.0']) {
      await edit('versions', { version, contracts: '1.0', entry: `/releases/map/${version}/remoteEntry.js` });
    }
    await edit('promote', { version: '1.0.0' });
    await edit('canary', { version: '1.1.0', share: 0.5 });
  });
  afterAll(() => t.close());

  const report = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload });

  it('stores only remote, version and kind, refuses anything else, and rolls a failing canary back with the reason audited', async () => {
    const bad = await report({ remote: 'map', version: '1.1.0', kind: 'load-failed', userAgent: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await report({ remote: 'map', version: 'latest', kind: 'load-failed' })).statusCode).toBe(400);
    expect((await report({ remote: 'map', version: '1.1.0', kind: 'oops' })).statusCode).toBe(400);

    expect((await report({ remote: 'map', version: '1.0.0', kind: 'load-failed' })).json()).toEqual({
      rolledBack: false,
    });
    expect((await report({ remote: 'map', version: '1.1.0', kind: 'load-failed' })).json().rolledBack).toBe(false);
    expect((await report({ remote: 'map', version: '1.1.0', kind: 'load-failed' })).json().rolledBack).toBe(false);
    const third = await report({ remote: 'map', version: '1.1.0', kind: 'load-failed' });
    expect(third.statusCode).toBe(202);
    expect(third.json().rolledBack).toBe(true);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/discovery' })).json();
    expect(doc.remotes.map).toMatchObject({ active: '1.0.0', canary: null });
    const cols = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'release_client_errors' AND table_schema = current_schema() ORDER BY column_name",
    );
    expect(cols.rows.map((c) => c.column_name)).toEqual(['at', 'id', 'kind', 'remote', 'version']);
    const audit = await t.db.query<{ actor: string; action: string; reason: string }>(
      "SELECT actor, action, reason FROM release_audit WHERE remote = 'map' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.rows[0]).toEqual({
      actor: 'release health check',
      action: 'rollback',
      reason: '3 client errors (latest: load-failed) within 60 s, limit 3',
    });
    // The active version's errors never roll anything back.
    for (let i = 0; i < 3; i++) await report({ remote: 'map', version: '1.0.0', kind: 'load-failed' });
    expect((await t.app.inject({ method: 'GET', url: '/api/discovery' })).json().remotes.map.active).toBe('1.0.0');
  });
});
