import { Agent } from 'node:https';
import type { PushAlertPayload } from '@healthwatch/contracts';
import type { AreaAlarm } from '@healthwatch/contracts';
import { createPushSender } from '../../src/push/sender';
import { loadVapidKeys } from '../../src/push/vapid';
import { mumbaiDengueAlarm } from '../helpers/area-alarm';
import { DRIVERS } from '../helpers/databases';
import { browserKeys, type PushServiceStandIn, startPushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

// The gazetteer's own id for Mumbai district is only known once the fixture is loaded.
const alarm = (over: Partial<AreaAlarm> = {}): AreaAlarm => mumbaiDengueAlarm({ areaId: MUMBAI, expected: 8, ...over });

let MUMBAI = '';
let MAHARASHTRA = '';

describe.each(DRIVERS)('web push area alerts on %s', (driver) => {
  let t: TestApp;
  let push: PushServiceStandIn;
  beforeAll(async () => {
    push = await startPushServiceStandIn();
    t = await createTestApp(driver, {
      pushEndpointHosts: ['127.0.0.1:*'],
      areas: { geodataDir: FIXTURE_GEODATA_DIR, passes: false },
    });
    const areas = (await t.app.areas!.areasOfPostalCode('IN', '400001'))!;
    MUMBAI = areas.find((a) => a.level === 'district')!.id;
    MAHARASHTRA = areas.find((a) => a.level === 'state')!.id;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    await t.db.query('DELETE FROM push_alarms_sent');
    push.deliveries.length = 0;
  });

  const subscribe = (id: string, body: Record<string, unknown> = {}) => {
    const keys = browserKeys();
    return t.app
      .inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: {
          subscription: { endpoint: push.endpoint(id, keys), expirationTime: null, keys: keys.json },
          country: 'IN',
          postalCode: '400001',
          ...body,
        },
      })
      .then((res) => ({ res, keys }));
  };
  const sender = async () =>
    createPushSender({
      db: t.db,
      vapid: await loadVapidKeys(t.db),
      appUrl: 'http://site.test',
      apiUrl: 'http://api.test',
      agent: new Agent({ ca: push.ca }),
    });

  it('stores only the endpoint, keys, area and illness, and announces a matching alarm once, encrypted and signed', async () => {
    const { res } = await subscribe('a', { illness: 'dengue' });
    expect(res.statusCode).toBe(201);
    expect(res.json().area).toEqual({ country: 'IN', region: 'Maharashtra', city: 'Mumbai' });
    const cols = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'push_subscriptions' AND table_schema = current_schema() ORDER BY ordinal_position`,
    );
    expect(cols.rows.map((r) => r.column_name)).toEqual([
      'id',
      'endpoint',
      'p256dh',
      'auth',
      'country',
      'region',
      'city',
      'illness_type',
      'token',
      'area_ids',
    ]);
    const stored = await t.db.query<{ area_ids: string[] }>('SELECT area_ids FROM push_subscriptions');
    expect(stored.rows[0]!.area_ids).toEqual(expect.arrayContaining([MUMBAI, MAHARASHTRA]));
    await subscribe('b', { illness: 'malaria' });

    const s = await sender();
    expect(await s.announceAll([alarm()])).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(push.deliveries.map((d) => d.id)).toEqual(['a']);
    const payload = JSON.parse(push.deliveries[0]!.text) as PushAlertPayload;
    expect(payload.title).toBe('Outbreak alert: Dengue in Mumbai');
    expect(payload.url).toBe('http://site.test/?illness=dengue&lat=18.94&lng=72.84&z=9');
    expect(payload.unsubscribeUrl).toBe('http://api.test/api/push/unsubscribe');
    expect(payload.token).toBe(res.json().token);
    expect(push.deliveries[0]!.vapidKey).toBe(
      (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().publicKey,
    );

    // The next pass finds the same alarm: nobody hears it twice.
    expect(await s.announceAll([alarm()])).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(push.deliveries).toHaveLength(1);
  });

  it('tells a visitor once about one surge: the most specific alarm around their area', async () => {
    await subscribe('g');
    const s = await sender();
    const result = await s.announceAll([
      alarm({ areaId: MAHARASHTRA, areaName: 'Maharashtra', level: 'state' }),
      alarm(),
    ]);
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(JSON.parse(push.deliveries[0]!.text).title).toBe('Outbreak alert: Dengue in Mumbai');
  });

  it('the token a notification carries unsubscribes: the row is deleted', async () => {
    const { res } = await subscribe('c');
    const token = res.json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/push/unsubscribe', payload: { token } });
    expect(out.json()).toEqual({ removed: 1 });
    expect((await t.db.query('SELECT 1 FROM push_subscriptions')).rowCount).toBe(0);
    await (await sender()).announceAll([alarm({ illness: 'all' })]);
    expect(push.deliveries).toHaveLength(0);
  });

  it('deletes a subscription the push service says is gone', async () => {
    await subscribe('d');
    push.gone('d');
    expect(
      await (await sender()).announceAll([alarm({ areaId: MAHARASHTRA, areaName: 'Maharashtra', level: 'state' })]),
    ).toEqual({
      sent: 0,
      removed: 1,
      failed: 0,
    });
    expect((await t.db.query('SELECT 1 FROM push_subscriptions')).rowCount).toBe(0);
  });

  it('answers bad input with 400 { error } and stores nothing', async () => {
    const keys = browserKeys();
    const good = { endpoint: push.endpoint('e', keys), keys: keys.json };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['unknown area', { subscription: good, country: 'IN', postalCode: '999999' }],
      ['unknown country', { subscription: good, country: 'ZZ', postalCode: '400001' }],
      ['no keys', { subscription: { endpoint: good.endpoint }, country: 'IN', postalCode: '400001' }],
      [
        'oversized key',
        {
          subscription: { ...good, keys: { ...keys.json, p256dh: 'A'.repeat(5000) } },
          country: 'IN',
          postalCode: '400001',
        },
      ],
      [
        'oversized endpoint',
        {
          subscription: { ...good, endpoint: `${good.endpoint}${'x'.repeat(2000)}` },
          country: 'IN',
          postalCode: '400001',
        },
      ],
      [
        'endpoint not a push service',
        { subscription: { ...good, endpoint: 'https://evil.example/collect' }, country: 'IN', postalCode: '400001' },
      ],
      ['extra field', { subscription: good, country: 'IN', postalCode: '400001', ip: '1.2.3.4' }],
      ['unknown illness', { subscription: good, country: 'IN', postalCode: '400001', illness: 'plague' }],
    ];
    for (const [name, payload] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      expect(typeof res.json().error).toBe('string');
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/push/unsubscribe', payload: { token: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.db.query('SELECT 1 FROM push_subscriptions')).rowCount).toBe(0);
  });

  it('lets one browser follow at most 10 areas', async () => {
    const keys = browserKeys();
    const endpoint = push.endpoint('f', keys);
    const illnesses = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];
    const codes = ['400001', '110001'];
    let created = 0;
    let refused = 0;
    for (const postalCode of codes) {
      for (const illness of illnesses) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: { subscription: { endpoint, keys: keys.json }, country: 'IN', postalCode, illness },
        });
        if (res.statusCode === 201) created++;
        else if (res.statusCode === 409) refused++;
      }
    }
    expect({ created, refused }).toEqual({ created: 10, refused: 6 });
  });
});
