import { createPushClient, PUSH_CLIENT_ERROR } from './push-client';

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

describe('push client', () => {
  it('posts a subscription as JSON to the API and reads its answer', async () => {
    const area = { country: 'IN', region: 'Tamil Nadu', city: 'Chennai' };
    const net = fakeFetch(201, { area, illness: null, token: 't', unsubscribeUrl: 'u' });
    const res = await createPushClient('http://api.test/', net.impl).subscribe({
      subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } },
      country: 'IN',
      postalCode: '600001',
    });
    expect(res).toEqual({ ok: true, data: { area, illness: null, token: 't', unsubscribeUrl: 'u' } });
    expect(net.calls[0]!.url).toBe('http://api.test/api/push/subscriptions');
    expect(net.calls[0]!.init?.method).toBe('POST');
  });

  it('gives the server’s { error } text, or a plain message when there is none', async () => {
    const refused = fakeFetch(400, {
      error: 'Postal code 999999 was not found in IN',
      code: 'postal-code-not-found',
      params: { postalCode: '999999', country: 'IN' },
    });
    expect(await createPushClient('http://api.test', refused.impl).unsubscribe('x')).toEqual({
      ok: false,
      error: 'Postal code 999999 was not found in IN',
      code: 'postal-code-not-found',
      params: { postalCode: '999999', country: 'IN' },
    });
    const old = fakeFetch(400, { error: 'No code from an older API' });
    expect(await createPushClient('http://api.test', old.impl).unsubscribe('x')).toEqual({
      ok: false,
      error: 'No code from an older API',
    });
    const broken = fakeFetch(500, 'oops');
    expect(await createPushClient('http://api.test', broken.impl).publicKey()).toEqual({
      ok: false,
      error: PUSH_CLIENT_ERROR,
    });
  });
});
