import type { ConsultationResult, HealthConsultationBody } from '@healthwatch/contracts';
import { followUpAnswers, followUpRequest, questionText, questionsToAsk } from './follow-up-request';

const FIRST: HealthConsultationBody = {
  phoneNumber: '+15550100',
  symptoms: ['fever', 'headache'],
  urgency: 'normal',
  dangerSigns: [],
};
const QUESTIONS = ['Dizziness', 'Shortness of breath', 'Body aches'];

describe('follow-up questions', () => {
  it('keeps one answer per question answered, in order, leaving unanswered ones out', () => {
    expect(followUpAnswers(QUESTIONS, { 'Body aches': 'yes', Dizziness: 'no' })).toEqual([
      { symptom: 'Dizziness', present: false },
      { symptom: 'Body aches', present: true },
    ]);
    // A choice for something not asked is not sent.
    expect(followUpAnswers(QUESTIONS, { Cough: 'yes' })).toEqual([]);
  });

  it('sends the first request again with the answers, [] when none was answered', () => {
    expect(followUpRequest(FIRST, QUESTIONS, { 'Shortness of breath': 'yes' })).toEqual({
      ...FIRST,
      answers: [{ symptom: 'Shortness of breath', present: true }],
    });
    expect(followUpRequest(FIRST, QUESTIONS, {})).toEqual({ ...FIRST, answers: [] });
  });

  it('asks the engine’s questions unless the answer is already an emergency', () => {
    const result = { triage: 'see-doctor', followUpQuestions: QUESTIONS } as unknown as ConsultationResult;
    expect(questionsToAsk(result)).toEqual(QUESTIONS);
    expect(questionsToAsk({ ...result, triage: 'emergency' })).toEqual([]);
    expect(questionsToAsk({ ...result, followUpQuestions: undefined })).toEqual([]);
  });

  it('words a symptom as a question', () => {
    expect(questionText('Loss of taste/smell')).toBe('Do you also have loss of taste or smell?');
    expect(questionText('Dizziness')).toBe('Do you also have dizziness?');
  });
});
