import { Writable } from 'node:stream';
import { type App, buildApp } from '../../src/app';
import type { CheckInRecorder } from '../../src/messages/service';
import { expectedSignature } from '../../src/phone-ai/voice/signature';
import { DRIVERS } from '../helpers/databases';
import { FORM_HEADERS, formBody, gatherAction } from '../helpers/phone-call';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The telephony provider is the one boundary that cannot exist here (its network cannot be reached
 * from this sandbox): these tests stand in for it, posting form-encoded requests signed with its
 * algorithm (X-Twilio-Signature: HMAC-SHA1 of the URL and sorted parameters, keyed by the auth token)
 * to the real app on a real database.
 */
const TOKEN = 'stand-in-provider-token';
const ORIGIN = 'http://localhost:80';
const NUMBERS = {
  IN: '+919820012345',
  MX: '+525512345678',
  BR: '+5511912345678',
  US: '+12025550123',
};

let sid = 0;
const nextSid = () => `SM${(++sid).toString().padStart(32, '0')}`;

function signedPost(t: TestApp, url: string, fields: Record<string, string>, token = TOKEN) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...FORM_HEADERS,
      'x-twilio-signature': expectedSignature(token, ORIGIN + url, fields),
      host: 'localhost:80',
    },
    payload: formBody(fields),
  });
}

const sms = (t: TestApp, body: string, from: string = NUMBERS.IN, messageSid = nextSid()) =>
  signedPost(t, '/api/messages/incoming', { MessageSid: messageSid, From: from, To: '+15550101', Body: body });

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const messageText = (xml: string) => {
  const m = /<Message>([\s\S]*)<\/Message>/.exec(xml);
  return m ? unescapeXml(m[1]!) : null;
};

async function reportCount(t: TestApp): Promise<number> {
  const r = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM symptom_reports');
  return Number(r.rows[0]!.n);
}

