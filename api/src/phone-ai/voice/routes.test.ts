import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { expectedSignature } from './signature';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// The telephony provider is the one boundary that cannot exist here: these
// tests post form-encoded requests exactly as it sends them.
describe('voice line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('greets with the danger-sign question on the keypad', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice',
      headers: FORM,
      payload: form({ CallSid: 'CA1', From: '+15550100' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Gather input="dtmf" action="/api/phone-ai/voice/danger"');
  });

  it('maps a spoken answer to symptoms and asks the first follow-up question', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({
        CallSid: 'CA2',
        SpeechResult: 'I have a runny nose, a sore throat and I keep coughing',
        Confidence: '0.9',
      }),
    });
    expect(res.statusCode).toBe(200);
    // Cough, sore throat and runny nose travel as their keypad numbers; the whole call is in call-flow.test.ts.
    expect(res.body).toContain('<Gather input="dtmf" action="/api/phone-ai/voice/follow-up?heard=2.3.7&amp;ask=');
    expect(res.body).toMatch(/Do you also have [a-z ]+\? Press 1 for yes, 2 for no\./);
  });

  it('offers the keypad menu on 1 and reads keypad answers', async () => {
    const menu = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ CallSid: 'CA4', Digits: '1' }),
    });
    expect(menu.body).toContain('action="/api/phone-ai/voice/answer?mode=keypad"');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer?mode=keypad',
      headers: FORM,
      payload: form({ CallSid: 'CA4', Digits: '8*9' }),
    });
    expect(answer.body).toContain('action="/api/phone-ai/voice/follow-up?heard=8.9&amp;ask=');
  });

  it('falls back to the keypad when nothing is recognised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ CallSid: 'CA5', SpeechResult: 'hello there' }),
    });
    expect(res.body).toContain('Sorry, I could not recognise');
    expect(res.body).toContain('<Redirect method="POST">/api/phone-ai/voice/keypad</Redirect>');
  });

  it('records an emergency alert (hashed caller number) when the triage is an emergency', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ CallSid: 'CA6', From: '+15550199', SpeechResult: "my chest hurts and I can't breathe" }),
    });
    expect(res.body).toContain('call your local emergency number now');
    expect(res.body).toContain('An emergency alert has been recorded.');
    const { rows } = await t.db.query<{ channel: string; triage: string; phone_hash: string }>(
      "SELECT channel, triage, phone_hash FROM emergency_alerts WHERE channel = 'voice'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'voice', triage: 'emergency' });
    expect(rows[0]!.phone_hash).not.toContain('5550199');
  });
});

describe('voice line with VOICE_AUTH_TOKEN', () => {
  let t: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.VOICE_AUTH_TOKEN = 'test-token';
    process.env.VOICE_PUBLIC_URL = 'https://phone.example.org';
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    process.env = saved;
    await t.close();
  });

  it('accepts a correctly signed request and refuses an unsigned or tampered one', async () => {
    const params = { CallSid: 'CA3', From: '+15550100' };
    const url = '/api/phone-ai/voice';
    const signature = expectedSignature('test-token', `https://phone.example.org${url}`, params);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, 'x-twilio-signature': signature },
      payload: form(params),
    });
    expect(ok.statusCode).toBe(200);
    const unsigned = await t.app.inject({ method: 'POST', url, headers: FORM, payload: form(params) });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ error: 'Invalid request signature', code: 'forbidden' });
    const tampered = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, 'x-twilio-signature': signature },
      payload: form({ ...params, From: '+15550101' }),
    });
    expect(tampered.statusCode).toBe(403);
  });
});

const EMERGENCY = 'chest pain and shortness of breath';
const countVoiceAlerts = async (t: TestApp) =>
  Number(
    (await t.db.query<{ n: string }>("SELECT count(*) AS n FROM emergency_alerts WHERE channel = 'voice'")).rows[0]!.n,
  );

describe('voice line under attack', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is closed in production without a token: 503 and no alert', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PHONE_HASH_SALT = 'test-salt';
    process.env.PARTICIPANT_SECRET = 'a participant secret of at least thirty-two characters';
    delete process.env.VOICE_AUTH_TOKEN;
    delete process.env.VOICE_ALLOW_UNSIGNED;
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phone-ai/voice/answer',
        headers: FORM,
        payload: form({ CallSid: 'CA100', From: '+15550100', SpeechResult: EMERGENCY }),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'The phone line is not configured', code: 'unavailable' });
      expect(await countVoiceAlerts(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('opens unsigned in production only with VOICE_ALLOW_UNSIGNED=1', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PHONE_HASH_SALT = 'test-salt';
    process.env.PARTICIPANT_SECRET = 'a participant secret of at least thirty-two characters';
    process.env.VOICE_ALLOW_UNSIGNED = '1';
    delete process.env.VOICE_AUTH_TOKEN;
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phone-ai/voice',
        headers: FORM,
        payload: form({ CallSid: 'CA101' }),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('200 forged emergency posts raise no more alerts than the per-caller and per-address budgets allow', async () => {
    process.env.VOICE_RATE_PER_CALLER = '5';
    process.env.VOICE_RATE_PER_ADDRESS = '20';
    const t = await createTestApp('pglite');
    try {
      const statuses: number[] = [];
      // One number, fresh call ids: the per-caller budget holds.
      for (let i = 0; i < 100; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/phone-ai/voice/answer',
          headers: FORM,
          payload: form({ CallSid: `CAF${i}`, From: '+15550142', SpeechResult: EMERGENCY }),
        });
        statuses.push(res.statusCode);
      }
      expect(await countVoiceAlerts(t)).toBe(5);
      // Fresh numbers too: the per-address budget holds.
      for (let i = 0; i < 100; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/phone-ai/voice/answer',
          headers: FORM,
          payload: form({ CallSid: `CAG${i}`, From: `+1555020${String(i).padStart(2, '0')}`, SpeechResult: EMERGENCY }),
        });
        statuses.push(res.statusCode);
      }
      expect(await countVoiceAlerts(t)).toBeLessThanOrEqual(20);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(175);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses a replayed request and raises one alert per call', async () => {
    const t = await createTestApp('pglite');
    try {
      const post = (fields: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/phone-ai/voice/answer', headers: FORM, payload: form(fields) });
      const first = await post({ CallSid: 'CAR1', From: '+15550177', SpeechResult: EMERGENCY });
      expect(first.statusCode).toBe(200);
      const replay = await post({ CallSid: 'CAR1', From: '+15550177', SpeechResult: EMERGENCY });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ error: 'This request was already received', code: 'conflict' });
      // The same call answering again (new words) is heard, but raises no second alert.
      const again = await post({ CallSid: 'CAR1', From: '+15550177', SpeechResult: `${EMERGENCY} please` });
      expect(again.statusCode).toBe(200);
      expect(await countVoiceAlerts(t)).toBe(1);
      const missing = await post({ From: '+15550177', SpeechResult: EMERGENCY });
      expect(missing.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
