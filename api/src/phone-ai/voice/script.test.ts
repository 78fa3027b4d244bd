import { consult } from '../engine/consult';
import { DISCLAIMER } from '../recommendations/advice';
import { escapeXml } from './twiml';
import { keypadMenu, spokenDifferential, spokenResult, symptomsFromDigits, welcome } from './script';

const paths = { answer: '/api/phone-ai/voice/answer', keypad: '/api/phone-ai/voice/keypad' };

describe('voice script', () => {
  it('greets with a Gather for speech or keypad', () => {
    const xml = welcome(paths);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response>/);
    expect(xml).toContain('<Gather input="speech dtmf" action="/api/phone-ai/voice/answer" method="POST"');
    expect(xml).toContain('<Redirect method="POST">/api/phone-ai/voice/keypad</Redirect>');
  });

  it('reads all 15 symptoms in the keypad menu', () => {
    const xml = keypadMenu(paths);
    expect(xml).toContain('input="dtmf"');
    expect(xml).toContain('finishOnKey="#"');
    expect(xml).toContain('15, Sweating.');
    expect(xml).toContain('10, Loss of taste or smell.');
  });

  it('maps keypad digits to symptoms, ignoring unknown numbers', () => {
    expect(symptomsFromDigits('1*4*13')).toEqual(['Fever', 'Headache', 'Dizziness']);
    expect(symptomsFromDigits('0*16*2*2')).toEqual(['Cough']);
    expect(symptomsFromDigits('')).toEqual([]);
  });

  it('speaks the result with the disclaimer', () => {
    const xml = spokenResult(consult({ symptoms: ['Runny nose', 'Sore throat', 'Cough'], country: 'GB' }), false);
    expect(xml).toContain('The most likely cause is Common cold');
    expect(xml).toContain(escapeXml(DISCLAIMER));
    expect(xml).toContain('<Hangup/>');
  });

  it('speaks the top three with their shares and the symptoms that speak for each, as the page shows them', () => {
    const result = consult({ symptoms: ['Fever', 'Headache', 'Body aches', 'Nausea'], country: 'IN', month: 8 });
    const sentence = spokenDifferential(result)!;
    expect(result.differential).toHaveLength(3);
    for (const d of result.differential) {
      expect(sentence).toContain(`${d.label}, ${Math.round(d.probability * 100)} percent`);
      for (const e of d.evidence) expect(sentence).toContain(e.symptom.toLowerCase());
    }
    expect(result.differential[0]!.evidence.length).toBeGreaterThan(0);
    expect(spokenResult(result, false)).toContain(escapeXml(sentence));
    // Nothing recognised: no differential is read out.
    expect(spokenDifferential(consult({ symptoms: ['purple elbows'] }))).toBeNull();
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});
