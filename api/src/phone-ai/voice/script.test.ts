import { consult, DISCLAIMER } from '@healthwatch/triage-engine';
import { escapeXml } from './twiml';
import { adviceLine } from './language/advice-words';
import { speaker } from './language/speaker';
import { DANGER_SIGNS } from '@healthwatch/contracts';
import type { CallFollowUp } from './call-follow-up';
import {
  DANGER_QUESTION,
  followUpQuestion,
  keypadMenu,
  spokenDifferential,
  spokenResult,
  symptomsFromDigits,
  symptomsPrompt,
  welcome,
} from './script';

const paths = {
  answer: '/api/phone-ai/voice/answer',
  keypad: '/api/phone-ai/voice/keypad',
  danger: '/api/phone-ai/voice/danger',
  followUp: '/api/phone-ai/voice/follow-up',
  report: '/api/phone-ai/voice/report',
  reportPlace: '/api/phone-ai/voice/report/place',
};

describe('voice script', () => {
  it('greets, then asks the danger-sign question by keypad before any symptom', () => {
    const xml = welcome(paths);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response>/);
    expect(xml).toContain('<Gather input="dtmf" action="/api/phone-ai/voice/danger" method="POST" numDigits="1"');
    expect(xml).toContain('Welcome to the HealthWatch symptom line.');
    expect(xml).toContain(escapeXml(DANGER_QUESTION));
    expect(xml).toContain('<Redirect method="POST">/api/phone-ai/voice/danger</Redirect>');
  });

  it('names every danger sign in the question, with 1 for yes and 2 for none', () => {
    expect(DANGER_QUESTION).toMatch(/^If you have any of these right now: a stiff neck; /);
    expect(DANGER_QUESTION).toContain('; very little or no urine for 12 hours; ');
    expect(DANGER_QUESTION).toMatch(
      /; you are calling for a baby under 3 months old who has a fever; you are pregnant and have a severe headache, blurred vision, or sudden swelling of the face or hands; or a sudden, severe headache, the worst you have ever had\. Press 1\. If you have none of them, press 2\.$/,
    );
    expect(DANGER_QUESTION.split('; ')).toHaveLength(DANGER_SIGNS.length);
  });

  it('asks for symptoms by speech or keypad, carrying a no to the danger signs', () => {
    const xml = symptomsPrompt(paths, { dangerAnsweredNo: true });
    expect(xml).toContain('<Gather input="speech dtmf" action="/api/phone-ai/voice/answer?danger=no" method="POST"');
    expect(xml).toContain('<Redirect method="POST">/api/phone-ai/voice/keypad?danger=no</Redirect>');
    expect(symptomsPrompt(paths, { dangerAnsweredNo: false })).toContain('action="/api/phone-ai/voice/answer"');
  });

  it('asks one follow-up question, its state in the action URL', () => {
    const state: CallFollowUp = {
      heard: ['Fever', 'Headache'],
      denied: [],
      ask: ['Dizziness', 'Loss of taste/smell'],
      answers: ['y'],
      dangerAnsweredNo: true,
    };
    const xml = followUpQuestion(paths, state, 'Loss of taste/smell');
    expect(xml).toContain('action="/api/phone-ai/voice/follow-up?heard=1.4&amp;ask=13.10&amp;answers=y&amp;danger=no"');
    expect(xml).toContain('Do you also have loss of taste or smell? Press 1 for yes, 2 for no.');
    expect(xml).not.toContain('A few quick questions');
  });

  it('reads all 15 symptoms in the keypad menu', () => {
    const xml = keypadMenu(paths, { dangerAnsweredNo: false });
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
    // The phoneAi catalog's words for the advice ids: the triage line, the cold's first two, then the disclaimer.
    expect(xml).toContain(escapeXml(adviceLine('en', 'triage.self-care')));
    expect(xml).toContain(escapeXml(adviceLine('en', 'condition.common-cold.1')));
    expect(xml).toContain(escapeXml(adviceLine('en', DISCLAIMER)));
    expect(xml).toContain('This is not a medical diagnosis');
    expect(xml).toContain('<Hangup/>');
  });

  it("speaks the advice in the caller's language from the same catalog entries", () => {
    const result = consult({
      symptoms: ['Fever', 'Chills', 'Sweating', 'Headache', 'Fatigue'],
      country: 'IN',
      locale: 'hi',
    });
    const xml = spokenResult(result, false, speaker('hi'));
    expect(result.advice.length).toBeGreaterThan(2);
    expect(xml).toContain(escapeXml(adviceLine('hi', result.advice[0]!)));
    expect(xml).toContain(escapeXml(adviceLine('hi', DISCLAIMER)));
    expect(xml).not.toContain(escapeXml(adviceLine('en', DISCLAIMER)));
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
