import { Agent } from 'node:https';
import type { PushAlertPayload, AreaAlarm } from '@healthwatch/contracts';
import { createPushSender } from '../../src/push/sender';
import {
  ALARMS_SENT_KEPT_DAYS,
  MAX_DELIVERY_FAILURES,
  prunePush,
  SUBSCRIPTION_EXPIRY_DAYS,
} from '../../src/push/store';
import { loadVapidKeys } from '../../src/push/vapid';
import { markDemoLoad } from '../../src/demo/demo-store';
import { mumbaiDengueAlarm } from '../helpers/area-alarm';
import { DRIVERS } from '../helpers/databases';
import { browserKeys, type PushServiceStandIn, startPushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, FIXTURE_GEODATA_DIR, type TestApp } from '../helpers/test-app';

// The gazetteer's own id for Mumbai district is only known once the fixture is loaded.
const alarm = (over: Partial<AreaAlarm> = {}): AreaAlarm => mumbaiDengueAlarm({ areaId: MUMBAI, expected: 8, ...over });

const PER_AREA = 20;
let MUMBAI = '';
let MAHARASHTRA = '';

/** The same key with its y coordinate changed: no longer a point on P-256. */
const offCurve = (p256dh: string) => {
  const point = Buffer.from(p256dh, 'base64url');
  point[64] = (point[64] as number) ^ 1;
  return point.toString('base64url');
};

