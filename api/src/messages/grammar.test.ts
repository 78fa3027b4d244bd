import { COUNTRIES, SYMPTOMS } from '@healthwatch/contracts';
import fc from 'fast-check';
import { detectLanguage, MAX_MESSAGE_CHARS, parseMessage } from './grammar';

const report = (body: string, senderCountry?: string) => parseMessage(body, { senderCountry });

describe('parseMessage: the issue’s examples', () => {
  it.each([
    ['FEVER COUGH 400001', 'IN', 'en'],
    ['बुखार खांसी 400001', 'IN', 'hi'],
    ['bukhar khansi 400001', 'IN', 'hi'],
    ['fiebre tos 06700 MX', 'US', 'es'],
    ['febre tosse 01310-100', 'BR', 'pt'],
    ['1 2 400001', 'IN', null],
  ])('%s', (body, country, language) => {
    const parsed = report(body, country);
    expect(parsed).toMatchObject({ intent: 'report', symptoms: ['Fever', 'Cough'], illness: 'unknown', language });
  });

  it('OK 400001 is a check-in, not a report', () => {
    expect(report('OK 400001', 'IN')).toMatchObject({
      intent: 'check-in',
      place: { postalCode: '400001', country: 'IN' },
    });
    expect(report('ठीक ४००००१', 'IN')).toMatchObject({ intent: 'check-in', language: 'hi' });
    // A symptom after OK makes it a report after all.
    expect(report('ok fever 400001', 'IN')).toMatchObject({ intent: 'report', symptoms: ['Fever'] });
  });
});