describe.each(DRIVERS)('text-message reports (%s)', (driver) => {
  let t: TestApp;
  const logLines: string[] = [];
  const saved = { token: process.env.VOICE_AUTH_TOKEN, salt: process.env.PHONE_HASH_SALT };

  beforeAll(async () => {
    process.env.VOICE_AUTH_TOKEN = TOKEN;
    process.env.PHONE_HASH_SALT = 'test-salt-from-the-environment';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // Budgets wide enough for the bad-message list from one number; the per-sender limit is tested below.
    t = await createTestApp(driver, {
      logger: { level: 'trace', stream },
      messages: { ratePerSender: 1000, ratePerAddress: 10_000, reportsPerSenderDay: 1000 },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    process.env.VOICE_AUTH_TOKEN = saved.token;
    process.env.PHONE_HASH_SALT = saved.salt;
    if (saved.token === undefined) delete process.env.VOICE_AUTH_TOKEN;
    if (saved.salt === undefined) delete process.env.PHONE_HASH_SALT;
  });

  const EXAMPLES: { body: string; from: string; symptoms: string[]; country: string; pin: string; reply: RegExp }[] = [
    {
      body: 'FEVER COUGH 400001',
      from: NUMBERS.IN,
      symptoms: ['Fever', 'Cough'],
      country: 'IN',
      pin: '400001',
      reply: /^Recorded: Fever, Cough — Mumbai 400001\./,
    },
    {
      body: 'बुखार खांसी 400001',
      from: NUMBERS.IN,
      symptoms: ['Fever', 'Cough'],
      country: 'IN',
      pin: '400001',
      reply: /^दर्ज किया गया: बुखार, खांसी — Mumbai 400001/,
    },
    {
      body: 'fiebre tos 06700 MX',
      from: NUMBERS.US,
      symptoms: ['Fever', 'Cough'],
      country: 'MX',
      pin: '06700',
      reply: /^Registrado: Fiebre, Tos — Ciudad de México 06700/,
    },
    {
      body: '1 2 400001',
      from: NUMBERS.IN,
      symptoms: ['Fever', 'Cough'],
      country: 'IN',
      pin: '400001',
      reply: /Mumbai 400001/,
    },
    {
      body: 'febre tosse 01000-000',
      from: `whatsapp:${NUMBERS.BR}`,
      symptoms: ['Fever', 'Cough'],
      country: 'BR',
      pin: '01000-000',
      reply: /^Registrado: Febre, Tosse — São Paulo 01000-000/,
    },
  ];

  it.each(EXAMPLES)('stores "$body" once with its symptoms, place and channel', async (ex) => {
    const before = await reportCount(t);
    const messageSid = nextSid();
    const res = await sms(t, ex.body, ex.from, messageSid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(messageText(res.body)).toMatch(ex.reply);
    const rows = await t.db.query<{
      symptoms: string[];
      country: string;
      pin_code: string;
      channel: string;
      latitude: number | null;
      address_bucket: number | null;
    }>(
      'SELECT symptoms, country, pin_code, channel, latitude, address_bucket FROM symptom_reports ORDER BY id DESC LIMIT 1',
    );
    expect(rows.rows[0]).toMatchObject({
      symptoms: ex.symptoms,
      country: ex.country,
      pin_code: ex.pin,
      channel: ex.from.startsWith('whatsapp:') ? 'whatsapp' : 'sms',
    });
    expect(rows.rows[0]!.latitude).not.toBeNull();
    // Its sender is its source for corroborating alerts: a bucket of the day, never the number.
    expect(rows.rows[0]!.address_bucket).not.toBeNull();
    // On the map's data like any other report.
    const listed = await t.app.inject({ method: 'GET', url: `/api/reports?limit=1&country=${ex.country}` });
    expect(listed.json().data[0]).toMatchObject({ country: ex.country, symptoms: ex.symptoms });
    // The provider delivers the same message again: nothing more is stored, the same reply goes back.
    const again = await sms(t, ex.body, ex.from, messageSid);
    expect(again.statusCode).toBe(200);
    expect(messageText(again.body)).toMatch(ex.reply);
    expect(await reportCount(t)).toBe(before + 1);
  });

  it('counts OK 400001 as an "I feel fine" check-in of the sender, once per message, and stores no report', async () => {
    const before = await reportCount(t);
    const participants = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(
            `SELECT coalesce(sum(participants), 0)::int AS n FROM rate_week_areas WHERE area_id = 'IN'`,
          )
        ).rows[0]!.n,
      );
    const counted = await participants();
    const res = await sms(t, 'OK 400001 IN', NUMBERS.US, 'SMcheckin-counted');
    expect(messageText(res.body)).toContain('"I feel fine" recorded for');
    expect(await participants()).toBe(counted + 1);
    // The provider delivers it again, and the same number checks in again this week: still one participant.
    await sms(t, 'OK 400001 IN', NUMBERS.US, 'SMcheckin-counted');
    await sms(t, 'OK 400001 IN', NUMBERS.US, 'SMcheckin-again');
    expect(await participants()).toBe(counted + 1);
    // An Indian number whose message does not tell its language is answered in Hindi.
    const hi = await sms(t, 'OK 400001');
    expect(messageText(hi.body)).toContain('दर्ज किया गया');
    expect(await reportCount(t)).toBe(before);
  });

  it('HELP lists the keypad numbers; LANG switches the reply language; TIP sends a health tip', async () => {
    const from = '+919820099999';
    const help = await sms(t, 'मदद', from);
    expect(messageText(help.body)).toMatch(/1 बुखार, 2 खांसी/);
    const lang = await sms(t, 'LANG en', from);
    expect(messageText(lang.body)).toBe('Replies will now be in English.');
    // The chosen language wins over the message's own.
    const help2 = await sms(t, 'मदद', from);
    expect(messageText(help2.body)).toMatch(/1 Fever, 2 Cough, 3 Sore throat/);
    expect(messageText((await sms(t, 'LANG pt', from)).body)).toBe('As respostas agora serão em português.');
    const tip = await sms(t, 'TIP fever', from);
    expect(messageText(tip.body)).toMatch(/^Dica: .+ \(.+\)$/s);
  });

  it('STOP silences a number (its reports still count) until START', async () => {
    const from = '+919820077777';
    const stop = await sms(t, 'STOP', from);
    expect(messageText(stop.body)).toContain('START');
    const before = await reportCount(t);
    const silent = await sms(t, 'FEVER 400001', from);
    expect(silent.statusCode).toBe(200);
    expect(messageText(silent.body)).toBeNull();
    expect(await reportCount(t)).toBe(before + 1);
    expect(messageText((await sms(t, 'HELP', from)).body)).toBeNull();
    const start = await sms(t, 'START', from);
    expect(messageText(start.body)).toContain('HELP');
    expect(messageText((await sms(t, 'HELP', from)).body)).toContain('FEVER COUGH 400001');
  });

  const BAD: { body: string; from?: string; reply: RegExp }[] = [
    { body: '', reply: /empty/ },
    { body: '   ', reply: /empty/ },
    { body: '\n\n\t', reply: /empty/ },
    { body: 'x'.repeat(1600), reply: /find a symptom/ },
    { body: 'fever '.repeat(300), reply: /too long \(1800 characters\)/ },
    { body: '😀😀😀', reply: /find a symptom in "😀😀😀"/ },
    { body: '🤒🤧 400001', reply: /find a symptom/ },
    { body: '🔥', reply: /find a symptom/ },
    {
      body: 'FEVER COUGH 400001X',
      reply: /400001X is not a postal code in India \(PIN, 6 digits\)\. Send e\.g\. FEVER COUGH 400001/,
    },
    { body: 'FEVER 999999', reply: /Postal code 999999 was not found in India/ },
    { body: 'FEVER 4000', reply: /4000 is not a postal code in India/ },
    { body: 'FEVER 10001 IN', reply: /10001 is not a postal code in India/ },
    { body: 'fever 400001 MX', reply: /400001 is not a postal code in Mexico/ },
    { body: 'fever 400001 GB', reply: /not a postal code in United Kingdom/ },
    { body: 'FEVER COUGH', reply: /Add your postal code, e\.g\. FEVER COUGH 400001/ },
    { body: 'fever', from: NUMBERS.US, reply: /Add your postal code, e\.g\. FEVER COUGH 10001/ },
    { body: 'fever 400001', from: '+4420', reply: /two-letter code/ },
    { body: 'fever 400001', from: 'whatsapp:+999123', reply: /two-letter code/ },
    { body: 'fever 12345', from: '+27821234567', reply: /two-letter code/ },
    { body: 'hello', reply: /find a symptom in "hello"/ },
    { body: 'hola 06700 MX', reply: /síntoma|symptom/ },
    { body: '400001', reply: /find a symptom/ },
    { body: '16 17 400001', reply: /find a symptom/ },
    { body: '0 400001', reply: /find a symptom/ },
    { body: 'FEVER\u0000400001', reply: /characters that cannot be read/ },
    { body: 'FEVER\u0007 400001', reply: /characters that cannot be read/ },
    { body: 'FEVER \u001b[31m 400001', reply: /characters that cannot be read/ },
    { body: 'fеvеr 400001', reply: /find a symptom/ },
    { body: 'bukhar сough 400001', reply: /Mumbai 400001|दर्ज/ },
    { body: 'بخار 400001', reply: /find a symptom/ },
    { body: '发烧 400001', reply: /find a symptom/ },
    { body: 'FEVER 400001 400002', reply: /Mumbai 400001|Recorded/ },
    { body: '<Message>hi</Message>', reply: /find a symptom in "<Message>hi</ },
    { body: "'; DROP TABLE symptom_reports; --", reply: /find a symptom/ },
    { body: 'LANG xx', reply: /LANG EN, LANG HI/ },
    { body: 'LANG', reply: /LANG EN, LANG HI/ },
    { body: 'OK', reply: /Add your postal code/ },
    { body: 'OK 12', reply: /Add your postal code|find a symptom/ },
    { body: 'OK 4000001', reply: /4000001 is not a postal code in India/ },
    { body: 'TIP', reply: /^Tip: |No health tip/ },
    { body: '.,;:!?', reply: /empty|find a symptom/ },
    { body: 'STOP STOP STOP', reply: /find a symptom/ },
    { body: 'no fever 400001', reply: /find a symptom/ },
    { body: '\u202eFEVER 400001', reply: /characters|Recorded|find a symptom/ },
    { body: 'FEVER 1'.padEnd(1600, '1'), reply: /not a postal code|find a symptom|Recorded/ },
  ];

  it(`answers ${BAD.length} bad messages each with a reply saying what to fix, never a 5xx, and stores none`, async () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    const english = '+919820055555';
    await sms(t, 'LANG en', english);
    const before = await reportCount(t);
    let stored = 0;
    const wrong: unknown[] = [];
    for (const bad of BAD) {
      const res = await sms(t, bad.body, bad.from ?? english);
      const text = messageText(res.body);
      if (res.statusCode !== 200 || text === null || /^error$/i.test(text) || !bad.reply.test(text))
        wrong.push({ body: bad.body.slice(0, 40), status: res.statusCode, text });
      if (/Recorded|दर्ज/.test(text ?? '')) stored++;
    }
    expect(wrong).toEqual([]);
    expect(await reportCount(t)).toBe(before + stored);
  });

  it('refuses an unsigned, a re-signed and a tampered request with 403 and stores nothing', async () => {
    const before = await reportCount(t);
    const fields = { MessageSid: nextSid(), From: NUMBERS.IN, Body: 'FEVER 400001' };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/messages/incoming',
      headers: { ...FORM_HEADERS, host: 'localhost:80' },
      payload: formBody(fields),
    });
    const resigned = await signedPost(t, '/api/messages/incoming', fields, 'someone-elses-token');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/messages/incoming',
      headers: {
        ...FORM_HEADERS,
        host: 'localhost:80',
        'x-twilio-signature': expectedSignature(TOKEN, `${ORIGIN}/api/messages/incoming`, fields),
      },
      payload: formBody({ ...fields, Body: 'FEVER COUGH CHEST PAIN 400001' }),
    });
    for (const res of [unsigned, resigned, tampered]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await reportCount(t)).toBe(before);
  });

  it('the phone line offers the report step after a consultation and stores it once (English, Hindi)', async () => {
    const buckets: (number | null)[] = [];
    for (const call of [
      {
        from: '+12025550188',
        lang: undefined,
        speech: 'fever and a cough',
        pin: '10001',
        say: 'press 1',
        heard: /Thank you/,
      },
      { from: NUMBERS.IN, lang: 'hi' as const, speech: 'बुखार और खांसी', pin: '400001', say: '1 दबाएँ', heard: /धन्यवाद/ },
    ]) {
      const callSid = `CA${nextSid()}`;
      const before = await reportCount(t);
      const q = call.lang ? `?lang=${call.lang}` : '';
      let res = await signedPost(t, `/api/phone-ai/voice/answer${q}`, {
        CallSid: callSid,
        From: call.from,
        SpeechResult: call.speech,
      });
      // The follow-up questions, each left unanswered, until the result with the offer.
      for (let i = 0; i < 10 && !res.body.includes('/voice/report'); i++) {
        res = await signedPost(t, gatherAction(res.body), { CallSid: callSid, From: call.from, Digits: '2' });
      }
      expect(res.body).toContain(call.say);
      const offer = gatherAction(res.body);
      expect(offer).toMatch(/^\/api\/phone-ai\/voice\/report\?heard=1\.2/);
      res = await signedPost(t, offer, { CallSid: callSid, From: call.from, Digits: '1' });
      expect(res.body).toContain('finishOnKey="#"');
      // A wrong code is asked again once, and stores nothing.
      res = await signedPost(t, gatherAction(res.body), { CallSid: callSid, From: call.from, Digits: '99' });
      expect(await reportCount(t)).toBe(before);
      const place = gatherAction(res.body);
      expect(place).toContain('again=1');
      res = await signedPost(t, place, { CallSid: callSid, From: call.from, Digits: call.pin });
      expect(res.body).toMatch(call.heard);
      expect(await reportCount(t)).toBe(before + 1);
      // The same call keying a code again (another request, not a replay) stores nothing more.
      res = await signedPost(t, place, { CallSid: callSid, From: call.from, Digits: `${call.pin}#` });
      expect(res.statusCode).toBe(200);
      expect(await reportCount(t)).toBe(before + 1);
      const row = await t.db.query<{
        channel: string;
        pin_code: string;
        symptoms: string[];
        address_bucket: number | null;
      }>('SELECT channel, pin_code, symptoms, address_bucket FROM symptom_reports ORDER BY id DESC LIMIT 1');
      const { address_bucket, ...stored } = row.rows[0]!;
      expect(stored).toEqual({
        channel: 'voice',
        pin_code: call.pin,
        symptoms: expect.arrayContaining(['Fever', 'Cough']),
      });
      buckets.push(address_bucket === null ? null : Number(address_bucket));
    }
    // A call's report carries its caller's source bucket (a day's key over the number's hash; neither is stored),
    // not "its postal code and hour": the same as that number's text messages, so one number calling and texting
    // again and again is one source of an alert's excess.
    expect(buckets.every((b) => b !== null)).toBe(true);
    expect((await sms(t, 'fever 400001', NUMBERS.IN, nextSid())).statusCode).toBe(200);
    const texted = await t.db.query<{ channel: string; address_bucket: number }>(
      'SELECT channel, address_bucket FROM symptom_reports ORDER BY id DESC LIMIT 1',
    );
    expect(texted.rows[0]!.channel).toBe('sms');
    expect(Number(texted.rows[0]!.address_bucket)).toBe(buckets[1]);
  });

  it('keeps no phone number in any table or log line', async () => {
    const numbers = [...Object.values(NUMBERS), '+919820099999', '+919820077777', '+919820055555', '+12025550188'];
    const digits = numbers.map((n) => n.replace(/\D/g, ''));
    const tables = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const { table_name } of tables.rows) {
      const rows = await t.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
      for (const { row } of rows.rows)
        for (const d of digits) expect({ table_name, has: row.includes(d) }).toEqual({ table_name, has: false });
    }
    expect(logLines.length).toBeGreaterThan(50);
    const log = logLines.join('');
    for (const d of digits) expect(log.includes(d)).toBe(false);
  });
});

