import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** A real HTTP receiver standing in for the alert service a deployment configures. */
function startReceiver() {
  const received: Array<{ body: Record<string, unknown>; release: (status: number) => void }> = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({
        body: JSON.parse(data) as Record<string, unknown>,
        release: (status) => res.writeHead(status).end(),
      });
      for (const w of waiters.splice(0)) w();
    });
  });
  return {
    received,
    async listen(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`;
    },
    async nth(n: number) {
      while (received.length < n) await new Promise<void>((r) => waiters.push(r));
      return received[n - 1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('emergency alert webhook', () => {
  const receiver = startReceiver();
  let t: TestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.ALERT_WEBHOOK_URL = await receiver.listen();
    process.env.ALERT_WEBHOOK_RETRY_BASE_MS = '20';
    process.env.ALERT_WEBHOOK_MAX_ATTEMPTS = '3';
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    process.env = saved;
    await t.close();
    await receiver.close();
  });

  it('answers without waiting for delivery, retries a failed delivery and records it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/emergency-alert',
      payload: {
        phoneNumber: '+91 98200 12345',
        symptoms: ['Fever', 'Dizziness', 'vomiting'],
        severity: 'high',
        location: { country: 'IN', pinCode: '400001' },
        description: 'Test',
      },
    });
    // The answer is here while the receiver still holds the first delivery open.
    expect(res.statusCode).toBe(201);
    const { alertId } = res.json();
    const first = await receiver.nth(1);
    expect(first.body).toMatchObject({
      alertId,
      channel: 'web',
      severity: 'severe',
      triage: 'emergency',
      location: { country: 'IN', pinCode: '400001' },
    });
    expect(first.body.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(first.body)).not.toMatch(/98200|12345/);
    first.release(503);

    const second = await receiver.nth(2);
    expect(second.body.alertId).toBe(alertId);
    second.release(204);

    const row = await waitFor(async () => {
      const { rows } = await t.db.query<{ delivery_attempts: number; delivered_at: Date | null }>(
        'SELECT delivery_attempts, delivered_at FROM emergency_alerts WHERE id = $1::bigint',
        [alertId],
      );
      return rows[0]?.delivered_at ? rows[0] : undefined;
    });
    expect(row.delivery_attempts).toBe(2);
  });

  it('gives up after the configured attempts and records the failure', async () => {
    const before = receiver.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/emergency-alert',
      payload: { phoneNumber: '+15550100', symptoms: ['Chest pain', 'Sweating'] },
    });
    const { alertId } = res.json();
    for (let i = 1; i <= 3; i++) (await receiver.nth(before + i)).release(500);
    const row = await waitFor(async () => {
      const { rows } = await t.db.query<{ delivery_attempts: number; delivered_at: Date | null }>(
        'SELECT delivery_attempts, delivered_at FROM emergency_alerts WHERE id = $1::bigint',
        [alertId],
      );
      return rows[0] && rows[0].delivery_attempts > 0 ? rows[0] : undefined;
    });
    expect(row).toEqual({ delivery_attempts: 3, delivered_at: null });
    expect(receiver.received.length).toBe(before + 3);
  });
});
