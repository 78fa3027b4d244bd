import { DISCLAIMER } from '../recommendations/advice';
import { CLEAR_LEAD, CONFIDENCE_CAP, consult } from './consult';

describe('consult', () => {
  it('names a cold for runny nose, sore throat and cough, as self-care', () => {
    const r = consult({ symptoms: ['Runny nose', 'Sore throat', 'Cough'], country: 'GB' });
    expect(r.diagnosis).toBe('Common cold');
    expect(r.condition).toBe('common-cold');
    expect(r.triage).toBe('self-care');
    expect(r.severity).toBe('mild');
    expect(r.followUpRequired).toBe(false);
    expect(r.confidence).toBeLessThanOrEqual(CONFIDENCE_CAP);
    expect(r.differential).toHaveLength(3);
    expect(r.differential[0]!.condition).toBe('common-cold');
  });

  it('caps confidence below certainty', () => {
    const r = consult({ symptoms: ['Nausea', 'Diarrhea'], fullChecklist: true });
    expect(r.condition).toBe('gastroenteritis');
    expect(r.confidence).toBeGreaterThan(0.8);
    expect(r.confidence).toBeLessThanOrEqual(CONFIDENCE_CAP);
  });

  it('answers unknown with fewer than 2 symptoms', () => {
    const r = consult({ symptoms: ['Headache'] });
    expect(r.diagnosis).toBe('Unknown — not enough information');
    expect(r.condition).toBeNull();
    expect(r.confidence).toBe(0);
    expect(r.explanation.notes[0]).toEqual({ code: 'oneSymptom', params: { symptom: 'Headache', needed: 2 } });
  });

  it('answers unknown when no condition is meaningfully ahead of the others', () => {
    const r = consult({ symptoms: ['Chest pain', 'Dizziness'], country: 'DE', month: 4 });
    expect(r.condition).toBeNull();
    expect(r.diagnosis).toBe('Unknown — not enough information');
    expect(r.explanation.notes[0]).toMatchObject({
      code: 'noClearLead',
      params: { symptoms: ['Chest pain', 'Dizziness'], condition: r.differential[0]!.condition },
    });
  });

  it('names malaria, not flu, for the classic paroxysm in India in the monsoon', () => {
    const r = consult({ symptoms: ['Fever', 'Chills', 'Sweating', 'Headache', 'Fatigue'], country: 'IN', month: 8 });
    expect(r.condition).toBe('malaria');
    expect(r.triage).toBe('see-doctor');
    expect(r.differential.map((d) => d.condition)).toContain('dengue');
  });

  it('keeps a close differential as "Most likely X or Y" with the test that tells them apart', () => {
    const r = consult({ symptoms: ['Fever', 'Cough', 'Headache', 'Body aches'], country: 'IN', month: 8 });
    expect(r.diagnosis).toMatch(/^Most likely .+ or .+ — a blood test/);
    expect(r.condition).toBe(r.differential[0]!.condition);
    expect(r.differential[1]!.probability).toBeGreaterThan(r.differential[0]!.probability / CLEAR_LEAD);
  });

  it('treats "something else" as a rival: a leader not clearly ahead of a cause outside the nine is not named', () => {
    // Fever, cough and breathlessness in a US June: COVID-19 leads the nine clearly, but pneumonia and
    // the like (outside the nine) are nearly as likely, so no diagnosis is claimed.
    const r = consult({ symptoms: ['Fever', 'Cough', 'Shortness of breath'], country: 'US', month: 6 });
    expect(r.differential[0]!.probability).toBeGreaterThanOrEqual(CLEAR_LEAD * r.differential[1]!.probability);
    expect(r.condition).toBeNull();
    expect(r.explanation.notes[1]).toEqual({ code: 'mayBeOutside', params: { probability: expect.any(Number) } });
  });

  it('moves the priors with country and month: flu leads in a January fever with cough in the US', () => {
    const r = consult({ symptoms: ['Fever', 'Cough', 'Sore throat', 'Body aches'], country: 'US', month: 1 });
    expect(r.condition).toBe('flu');
    const summer = consult({ symptoms: ['Fever', 'Cough', 'Sore throat', 'Body aches'], country: 'US', month: 7 });
    expect(summer.differential.find((d) => d.condition === 'flu')!.probability).toBeLessThan(
      r.differential[0]!.probability,
    );
  });

  it('raises chest pain with breathlessness to an emergency with follow-up', () => {
    const r = consult({ symptoms: ['chest pain', "can't breathe"] });
    expect(r.triage).toBe('emergency');
    expect(r.severity).toBe('severe');
    expect(r.followUpRequired).toBe(true);
    expect(r.explanation.redFlags.map((f) => f.id)).toContain('chest-pain-with-breathlessness');
    expect(r.advice[0]).toBe('rule.chest-pain-with-breathlessness');
    expect(r.advice[1]).toBe('triage.emergency');
  });

  it('sends dengue to a doctor with test follow-up and NSAID advice', () => {
    const r = consult({
      symptoms: ['Fever', 'Headache', 'Body aches', 'Nausea', 'Fatigue'],
      fullChecklist: true,
      localCounts: { dengue: 15 },
    });
    expect(r.condition).toBe('dengue');
    expect(r.triage).toBe('see-doctor');
    expect(r.severity).toBe('moderate');
    expect(r.followUpRequired).toBe(true);
    // advice.condition.dengue.1: no aspirin or ibuprofen.
    expect(r.advice).toContain('condition.dengue.1');
    expect(r.explanation.localReports).toBe(15);
    // The explanation is codes and figures, worded by the page (and never a sentence on the wire).
    const top = r.differential[0]!;
    expect(r.explanation.notes).toEqual([
      {
        code: 'pointsTo',
        params: { symptoms: r.explanation.matchedSymptoms, condition: 'dengue', probability: top.probability },
      },
      { code: 'driver', params: { ...r.explanation.drivers[0]!, condition: 'dengue' } },
      { code: 'fullChecklist', params: {} },
      { code: 'localReports', params: { reports: 15, days: 14 } },
      ...r.explanation.redFlags.map((f) => ({ code: 'redFlag', params: { id: f.id, level: f.level } })),
    ]);
    expect(sentencesIn(r.explanation.notes)).toEqual([]);
  });

  it('names each red flag that fired, by id and level', () => {
    const r = consult({ symptoms: ['Chest pain', 'Shortness of breath', 'Fever'] });
    expect(r.explanation.notes.filter((n) => n.code === 'redFlag')).toEqual(
      r.explanation.redFlags.map((f) => ({ code: 'redFlag', params: { id: f.id, level: f.level } })),
    );
    expect(r.explanation.redFlags.length).toBeGreaterThan(0);
  });

  it('lets local reports shift the answer (outbreak awareness)', () => {
    const symptoms = ['Fever', 'Headache', 'Body aches'];
    const quiet = consult({ symptoms, country: 'IN' });
    const outbreak = consult({ symptoms, country: 'IN', localCounts: { dengue: 30 } });
    const p = (r: typeof quiet) => r.differential.find((d) => d.condition === 'dengue')?.probability ?? 0;
    expect(p(outbreak)).toBeGreaterThan(p(quiet));
    expect(outbreak.condition).toBe('dengue');
  });

  it('keeps test-needing illnesses in the triage when no diagnosis is named', () => {
    const r = consult({ symptoms: ['Fever', 'Chills'], localCounts: { malaria: 10 } });
    if (r.condition === null) {
      expect(r.triage).toBe('see-doctor');
      expect(r.followUpRequired).toBe(true);
    } else {
      expect(r.condition).toBe('malaria');
    }
  });

  it("never lowers the caller's stated urgency", () => {
    expect(consult({ symptoms: ['Runny nose', 'Sore throat'], urgency: 'emergency' }).triage).toBe('emergency');
    expect(consult({ symptoms: ['Runny nose', 'Sore throat'], urgency: 'urgent' }).triage).toBe('see-doctor');
    expect(consult({ symptoms: ['Runny nose', 'Sore throat'], urgency: 'normal' }).triage).toBe('self-care');
  });

  it('always ends the recommendations with the disclaimer', () => {
    expect(consult({ symptoms: ['Fever', 'Cough'], country: 'IN' }).triage).toBe('see-doctor');
    for (const symptoms of [['Fever'], ['Cough', 'Runny nose'], ['Chest pain', 'Sweating'], []]) {
      const r = consult({ symptoms });
      expect(r.advice.at(-1)).toBe(DISCLAIMER);
    }
  });

  it('explains unmapped words and the evidence mode', () => {
    const r = consult({ symptoms: ['fever', 'rash', 'cough'] });
    expect(r.explanation.unmappedTerms).toEqual(['rash']);
    expect(r.explanation.evidence).toBe('present-only');
    expect(r.explanation.notes).toContainEqual({ code: 'unrecognised', params: { terms: ['rash'] } });
    expect(r.explanation.notes).toContainEqual({ code: 'presentOnly', params: {} });
  });
});

/** Every string in `value` that reads as words (three or more in a row); notes carry codes and figures only. */
function sentencesIn(value: unknown): string[] {
  if (typeof value === 'string') return /\p{L}+(?:[\s,;:]+\p{L}+){2,}/u.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentencesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesIn);
  return [];
}