describe.each(DRIVERS)('text-message limits and several API processes (%s)', (driver) => {
  let a: TestApp;
  let b: App;
  const saved = { token: process.env.VOICE_AUTH_TOKEN, salt: process.env.PHONE_HASH_SALT };

  beforeAll(async () => {
    process.env.VOICE_AUTH_TOKEN = TOKEN;
    process.env.PHONE_HASH_SALT = 'test-salt-from-the-environment';
    const messages = { ratePerSender: 4, ratePerAddress: 10_000, reportsPerSenderDay: 2 };
    a = await createTestApp(driver, { messages });
    // A second API process on the same database: its own caches, LISTEN and rate-limit memory.
    b = await buildApp({ db: a.db, geocoder: a.geocoder, writeRateLimit: 0, messages });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
    process.env.VOICE_AUTH_TOKEN = saved.token;
    process.env.PHONE_HASH_SALT = saved.salt;
    if (saved.token === undefined) delete process.env.VOICE_AUTH_TOKEN;
    if (saved.salt === undefined) delete process.env.PHONE_HASH_SALT;
  });

  const viaB = (): TestApp => ({ ...a, app: b });

  it('stores a message re-delivered to another process once', async () => {
    const before = await reportCount(a);
    const messageSid = nextSid();
    expect(messageText((await sms(a, 'FEVER 400001', '+919820011111', messageSid)).body)).toMatch(/^Recorded/);
    expect(messageText((await sms(viaB(), 'FEVER 400001', '+919820011111', messageSid)).body)).toMatch(/^Recorded/);
    expect(await reportCount(a)).toBe(before + 1);
  });

  it('a STOP sent through one process silences the number on another that had read its state', async () => {
    const from = '+919820022222';
    expect(messageText((await sms(viaB(), 'help', from)).body)).not.toBeNull();
    expect(messageText((await sms(a, 'STOP', from)).body)).toContain('START');
    // The NOTIFY reaches the other process's listener asynchronously.
    await new Promise((r) => setTimeout(r, 200));
    expect(messageText((await sms(viaB(), 'help', from)).body)).toBeNull();
  });

  it('answers a sender over the per-minute budget with silence, and one over the daily report budget in words', async () => {
    const from = '+919820033333';
    const before = await reportCount(a);
    expect(messageText((await sms(a, 'FEVER 400001', from)).body)).toMatch(/^Recorded/);
    expect(messageText((await sms(a, 'COUGH 400001', from)).body)).toMatch(/^Recorded/);
    expect(messageText((await sms(a, 'CHILLS 400001', from)).body)).toBe(
      'You have sent many reports today: thank you. More will be counted from tomorrow.',
    );
    expect(await reportCount(a)).toBe(before + 2);
    // The fourth message of the minute is the last the budget allows.
    expect(messageText((await sms(a, 'help', from)).body)).not.toBeNull();
    const silent = await sms(a, 'FEVER 400001', from);
    expect(silent.statusCode).toBe(200);
    expect(messageText(silent.body)).toBeNull();
    expect(await reportCount(a)).toBe(before + 2);
  });
});

