import { gatherAction, postCall } from '../../../test/helpers/phone-call';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { callerCountry, callLanguage } from './language/caller-language';
import { CATALOGS } from './language/speaker';

/** The text of every <Say> in one voice. */
const saidIn = (xml: string, language: string) =>
  [...xml.matchAll(new RegExp(`<Say voice="[^"]+" language="${language}">([^<]*)</Say>`, 'g'))].map((m) => m[1]);

describe('the language of a call', () => {
  it('comes from the caller country code unless chosen', () => {
    expect(callerCountry('+919820000000')).toBe('IN');
    expect(callerCountry('+15145550100')).toBe('CA');
    expect(callerCountry('anonymous')).toBeUndefined();
    expect(callLanguage(undefined, '+919820000000')).toBe('hi');
    expect(callLanguage(undefined, '+525512345678')).toBe('es');
    expect(callLanguage(undefined, '+34612345678')).toBe('es');
    expect(callLanguage(undefined, '+15145550100')).toBe('en');
    expect(callLanguage(undefined, undefined)).toBe('en');
    expect(callLanguage('es', '+919820000000')).toBe('es');
  });

  it('has every message in Hindi and Spanish that it has in English', () => {
    const keys = Object.keys(CATALOGS.en).sort();
    expect(Object.keys(CATALOGS.hi).sort()).toEqual(keys);
    expect(Object.keys(CATALOGS.es).sort()).toEqual(keys);
  });
});

// The telephony provider is the one boundary that cannot exist here (see test/helpers/phone-call.ts).
describe('a call in Hindi or Spanish', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, fields: Record<string, string>) => postCall(t, url, fields);

  it('answers in Hindi after the keypad choice, to the end of the call', async () => {
    const caller = { CallSid: 'CH1', From: '+15550401' };
    const greeting = await post('/api/phone-ai/voice', caller);
    expect(saidIn(greeting.body, 'hi-IN')).toEqual(['हिंदी के लिए 8 दबाएँ।']);
    expect(greeting.body).toContain('Welcome to the HealthWatch symptom line.');

    const hindi = await post(gatherAction(greeting.body), { ...caller, Digits: '8' });
    expect(hindi.statusCode).toBe(200);
    // Only the other languages' menu entries are in their own voices.
    expect(saidIn(hindi.body, 'en-GB')).toEqual(['For English, press 7.']);
    expect(saidIn(hindi.body, 'es-MX')).toEqual(['Para español, oprima 9.']);
    expect(saidIn(hindi.body, 'hi-IN')[0]).toMatch(/^हेल्थवॉच लक्षण लाइन में आपका स्वागत है।/);
    expect(hindi.body).toContain('गर्दन में अकड़न');
    expect(gatherAction(hindi.body)).toBe('/api/phone-ai/voice/danger?lang=hi');

    const symptoms = await post(gatherAction(hindi.body), { ...caller, Digits: '2' });
    // Speech is recognised as Hindi, with the symptoms' Hindi names as hints.
    expect(symptoms.body).toMatch(/<Gather input="speech dtmf" [^>]*hints="बुख़ार, खाँसी, [^"]*" language="hi-IN">/);
    expect(gatherAction(symptoms.body)).toBe('/api/phone-ai/voice/answer?danger=no&lang=hi');

    let doc = await post(gatherAction(symptoms.body), { ...caller, SpeechResult: 'मुझे बुख़ार और सिरदर्द है' });
    expect(saidIn(doc.body, 'hi-IN')).toContain('जवाब को बेहतर बनाने के लिए कुछ छोटे सवाल।');
    let asked = 0;
    while (doc.body.includes('<Gather') && !doc.body.includes('/voice/report?')) {
      expect(saidIn(doc.body, 'hi-IN').some((s) => /^क्या आपको .+ भी है\?/.test(s!))).toBe(true);
      expect(gatherAction(doc.body)).toContain('lang=hi');
      doc = await post(gatherAction(doc.body), { ...caller, Digits: '2' });
      asked++;
    }
    expect(asked).toBeGreaterThan(0);
    const final = saidIn(doc.body, 'hi-IN');
    expect(final[0]).toBe('मैंने समझा: बुख़ार और सिरदर्द।');
    expect(final.some((s) => s!.startsWith('सबसे ज़्यादा मेल खाने वाले कारण:'))).toBe(true);
    expect(final.at(-1)).toBe('नमस्ते, अपना ध्यान रखिए।');
    // The advice and the disclaimer come from the engine in Hindi too: no English sentence is spoken.
    expect(saidIn(doc.body, 'en-GB')).toEqual([]);
    expect(final.slice(2).every((line) => /[\u0900-\u097f]/.test(line!))).toBe(true);
    expect(doc.body).toContain('<Hangup/>');
  });

  it('speaks Spanish to a caller from Mexico without any key, and reads the keypad list in Spanish', async () => {
    const caller = { CallSid: 'CH2', From: '+525512345678' };
    const greeting = await post('/api/phone-ai/voice', caller);
    expect(saidIn(greeting.body, 'es-MX')[0]).toMatch(/^Bienvenido a la línea de síntomas de HealthWatch\./);
    expect(saidIn(greeting.body, 'en-GB')).toEqual(['For English, press 7.']);
    const symptoms = await post(gatherAction(greeting.body), { ...caller, Digits: '2' });
    const keypad = await post(gatherAction(symptoms.body), { ...caller, Digits: '1' });
    expect(keypad.body).toContain('15, Sudoración.');
    // 7 switches this caller to English for the rest of the call.
    const english = await post(gatherAction(greeting.body), { ...caller, Digits: '7' });
    expect(english.body).toContain('Welcome to the HealthWatch symptom line.');
    expect(gatherAction(english.body)).toBe('/api/phone-ai/voice/danger?lang=en');
  });
});
