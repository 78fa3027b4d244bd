import { FORM_HEADERS, formBody, gatherAction, postCall } from '../../../test/helpers/phone-call';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { consult } from '@healthwatch/triage-engine';
import { DANGER_KEY_ALERT } from './routes';
import { spokenResult } from './script';
import { expectedSignature } from './signature';

const spokenQuestion = (xml: string) => /Do you also have ([^?]+)\?/.exec(xml)?.[1] ?? null;

// The telephony provider is the one boundary that cannot exist here (see test/helpers/phone-call.ts).
describe('a call: danger signs first, then symptoms and follow-up questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, fields: Record<string, string>) => postCall(t, url, fields);

  it('a 1 to the danger-sign question goes straight to the emergency advice and records one alert', async () => {
    const greeting = await post('/api/phone-ai/voice', { CallSid: 'CD1', From: '+15550301' });
    expect(gatherAction(greeting.body)).toBe('/api/phone-ai/voice/danger');
    const res = await post(gatherAction(greeting.body), { CallSid: 'CD1', From: '+15550301', Digits: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You pressed 1: one of those signs needs urgent care.');
    expect(res.body).toContain('call your local emergency number now');
    expect(res.body).toContain('An emergency alert has been recorded.');
    expect(res.body).not.toContain('<Gather');
    expect(res.body).toContain('<Hangup/>');
    const { rows } = await t.db.query<{ triage: string; severity: string; description: string }>(
      "SELECT triage, severity, description FROM emergency_alerts WHERE channel = 'voice'",
    );
    expect(rows).toEqual([{ triage: 'emergency', severity: 'severe', description: DANGER_KEY_ALERT }]);
  });

  it('a 2 goes on to the symptoms; no key asks once more, then goes on without a danger answer', async () => {
    const no = await post('/api/phone-ai/voice/danger', { CallSid: 'CD2', Digits: '2' });
    expect(gatherAction(no.body)).toBe('/api/phone-ai/voice/answer?danger=no');
    expect(no.body).toContain('tell me your symptoms');
    const silent = await post('/api/phone-ai/voice/danger', { CallSid: 'CD3' });
    expect(gatherAction(silent.body)).toBe('/api/phone-ai/voice/danger?again=1');
    expect(silent.body).toContain('Please press 1 or 2.');
    const silentAgain = await post('/api/phone-ai/voice/danger?again=1', { CallSid: 'CD3', Digits: '5' });
    expect(gatherAction(silentAgain.body)).toBe('/api/phone-ai/voice/answer');
    expect(silentAgain.body).toContain('If any of those danger signs appear, call your local emergency number.');
  });

  it('fever and headache: asks the engine’s questions one by one, then speaks the updated answer', async () => {
    const caller = { CallSid: 'CQ1', From: '+15550302' };
    const first = await post('/api/phone-ai/voice/answer?danger=no', {
      ...caller,
      SpeechResult: 'I have a fever and a headache',
    });
    const expectedQuestions = consult({ symptoms: ['I have a fever and a headache'], dangerSigns: [] })
      .followUpQuestions!;
    expect(expectedQuestions.length).toBeGreaterThan(1);
    expect(first.body).toContain('A few quick questions to sharpen the answer.');

    // Yes wherever a yes keeps it from being an emergency (which would end the questions), else no; no key
    // for the last question, which is then left out.
    const answers: Array<{ symptom: string; present: boolean }> = [];
    const keys = expectedQuestions.map((symptom, i) => {
      if (i === expectedQuestions.length - 1) return '';
      const yes = consult({ symptoms: ['Fever', 'Headache'], answers: [...answers, { symptom, present: true }] });
      const present = yes.triage !== 'emergency';
      answers.push({ symptom, present });
      return present ? '1' : '2';
    });
    expect(keys).toContain('1');
    const asked: string[] = [];
    let doc = first.body;
    for (const key of keys) {
      asked.push(spokenQuestion(doc)!);
      const res = await post(gatherAction(doc), key ? { ...caller, Digits: key } : caller);
      expect(res.statusCode).toBe(200);
      doc = res.body;
    }
    expect(asked).toEqual(expectedQuestions.map((q) => q.replace('/', ' or ').toLowerCase()));

    const updated = consult({ symptoms: ['Fever', 'Headache'], answers, dangerSigns: [] });
    expect(updated.explanation.matchedSymptoms.length).toBeGreaterThan(2);
    // The same answer, then (not an emergency) the offer to add the symptoms to the map.
    expect(doc).toContain(spokenResult(updated, false).split('<Say voice="alice" language="en-GB">Goodbye')[0]!);
    expect(doc).toContain('<Gather input="dtmf" action="/api/phone-ai/voice/report?heard=');
    expect(doc).toContain(`I understood: ${updated.explanation.matchedSymptoms.join(', ')}.`);
  });

  it('a yes that makes it an emergency ends the questions with the emergency advice and an alert', async () => {
    const caller = { CallSid: 'CQ2', From: '+15550303' };
    const first = await post('/api/phone-ai/voice/answer?danger=no', { ...caller, SpeechResult: 'fever and headache' });
    // The questions come safety first: the first is one whose yes completes an emergency rule with fever
    // (dizziness or shortness of breath; which one leads depends on the season's priors).
    const question = consult({ symptoms: ['fever and headache'] }).followUpQuestions![0]!;
    expect(['Dizziness', 'Shortness of breath']).toContain(question);
    expect(spokenQuestion(first.body)).toBe(question.toLowerCase());
    const res = await post(gatherAction(first.body), { ...caller, Digits: '1' });
    expect(res.body).not.toContain('<Gather');
    expect(res.body).toContain(`I understood: Fever, Headache, ${question}.`);
    expect(res.body).toContain('call your local emergency number');
    expect(res.body).toContain('An emergency alert has been recorded.');
  });

  it.each([
    ['an unknown symptom number', 'heard=1.4&ask=16', 'ask must match pattern', 'validation-pattern'],
    ['a question about a symptom already heard', 'heard=1.4&ask=4.13', 'a symptom is listed twice', 'invalid-request'],
    [
      'every question already answered',
      'heard=1.4&ask=13&answers=y',
      'every question is already answered',
      'invalid-request',
    ],
    ['an unknown answer letter', 'heard=1.4&ask=13.11&answers=x', 'answers must match pattern', 'validation-pattern'],
    ['no questions', 'heard=1.4', 'ask is required', 'validation-required'],
    ['an extra field', 'heard=1.4&ask=13&alert=1', 'alert is not an accepted field', 'validation-not-accepted'],
    ['a repeated field', 'heard=1.4&ask=13&ask=11', 'ask must be string', 'validation-type'],
  ])('refuses a follow-up state with %s: 400 { error, code }', async (_name, query, message, code) => {
    const res = await post(`/api/phone-ai/voice/follow-up?${query}`, { CallSid: 'CQ3', Digits: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.stringContaining(message), code });
  });

  it('refuses a replayed follow-up answer', async () => {
    const url = '/api/phone-ai/voice/follow-up?heard=1.4&ask=13.11';
    expect((await post(url, { CallSid: 'CQ4', Digits: '2' })).statusCode).toBe(200);
    const replay = await post(url, { CallSid: 'CQ4', Digits: '2' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: 'This request was already received', code: 'conflict' });
  });
});

describe('a signed call with follow-up questions', () => {
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

  const signedPost = (url: string, params: Record<string, string>, signedUrl = url) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...FORM_HEADERS,
        'x-twilio-signature': expectedSignature('test-token', `https://phone.example.org${signedUrl}`, params),
      },
      payload: formBody(params),
    });

  it('the signature covers the state in the query: a changed state is refused', async () => {
    const caller = { CallSid: 'CS1', From: '+15550304' };
    const first = await signedPost('/api/phone-ai/voice/answer?danger=no', {
      ...caller,
      SpeechResult: 'fever and headache',
    });
    expect(first.statusCode).toBe(200);
    const action = gatherAction(first.body);
    expect(action).toMatch(/^\/api\/phone-ai\/voice\/follow-up\?heard=1\.4&ask=\d/);
    const tampered = action.replace('heard=1.4', 'heard=1.4.12');
    const refused = await signedPost(tampered, { ...caller, Digits: '2' }, action);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Invalid request signature', code: 'forbidden' });
    const next = await signedPost(action, { ...caller, Digits: '2' });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Do you also have');
  });
});