describe.each(DRIVERS)('web push area alerts on %s', (driver) => {
  let t: TestApp;
  let push: PushServiceStandIn;
  beforeAll(async () => {
    push = await startPushServiceStandIn();
    t = await createTestApp(driver, {
      pushEndpointHosts: ['127.0.0.1:*'],
      pushSubscriptionsPerArea: PER_AREA,
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
  const sender = async (over: Partial<Parameters<typeof createPushSender>[0]> = {}) =>
    createPushSender({
      db: t.db,
      vapid: await loadVapidKeys(t.db),
      appUrl: 'http://site.test',
      apiUrl: 'http://api.test',
      agent: new Agent({ ca: push.ca }),
      ...over,
    });

  it('marks a demo alert "Demo data" and never pushes it to a browser subscribed before the demo was loaded', async () => {
    await t.db.query('DELETE FROM demo_load');
    await subscribe('before-demo');
    const s = await sender();
    // No demo loaded (no mark): a demo alert goes to no one.
    expect(await s.announceAll([alarm({ demo: true, day: '2026-03-01' })])).toEqual({ sent: 0, removed: 0, failed: 0 });
    await markDemoLoad(t.db);
    await subscribe('after-demo');
    expect(await s.announceAll([alarm({ demo: true, day: '2026-03-02' })])).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(push.deliveries.map((d) => d.id)).toEqual(['after-demo']);
    expect((JSON.parse(push.deliveries[0]!.text) as PushAlertPayload).title).toBe(
      'Demo data: Outbreak alert: Dengue in Mumbai',
    );
    // A real alert reaches both.
    expect(await s.announceAll([alarm({ day: '2026-03-03' })])).toEqual({ sent: 2, removed: 0, failed: 0 });
    await t.db.query('DELETE FROM demo_load');
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
      // Issue 34, finding 4 (migration 1121): failures in a row and the UTC day last renewed or reached.
      'failures',
      'touched_on',
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
      // Issue 34, finding 4: keys nobody could encrypt to.
      [
        'p256dh off the curve',
        {
          subscription: { ...good, keys: { ...keys.json, p256dh: offCurve(keys.json.p256dh) } },
          country: 'IN',
          postalCode: '400001',
        },
      ],
      [
        'p256dh all zero',
        {
          subscription: { ...good, keys: { ...keys.json, p256dh: `BA${'A'.repeat(85)}` } },
          country: 'IN',
          postalCode: '400001',
        },
      ],
      [
        'auth of 17 bytes',
        {
          subscription: { ...good, keys: { ...keys.json, auth: 'A'.repeat(23) } },
          country: 'IN',
          postalCode: '400001',
        },
      ],
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

  // Issue 34, finding 4: what bounds slow, failing and piled-up subscriptions.
  const announce = (s: Awaited<ReturnType<typeof sender>>, day: string) =>
    s.announceAll([alarm({ areaId: MAHARASHTRA, areaName: 'Maharashtra', level: 'state', day })]);

  it('gives every delivery its own deadline: 16 endpoints that never answer do not hold a real subscriber', async () => {
    // The push service stand-in leaves these requests open for good.
    for (let i = 0; i < 16; i++) {
      await subscribe(`slow${i}`);
      push.hang(`slow${i}`);
    }
    await subscribe('real');
    const events: string[] = [];
    push.onDelivery = (d) => events.push(`delivered ${d.id}`);
    try {
      const result = await announce(
        await sender({ deadlineMs: 1500, onError: (e) => events.push(`deadline ${(e as Error).message}`) }),
        '2026-01-01',
      );
      expect({ result, events }).toEqual({ result: { sent: 1, removed: 0, failed: 16 }, events });
    } finally {
      push.onDelivery = undefined;
    }
    // The real subscriber heard before any slow endpoint's deadline passed.
    expect(events[0]).toBe('delivered real');
    expect(events.filter((e) => e.startsWith('deadline'))).toHaveLength(16);
  });

  it(`deletes a subscription after ${MAX_DELIVERY_FAILURES} failed deliveries in a row; one success resets the count`, async () => {
    await subscribe('broken');
    await subscribe('healthy');
    push.fail('broken');
    const s = await sender();
    for (let i = 1; i < MAX_DELIVERY_FAILURES; i++) {
      expect(await announce(s, `2026-02-0${i}`)).toEqual({ sent: 1, removed: 0, failed: 1 });
    }
    expect(await announce(s, '2026-02-09')).toEqual({ sent: 1, removed: 1, failed: 1 });
    const left = await t.db.query<{ endpoint: string; failures: number }>(
      'SELECT endpoint, failures FROM push_subscriptions',
    );
    expect(left.rows).toHaveLength(1);
    expect(left.rows[0]!.endpoint).toMatch(/\/push\/healthy$/);
    expect(left.rows[0]!.failures).toBe(0);
  });

  it(`caps the subscriptions of one area at ${PER_AREA} (409); a renewal and another area still go through`, async () => {
    const first = await subscribe('area0');
    for (let i = 1; i < PER_AREA; i++) expect((await subscribe(`area${i}`)).res.statusCode).toBe(201);
    const full = await subscribe('one-more');
    expect(full.res.statusCode).toBe(409);
    expect(full.res.json()).toMatchObject({ code: 'area-full', params: { max: PER_AREA } });
    const renewal = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        subscription: { endpoint: push.endpoint('area0', first.keys), keys: first.keys.json },
        country: 'IN',
        postalCode: '400001',
      },
    });
    expect(renewal.statusCode).toBe(201);
    expect((await subscribe('elsewhere', { postalCode: '110001' })).res.statusCode).toBe(201);
  });

  it(`expires subscriptions untouched for ${SUBSCRIPTION_EXPIRY_DAYS} days and forgets alarms announced ${ALARMS_SENT_KEPT_DAYS} days ago`, async () => {
    await subscribe('old');
    await subscribe('recent');
    await t.db.query(
      `UPDATE push_subscriptions SET touched_on = current_date - ${SUBSCRIPTION_EXPIRY_DAYS + 1} WHERE endpoint LIKE '%/old'`,
    );
    await t.db.query(
      `INSERT INTO push_alarms_sent (alarm_key, sent_on) VALUES ('a|flu|2020-01-01', current_date - ${ALARMS_SENT_KEPT_DAYS + 1}), ('b|flu|2026-01-01', current_date)`,
    );
    expect(await prunePush(t.db)).toEqual({ expired: 1, alarms: 1 });
    expect((await t.db.query('SELECT 1 FROM push_subscriptions')).rowCount).toBe(1);
    expect((await t.db.query('SELECT alarm_key FROM push_alarms_sent')).rows).toEqual([
      { alarm_key: 'b|flu|2026-01-01' },
    ]);
  });
});
