import { ageBand, assessRisk, type RiskInput } from './scoring';

const base: RiskInput = {
  location: 'Mumbai',
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
    expect(r.riskFactors).toHaveLength(4);
  });

  it('is medium from 2 points', () => {
    expect(assessRisk({ ...base, age: 2 }).riskLevel).toBe('medium');
  });

  it('is high for any emergency symptom, and says to seek care now', () => {
    const r = assessRisk({ ...base, symptoms: ['Shortness of breath'] });
    expect(r.riskLevel).toBe('high');
    expect(r.recommendations[0]).toMatch(/Seek medical care now/);
  });

  it('turns local alarms into illness-specific advice and warning signs', () => {
    const r = assessRisk({ ...base, localActivity: 'high', activeIllnesses: ['dengue'] });
    expect(r.recommendations.some((x) => x.startsWith('Dengue is rising in Mumbai'))).toBe(true);
    expect(r.emergencyIndicators).toContain('Bleeding gums or nose (Dengue)');
  });

  it('does not score unknown local activity but says so', () => {
    const r = assessRisk({ ...base, localActivity: 'insufficient data' });
    expect(r.score).toBe(0);
    expect(r.riskFactors[0]).toMatch(/Too few reports/);
  });
});
