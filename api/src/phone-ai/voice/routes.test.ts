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

  it('greets with a Gather for speech and keypad', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice',
      headers: FORM,
      payload: form({ CallSid: 'CA1', From: '+15550100' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Gather input="speech dtmf" action="/api/phone-ai/voice/answer"');
  });

  it('maps a spoken answer to symptoms and speaks the result', async () => {
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
    expect(res.body).toContain('I understood: Cough, Sore throat, Runny nose.');
    expect(res.body).toContain('This is not a medical diagnosis');
    expect(res.body).toContain('<Hangup/>');
  });

  it('offers the keypad menu on 1 and reads keypad answers', async () => {
    const menu = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ Digits: '1' }),
    });
    expect(menu.body).toContain('action="/api/phone-ai/voice/answer?mode=keypad"');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer?mode=keypad',
      headers: FORM,
      payload: form({ Digits: '8*9' }),
    });
    expect(answer.body).toContain('I understood: Nausea, Diarrhea.');
    expect(answer.body).toContain('Gastroenteritis');
  });

  it('falls back to the keypad when nothing is recognised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ SpeechResult: 'hello there' }),
    });
    expect(res.body).toContain('Sorry, I could not recognise');
    expect(res.body).toContain('<Redirect method="POST">/api/phone-ai/voice/keypad</Redirect>');
  });

  it('records an emergency alert (hashed caller number) when the triage is an emergency', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phone-ai/voice/answer',
      headers: FORM,
      payload: form({ From: '+15550199', SpeechResult: "my chest hurts and I can't breathe" }),
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
    expect(unsigned.json()).toEqual({ error: 'Invalid request signature' });
    const tampered = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, 'x-twilio-signature': signature },
      payload: form({ ...params, From: '+15550101' }),
    });
    expect(tampered.statusCode).toBe(403);
  });
});
