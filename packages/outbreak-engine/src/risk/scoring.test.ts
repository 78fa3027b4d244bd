import { ageBand, assessRisk, type RiskInput } from './scoring';

const base: RiskInput = {
  localActivity: 'low',
  activeIllnesses: [],
  symptoms: [],
  medicalHistory: [],
  age: 30,
};

describe('risk scoring', () => {
  it('bands ages', () => {
    expect([0, 4, 5, 59, 60, 74, 75, 120].map((a) => ageBand(a).points)).toEqual([2, 2, 0, 0, 1, 1, 2, 2]);
  });

  it('is low for a healthy adult in a quiet place', () => {
    const r = assessRisk(base);
    expect(r.score).toBe(0);
    expect(r.riskLevel).toBe('low');
  });

  it('adds local activity, age, symptoms and chronic conditions', () => {
    const r = assessRisk({
      ...base,
      localActivity: 'medium',
      age: 65,
      symptoms: ['Fever'],
      medicalHistory: ['Type 2 diabetes', 'broken arm'],
    });
    // medium +2, age 60–74 +1, Fever +1, diabetes +1
    expect(r.score).toBe(5);
    expect(r.riskLevel).toBe('high');
    expect(r.riskFactors).toEqual([
      { code: 'localActivity', params: { level: 'medium', points: 2 } },
      { code: 'ageBand', params: { band: '60to74', points: 1 } },
      { code: 'symptom', params: { symptom: 'Fever', points: 1 } },
      { code: 'chronic', params: { conditions: ['Type 2 diabetes'], points: 1 } },
    ]);
    expect(r.recommendations[0]).toEqual({ code: 'seeDoctorSoon', params: { hours: 24 } });
  });

  it('is medium from 2 points', () => {
    expect(assessRisk({ ...base, age: 2 }).riskLevel).toBe('medium');
  });

  it('is high for any emergency symptom, and says to seek care now', () => {
    const r = assessRisk({ ...base, symptoms: ['Shortness of breath'] });
    expect(r.riskLevel).toBe('high');
    expect(r.recommendations[0]).toEqual({ code: 'seekCareNow', params: {} });
  });

  it('turns local alarms into illness-specific advice and warning signs', () => {
    const r = assessRisk({ ...base, localActivity: 'high', activeIllnesses: ['dengue'] });
    // Dengue's two actions and four warning signs (seasons/knowledge.ts), by position.
    expect(r.recommendations.slice(1)).toEqual([
      { code: 'illnessRising', params: { illness: 'dengue', action: 0 } },
      { code: 'illnessRising', params: { illness: 'dengue', action: 1 } },
    ]);
    expect(r.monitoring).toEqual([{ code: 'illnessWarningSigns', params: { illness: 'dengue' } }]);
    expect(r.emergencyIndicators.slice(3).map((n) => n.params)).toEqual(
      [0, 1, 2, 3].map((sign) => ({ illness: 'dengue', sign })),
    );
  });

  it('names no warning signs to watch for an illness that has none', () => {
    const r = assessRisk({ ...base, localActivity: 'high', activeIllnesses: ['dengue', 'unknown', 'other'] });
    expect(r.monitoring).toEqual([{ code: 'illnessWarningSigns', params: { illness: 'dengue' } }]);
    expect(r.recommendations.filter((n) => n.code === 'illnessRising').map((n) => n.params)).toEqual([
      { illness: 'dengue', action: 0 },
      { illness: 'dengue', action: 1 },
      { illness: 'unknown', action: 0 },
      { illness: 'other', action: 0 },
    ]);
  });

  it('does not score unknown local activity but says so', () => {
    const r = assessRisk({ ...base, localActivity: 'insufficient data' });
    expect(r.score).toBe(0);
    expect(r.riskFactors).toEqual([{ code: 'localActivityUnknown', params: {} }]);
  });
});
