import { MAX_FOLLOW_UP_QUESTIONS, SYMPTOMS } from '@healthwatch/contracts';
import { careSeekingPrior } from '../model/care-seeking';
import { consult } from './consult';
import { followUpQuestions } from './follow-up';

const india = careSeekingPrior('IN', 8);
const state = (present: string[], denied: string[] = []) => ({
  priors: india.conditions,
  otherPrior: india.other,
  present: present as (typeof SYMPTOMS)[number][],
  denied: denied as (typeof SYMPTOMS)[number][],
  context: { endemic: true },
});

describe('followUpQuestions', () => {
  it('asks first for what would reveal an emergency with the symptoms already given', () => {
    const q = followUpQuestions(state(['Fever', 'Headache']));
    // Fever with dizziness and fever with shortness of breath are emergency rules.
    expect(q.slice(0, 2).sort()).toEqual(['Dizziness', 'Shortness of breath']);
  });

  it('never asks about a symptom already given or denied, and asks at most the limit', () => {
    const q = followUpQuestions(state(['Fever', 'Chills'], ['Cough']), SYMPTOMS.length);
    expect(q).not.toContain('Fever');
    expect(q).not.toContain('Chills');
    expect(q).not.toContain('Cough');
    expect(new Set(q).size).toBe(q.length);
    expect(followUpQuestions(state(['Fever', 'Chills']))).toHaveLength(MAX_FOLLOW_UP_QUESTIONS);
  });

  it('after safety, prefers the question that best separates the leaders', () => {
    // A runny nose and sore throat: fever separates a cold from flu far better than loss of taste does.
    const q = followUpQuestions(state(['Runny nose', 'Sore throat']), SYMPTOMS.length);
    expect(q.indexOf('Fever')).toBeLessThan(q.indexOf('Loss of taste/smell'));
  });
});

describe('consult with follow-up questions and danger signs', () => {
  it('proposes questions for a typed list, none for a full checklist', () => {
    expect(consult({ symptoms: ['Fever', 'Headache'], country: 'IN', month: 8 }).followUpQuestions).toHaveLength(
      MAX_FOLLOW_UP_QUESTIONS,
    );
    expect(
      consult({ symptoms: ['Fever', 'Headache'], fullChecklist: true, country: 'IN', month: 8 }).followUpQuestions,
    ).toEqual([]);
  });

  it('takes the answers as present or denied symptoms and asks no more', () => {
    const first = consult({ symptoms: ['Fever', 'Headache'], country: 'IN', month: 8 });
    const answers = (first.followUpQuestions ?? []).map((symptom) => ({ symptom, present: symptom === 'Dizziness' }));
    const second = consult({ symptoms: ['Fever', 'Headache'], country: 'IN', month: 8, answers });
    expect(second.followUpQuestions).toEqual([]);
    expect(second.explanation.matchedSymptoms).toContain('Dizziness');
    expect(second.explanation.deniedSymptoms).toEqual(
      expect.arrayContaining((first.followUpQuestions ?? []).filter((s) => s !== 'Dizziness')),
    );
    // Fever with dizziness is an emergency rule.
    expect(second.triage).toBe('emergency');
  });

  it('a no to every question changes the answer from the first one', () => {
    const first = consult({ symptoms: ['Fever', 'Body aches'], country: 'IN', month: 8 });
    const answers = (first.followUpQuestions ?? []).map((symptom) => ({ symptom, present: false }));
    const second = consult({ symptoms: ['Fever', 'Body aches'], country: 'IN', month: 8, answers });
    expect(second.differential).not.toEqual(first.differential);
  });

  it('makes any danger sign an emergency, whatever the symptoms, and names it', () => {
    const r = consult({ symptoms: ['Runny nose', 'Sore throat'], country: 'GB', dangerSigns: ['Stiff neck'] });
    expect(r.triage).toBe('emergency');
    expect(r.severity).toBe('severe');
    expect(r.explanation.redFlags.map((f) => f.description)).toContain('Stiff neck');
    expect(r.advice[0]).toBe('rule.danger-sign-stiff-neck');
    expect(consult({ symptoms: ['Runny nose', 'Sore throat'], country: 'GB', dangerSigns: [] }).triage).toBe(
      'self-care',
    );
  });
});