describe('check-ins by text, once the check-ins feature is wired in', () => {
  it('hands OK 400001 to the CheckInRecorder with the place and a hashed message id, and stores no report', async () => {
    const saved = process.env.VOICE_AUTH_TOKEN;
    process.env.VOICE_AUTH_TOKEN = TOKEN;
    // Stands in for the check-ins feature (issue #32, built elsewhere): records what it is handed.
    const recorded: Parameters<CheckInRecorder['record']>[0][] = [];
    const t = await createTestApp('pglite', { checkIns: { record: async (c) => void recorded.push(c) } });
    try {
      const res = await sms(t, 'OK 400001 IN', NUMBERS.US, 'SMcheckin1');
      expect(messageText(res.body)).toBe('Thank you: "I feel fine" recorded for Mumbai 400001.');
      expect(recorded).toEqual([
        expect.objectContaining({
          country: 'IN',
          pinCode: '400001',
          channel: 'sms',
          key: expect.stringMatching(/^message:/),
          participant: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      ]);
      expect(JSON.stringify(recorded)).not.toContain('SMcheckin1');
      expect(await reportCount(t)).toBe(0);
    } finally {
      await t.close();
      process.env.VOICE_AUTH_TOKEN = saved;
      if (saved === undefined) delete process.env.VOICE_AUTH_TOKEN;
    }
  });
});
