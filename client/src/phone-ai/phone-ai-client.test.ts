import { requestConsultation, sendEmergencyAlert } from './phone-ai-client';

// jsdom has no Response: a minimal one with what the client reads.
const reply = (status: number, body: () => Promise<unknown>) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: body } as unknown as Response);
const json = (status: number, body: unknown) => reply(status, async () => body);

// fetch is the network boundary: these tests replace it to produce each kind of answer.
describe('phone-ai client', () => {
  it('posts JSON to the API base URL and returns the result', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fake = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return json(200, { diagnosis: 'Dengue' });
    }) as typeof fetch;
    const out = await requestConsultation(
      'http://api.test/',
      { phoneNumber: '1', symptoms: ['Fever'], urgency: 'normal' },
      fake,
    );
    expect(out).toEqual({ ok: true, data: { diagnosis: 'Dengue' } });
    expect(calls[0]![0]).toBe('http://api.test/api/phone-ai/health-consultation');
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({
      phoneNumber: '1',
      symptoms: ['Fever'],
      urgency: 'normal',
    });
  });

  it('shows the network message when fetch rejects', async () => {
    const fake = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await requestConsultation('http://x', { phoneNumber: '1', symptoms: ['a'] }, fake)).toEqual({
      ok: false,
      error: 'Network error. Please try again.',
    });
  });

  it("shows the server's error text, else the SPEC fallback", async () => {
    const withText = (() =>
      json(400, {
        error: 'Please provide phone number and symptoms for emergency alert',
        code: 'phone-or-symptoms-missing',
      })) as typeof fetch;
    expect(await sendEmergencyAlert('http://x', { phoneNumber: '', symptoms: [] }, withText)).toEqual({
      ok: false,
      error: 'Please provide phone number and symptoms for emergency alert',
      code: 'phone-or-symptoms-missing',
      params: {},
    });
    const bare = (() =>
      reply(502, async () => {
        throw new SyntaxError('Unexpected token o');
      })) as typeof fetch;
    expect(await sendEmergencyAlert('http://x', { phoneNumber: '1', symptoms: ['a'] }, bare)).toEqual({
      ok: false,
      error: 'Failed to send emergency alert',
    });
    expect(await requestConsultation('http://x', { phoneNumber: '1', symptoms: ['a'] }, bare)).toEqual({
      ok: false,
      error: 'Failed to get AI consultation',
    });
  });
});