describe('parseMessage: keywords', () => {
  it.each([
    ['HELP', 'help'],
    ['help', 'help'],
    ['Ayuda', 'help'],
    ['ajuda', 'help'],
    ['मदद', 'help'],
    ['STOP', 'stop'],
    ['stop.', 'stop'],
    ['UNSUBSCRIBE', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
  ])('%s is %s', (body, intent) => {
    expect(report(body).intent).toBe(intent);
  });

  it('reads LANG with a code or a name, and says when it knows neither', () => {
    expect(report('LANG hi')).toMatchObject({ intent: 'lang', lang: 'hi' });
    expect(report('lang ES')).toMatchObject({ intent: 'lang', lang: 'es' });
    expect(report('idioma português')).toMatchObject({ intent: 'lang', lang: 'pt' });
    expect(report('भाषा हिंदी')).toMatchObject({ intent: 'lang', lang: 'hi' });
    expect(report('LANG xx')).toMatchObject({ intent: 'lang', lang: null });
    expect(report('LANG')).toMatchObject({ intent: 'lang', lang: null });
  });

  it('reads TIP with or without symptoms', () => {
    expect(report('TIP')).toMatchObject({ intent: 'tip', symptoms: [] });
    expect(report('consejo fiebre')).toMatchObject({ intent: 'tip', symptoms: ['Fever'] });
  });

  it('takes a keyword only as the whole message, so STOP inside a sentence is not an opt-out', () => {
    expect(report('STOP STOP').intent).toBe('problem');
    expect(report('please stop fever 400001', 'IN')).toMatchObject({ intent: 'report', symptoms: ['Fever'] });
  });
});

describe('parseMessage: symptoms', () => {
  it('maps every keypad number 1..15 to the form’s symptom of that position', () => {
    const all = SYMPTOMS.map((_, i) => i + 1).join(' ');
    expect(report(`${all} 400001`, 'IN')).toMatchObject({ intent: 'report', symptoms: [...SYMPTOMS] });
  });

  it('reads words in four languages through the consultation’s phrase mapping', () => {
    expect(report('dolor de cabeza 28001 ES')).toMatchObject({ symptoms: ['Headache'] });
    expect(report('dor de cabeça falta de ar 01310-100 BR')).toMatchObject({
      symptoms: ['Headache', 'Shortness of breath'],
      language: 'pt',
    });
    expect(report('सिर दर्द और दस्त 400001', 'IN')).toMatchObject({ symptoms: ['Headache', 'Diarrhea'] });
    expect(report('sore throat, runny nose; 10001', 'US')).toMatchObject({ symptoms: ['Sore throat', 'Runny nose'] });
  });

  it('mixes words and numbers, and drops repeats', () => {
    expect(report('fever 1 cough 2 400001', 'IN')).toMatchObject({ symptoms: ['Fever', 'Cough'] });
  });

  it('takes an illness when named, and does not count it as an unknown word', () => {
    expect(report('dengue fever 400001', 'IN')).toMatchObject({ symptoms: ['Fever'], illness: 'dengue' });
    expect(report('gripe tos 06000 MX')).toMatchObject({ symptoms: ['Cough'], illness: 'flu' });
    expect(report('मलेरिया बुखार 400001', 'IN')).toMatchObject({ illness: 'malaria' });
  });

  it('leaves out denied symptoms', () => {
    expect(report('cough no fever 400001', 'IN')).toMatchObject({ symptoms: ['Cough'] });
    expect(report('no fever 400001', 'IN')).toMatchObject({ intent: 'problem', detail: { problem: 'no-symptoms' } });
  });
});

describe('parseMessage: place', () => {
  it('takes the country from a code or name next to the postal code, else from the sender', () => {
    expect(report('fever 06000 MX', 'IN')).toMatchObject({ place: { country: 'MX', postalCode: '06000' } });
    expect(report('fever MX 06000', 'IN')).toMatchObject({ place: { country: 'MX' } });
    expect(report('fiebre 06000 mexico', 'IN')).toMatchObject({ place: { country: 'MX' } });
    expect(report('fever 400001', 'IN')).toMatchObject({ place: { country: 'IN' } });
  });

  it('does not read everyday words as countries unless written in capitals', () => {
    // "de" (Spanish/Portuguese), "in", "no", "es", "it" are words first.
    expect(report('dolor de cabeza 28001', 'ES')).toMatchObject({ place: { country: 'ES' } });
    expect(report('fever in 10001', 'US')).toMatchObject({ place: { country: 'US' } });
    expect(report('fever 10115 DE', 'US')).toMatchObject({ place: { country: 'DE' } });
  });

  it('joins two-part postal codes', () => {
    expect(report('fever SW1A 1AA GB')).toMatchObject({ place: { postalCode: 'SW1A 1AA', country: 'GB' } });
    expect(report('cough M5V 3A8', 'CA')).toMatchObject({ place: { postalCode: 'M5V 3A8' } });
    expect(report('cough 1000 AA', 'NL')).toMatchObject({ place: { postalCode: '1000 AA' } });
    expect(report('fever 111 20', 'SE')).toMatchObject({ place: { postalCode: '111 20' } });
  });

  it('reads Devanagari and full-width digits', () => {
    expect(report('खांसी ४००००१', 'IN')).toMatchObject({ place: { postalCode: '400001' } });
    expect(report('fever ４０００１', 'IN')).toMatchObject({ detail: { problem: 'invalid-postal-code' } });
  });

  it('accepts every country’s own example code', () => {
    for (const c of COUNTRIES)
      expect({ c: c.code, parsed: report(`fever ${c.example} ${c.code}`) }).toMatchObject({
        c: c.code,
        parsed: { intent: 'report', place: { country: c.code } },
      });
  });
});

describe('parseMessage: what to fix', () => {
  it.each([
    ['', 'empty'],
    [' \n\t ', 'empty'],
    ['x'.repeat(MAX_MESSAGE_CHARS + 1), 'too-long'],
    ['FEVER\u0000400001', 'control-characters'],
    ['FEVER\u001b 400001', 'control-characters'],
    ['😀😀', 'no-symptoms'],
    ['400001', 'no-symptoms'],
    ['16 17 400001', 'no-symptoms'],
    ['fеvеr 400001', 'no-symptoms'],
    ['FEVER COUGH', 'no-postal-code'],
    ['400001X fever', 'invalid-postal-code'],
    ['fever 10001 IN', 'invalid-postal-code'],
  ])('%j is %s', (body, problem) => {
    expect(report(body, 'IN')).toMatchObject({ intent: 'problem', detail: { problem } });
  });

  it('asks for a country when the number tells none', () => {
    expect(report('fever 400001')).toMatchObject({ detail: { problem: 'no-country', postalCode: '400001' } });
    expect(report('fever 400001', 'ZA')).toMatchObject({ detail: { problem: 'no-country' } });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom(undefined, 'IN', 'MX', 'BR', 'US'), (body, c) => {
        const parsed = parseMessage(body, { senderCountry: c });
        expect(['help', 'stop', 'start', 'lang', 'tip', 'check-in', 'report', 'problem']).toContain(parsed.intent);
      }),
      { numRuns: 500 },
    );
  });
});

describe('detectLanguage', () => {
  it.each([
    ['बुखार', 'hi'],
    ['bukhar khansi', 'hi'],
    ['fiebre tos', 'es'],
    ['febre tosse', 'pt'],
    ['fever cough', 'en'],
    ['1 2 400001', null],
  ])('%s is %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});
