import { Agent } from 'node:https';
import type { PushAlertPayload } from '@healthwatch/contracts';
import { loadVapidKeys } from '../../src/push/vapid';
import { runReminderRound } from '../../src/reminders/scheduler';
import { DRIVERS } from '../helpers/databases';
import { browserKeys, type PushServiceStandIn, startPushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The browser vendor's push service cannot exist here: a local stand-in checks the VAPID signature, decrypts
// and records each message, as the area alerts' test does.
const MONDAY_0930_KOLKATA = new Date('2026-11-23T04:00:00Z');
const SUNDAY_NIGHT_KOLKATA = new Date('2026-11-22T17:00:00Z');
const NEXT_MONDAY_0930_KOLKATA = new Date('2026-11-30T04:00:00Z');

describe.each(DRIVERS)('weekly check-in reminders on %s', (driver) => {
  let t: TestApp;
  let push: PushServiceStandIn;
  beforeAll(async () => {
    push = await startPushServiceStandIn();
    t = await createTestApp(driver, { pushEndpointHosts: ['127.0.0.1:*'], reminders: false });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM reminder_subscriptions');
    push.deliveries.length = 0;
  });

  const subscribe = (id: string, body: Record<string, unknown> = {}) => {
    const keys = browserKeys();
    return t.app.inject({
      method: 'POST',
      url: '/api/reminders',
      payload: {
        subscription: { endpoint: push.endpoint(id, keys), expirationTime: null, keys: keys.json },
        country: 'IN',
        postalCode: '400001',
        timeZone: 'Asia/Kolkata',
        ...body,
      },
    });
  };
  const options = async () => ({
    db: t.db,
    vapid: await loadVapidKeys(t.db),
    appUrl: 'http://site.test',
    apiUrl: 'http://api.test',
    agent: new Agent({ ca: push.ca }),
  });

  it('keeps only endpoint, keys, area, time zone, token and the week last reminded', async () => {
    const res = await subscribe('a');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), timeZone: 'Asia/Kolkata' });
    const cols = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'reminder_subscriptions' AND table_schema = current_schema() ORDER BY ordinal_position`,
    );
    expect(cols.rows.map((r) => r.column_name)).toEqual([
      'id',
      'endpoint',
      'p256dh',
      'auth',
      'country',
      'region',
      'time_zone',
      'token',
      'last_week',
    ]);
    const row = await t.db.query<{ country: string; region: string }>(
      'SELECT country, region FROM reminder_subscriptions',
    );
    expect(row.rows).toEqual([{ country: 'IN', region: 'Maharashtra' }]);
  });

  it('reminds on Monday morning in the area time zone, once a week even with two processes, and opens the check-in', async () => {
    const token = (await subscribe('a')).json().token as string;
    const opts = await options();
    expect(await runReminderRound(opts, SUNDAY_NIGHT_KOLKATA)).toEqual({ sent: 0, removed: 0, failed: 0 });
    // Two API processes run their rounds at the same moment: one reminder.
    const [one, two] = await Promise.all([
      runReminderRound(opts, MONDAY_0930_KOLKATA),
      runReminderRound(opts, MONDAY_0930_KOLKATA),
    ]);
    expect(one.sent + two.sent).toBe(1);
    expect(push.deliveries).toHaveLength(1);
    const payload = JSON.parse(push.deliveries[0]!.text) as PushAlertPayload;
    expect(payload).toEqual({
      title: 'HealthWatch: how are you this week?',
      body: expect.any(String),
      url: 'http://site.test/?check-in=1#check-in',
      unsubscribeUrl: 'http://api.test/api/reminders/unsubscribe',
      token,
      tag: 'reminder|2026-W48',
      stopTitle: 'Stop weekly reminders',
    });
    expect((await runReminderRound(opts, new Date(MONDAY_0930_KOLKATA.getTime() + 3600_000))).sent).toBe(0);
    expect((await runReminderRound(opts, NEXT_MONDAY_0930_KOLKATA)).sent).toBe(1);
    expect(push.deliveries.map((d) => (JSON.parse(d.text) as PushAlertPayload).tag)).toEqual([
      'reminder|2026-W48',
      'reminder|2026-W49',
    ]);
  });

  it('stops with one tap (the token), and forgets a browser its push service says is gone', async () => {
    const token = (await subscribe('a')).json().token as string;
    await subscribe('b');
    const stop = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
    expect(stop.json()).toEqual({ removed: 1 });
    push.gone('b');
    expect(await runReminderRound(await options(), MONDAY_0930_KOLKATA)).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect((await t.db.query('SELECT 1 FROM reminder_subscriptions')).rows).toHaveLength(0);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 400, 'unknown-time-zone'],
    [{ postalCode: '999999' }, 400, 'postal-code-not-found'],
  ])('refuses %j with %s %s and stores nothing', async (body, status, code) => {
    const res = await subscribe('a', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect((await t.db.query('SELECT 1 FROM reminder_subscriptions')).rows).toHaveLength(0);
  });

  it('refuses an endpoint that is not a push service', async () => {
    const keys = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reminders',
      payload: {
        subscription: { endpoint: 'https://attacker.example/hook', keys: keys.json },
        country: 'IN',
        postalCode: '400001',
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown-push-service');
  });
});
