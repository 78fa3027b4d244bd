import fs from 'node:fs';
import path from 'node:path';
import { openPglite, browserKeys, startPushServiceStandIn } from '@healthwatch/api/testing';
import { expect, test } from '../harness/fixtures';

/**
 * Area alerts end to end: a visitor asks for alerts about Chennai, an
 * outbreak of chikungunya is recorded there, the API's background pass finds
 * the alarm and sends a Web Push message, and the page's service worker shows
 * the notification.
 *
 * One boundary is replaced, because it cannot exist here: the browser
 * vendor's push service. In Chromium, PushManager.subscribe() registers with
 * Google's push service, and that service delivers messages to the browser;
 * neither is reachable from this machine. So the page's PushManager hands out
 * a subscription on a local stand-in (keys made here, as the browser would),
 * and the stand-in, after checking the API's VAPID signature and decrypting
 * the message, delivers it to the service worker through the DevTools
 * protocol's ServiceWorker.deliverPushMessage, as the vendor's would.
 */
test('a visitor subscribes to an area, an outbreak there reaches their service worker, and they unsubscribe', async ({
  browser,
  suite,
  services,
}) => {
  test.setTimeout(240_000);
  const tls = {
    key: fs.readFileSync(path.join(suite.pushTlsDir, 'key.pem'), 'utf8'),
    cert: fs.readFileSync(path.join(suite.pushTlsDir, 'cert.pem'), 'utf8'),
    certFile: path.join(suite.pushTlsDir, 'cert.pem'),
  };
  const push = await startPushServiceStandIn(tls);
  const keys = browserKeys();
  const endpoint = push.endpoint('e2e-visitor', keys);

  const context = await browser.newContext({ baseURL: suite.shellUrl, permissions: ['notifications'] });
  await context.addInitScript(
    ({ endpoint, keys }) => {
      // The vendor boundary (see above): a subscription on the local stand-in.
      const subscription = { endpoint, expirationTime: null, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
      PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    },
    { endpoint, keys: keys.json },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (e: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => {
      for (const r of e.registrations) registrations.set(r.scopeURL, r.registrationId);
    },
  );
  await cdp.send('ServiceWorker.enable');

  try {
    await page.goto('/analytics');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const form = page.getByRole('region', { name: 'Outbreak alerts for an area' });
    await form.getByLabel('Country for alerts').selectOption('IN');
    await form.getByLabel('Postal code for alerts').fill('600001');
    await form.getByLabel('Illness to follow').selectOption('chikungunya');
    await form.getByRole('button', { name: 'Notify me about this area' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'You will get a notification when an outbreak of Chikungunya is detected around Chennai, Tamil Nadu.',
    );

    // Record an outbreak in Chennai (history, then a surge) while the API is stopped.
    await services.stop('api');
    const db = await openPglite({ dataDir: path.join(suite.apiDataDir, 'pglite') });
    try {
      const stored = await db.query<{
        endpoint: string;
        country: string;
        region: string;
        city: string;
        illness_type: string;
      }>('SELECT endpoint, country, region, city, illness_type FROM push_subscriptions');
      expect(stored.rows).toEqual([
        { endpoint, country: 'IN', region: 'Tamil Nadu', city: 'Chennai', illness_type: 'chikungunya' },
      ]);
      // The outbreak's reports arrive over several hours of each day, so it is corroborated (no one source
      // makes it) and becomes an alert, not only a watch (api/src/analytics/areas/alarm-tiers.ts).
      await db.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
      await db.query(
        `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state)
         SELECT 'IN', '600001', ARRAY['Fever','Body aches'], 'chikungunya', 'moderate',
                now() - make_interval(days => d, hours => 1), 13.09, 80.28, 'Chennai', 'Tamil Nadu'
         FROM generate_series(3, 150) d, generate_series(1, 1 + (d % 3)) n
         UNION ALL
         SELECT 'IN', '600001', ARRAY['Fever','Body aches'], 'chikungunya', 'severe',
                now() - make_interval(days => d, hours => 1 + n % 6), 13.09, 80.28, 'Chennai', 'Tamil Nadu'
         FROM generate_series(0, 2) d, generate_series(1, 30) n`,
      );
      await db.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_created_at_now');
    } finally {
      await db.close();
    }

    // The stand-in hands each message it accepts to the page's service worker.
    const delivered: string[] = [];
    push.onDelivery = (d) => {
      delivered.push(d.text);
      const registrationId = registrations.get(`${suite.shellUrl}/`);
      if (registrationId)
        void cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.shellUrl, registrationId, data: d.text });
    };
    // Starting the API runs the detector's background pass at once.
    await services.start('api');

    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => n.title);
          }),
        { timeout: 120_000 },
      )
      .toContain('Outbreak alert: Chikungunya in Chennai');
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0]!).url).toContain(`${suite.shellUrl}/?illness=chikungunya`);

    const unsubscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
    await form.getByRole('button', { name: 'Stop alerts for Chennai, Tamil Nadu' }).click();
    expect(await (await unsubscribed).json()).toEqual({ removed: 1 });
    await expect(form.getByRole('status')).toHaveText('Alerts for Chennai, Tamil Nadu stopped.');
  } finally {
    await context.close();
    await push.close();
  }
});
