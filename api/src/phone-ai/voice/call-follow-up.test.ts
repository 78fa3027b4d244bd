import { consult } from '@healthwatch/triage-engine';
import {
  type CallFollowUp,
  consultationAnswers,
  decodeFollowUp,
  encodeFollowUp,
  keyAnswer,
  nextQuestion,
} from './call-follow-up';

const STATE: CallFollowUp = {
  heard: ['Fever', 'Headache'],
  denied: ['Cough'],
  ask: ['Dizziness', 'Shortness of breath', 'Body aches'],
  answers: ['y', 's'],
  dangerAnsweredNo: true,
};

const query = (text: string) => Object.fromEntries(new URLSearchParams(text)) as never;

describe('a call follow-up state', () => {
  it('travels as a short query and comes back whole', () => {
    const text = encodeFollowUp(STATE);
    expect(text).toBe('heard=1.4&denied=2&ask=13.11.6&answers=ys&danger=no');
    expect(decodeFollowUp(query(text))).toEqual(STATE);
    const bare = { ...STATE, denied: [], answers: [], dangerAnsweredNo: false };
    expect(encodeFollowUp(bare)).toBe('heard=1.4&ask=13.11.6');
    expect(decodeFollowUp(query(encodeFollowUp(bare)))).toEqual(bare);
  });

  it('refuses a state that does not hold together', () => {
    expect(decodeFollowUp(query('heard=1.4&ask=4.13'))).toEqual({
      error: 'Invalid follow-up state: a symptom is listed twice',
    });
    expect(decodeFollowUp(query('heard=1&denied=13&ask=13'))).toHaveProperty('error');
    expect(decodeFollowUp(query('heard=1.4&ask=13&answers=y'))).toEqual({
      error: 'Invalid follow-up state: every question is already answered',
    });
    expect(decodeFollowUp(query('heard=1.16&ask=13'))).toHaveProperty('error');
  });

  it('reads 1 as yes, 2 as no and anything else as unanswered', () => {
    expect([keyAnswer('1'), keyAnswer(' 2 '), keyAnswer('3'), keyAnswer(undefined), keyAnswer('12')]).toEqual([
      'y',
      'n',
      's',
      's',
      's',
    ]);
  });

  it('gives the engine the denied symptoms and the answered questions, leaving skipped ones out', () => {
    expect(consultationAnswers(STATE)).toEqual([
      { symptom: 'Cough', present: false },
      { symptom: 'Dizziness', present: true },
    ]);
    expect(nextQuestion(STATE)).toBe('Body aches');
    expect(nextQuestion({ ...STATE, answers: ['y', 's', 'n'] })).toBeNull();
    const result = consult({ symptoms: STATE.heard, answers: consultationAnswers(STATE) });
    expect(result.explanation.matchedSymptoms).toEqual(expect.arrayContaining(['Fever', 'Headache', 'Dizziness']));
    expect(result.explanation.deniedSymptoms).toEqual(['Cough']);
    expect(result.followUpQuestions).toEqual([]);
  });
});
