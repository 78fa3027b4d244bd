import { mapSymptoms, normalise } from './map-symptoms';

describe('mapSymptoms', () => {
  it('accepts the 15 symptom names in any case', () => {
    expect(mapSymptoms(['fever', 'SORE THROAT', 'Loss of taste/smell']).present).toEqual([
      'Fever',
      'Sore throat',
      'Loss of taste/smell',
    ]);
  });

  it.each([
    ['temperature', 'Fever'],
    ["can't breathe", 'Shortness of breath'],
    ['throwing up', 'Nausea'],
    ['loose motions', 'Diarrhea'],
    ['I feel lightheaded', 'Dizziness'],
    ['night sweats', 'Sweating'],
    ['my chest hurts', 'Chest pain'],
    ['stuffy nose', 'Runny nose'],
    ['joint pain', 'Body aches'],
    ['bukhar', 'Fever'],
    ['बुखार', 'Fever'],
    ['सिर दर्द', 'Headache'],
    ['chakkar aana', 'Dizziness'],
    ['fiebre', 'Fever'],
    ['dolor de cabeza', 'Headache'],
    ['escalofríos', 'Chills'],
    ['pérdida del olfato', 'Loss of taste/smell'],
  ])('maps "%s" to %s', (phrase, symptom) => {
    expect(mapSymptoms([phrase]).present).toEqual([symptom]);
  });

  it('finds several symptoms in one transcript and keeps the 15-symptom order', () => {
    const r = mapSymptoms(['I have had a high temperature and a headache since yesterday, also coughing a lot']);
    expect(r.present).toEqual(['Fever', 'Cough', 'Headache']);
    expect(r.unmapped).toEqual(['lot']);
  });

  it('reads "chest pain" as chest pain only, not also as a generic pain', () => {
    expect(mapSymptoms(['chest pain']).present).toEqual(['Chest pain']);
  });

  it('records denied symptoms within the clause', () => {
    const r = mapSymptoms(['no fever but a bad cough', 'sin diarrea']);
    expect(r.present).toEqual(['Cough']);
    expect(r.denied).toEqual(['Fever', 'Diarrhea']);
  });

  it('lets a stated symptom win over a denial elsewhere', () => {
    expect(mapSymptoms(['no fever', 'fever']).denied).toEqual([]);
  });

  it('reports pieces that name no symptom', () => {
    const r = mapSymptoms(['rash', 'fever', '  ']);
    expect(r.present).toEqual(['Fever']);
    expect(r.unmapped).toEqual(['rash']);
  });

  it('normalises accents and punctuation but keeps Devanagari marks', () => {
    expect(normalise('  Escalofríos!! ')).toBe('escalofrios!!');
    expect(normalise('खांसी')).toBe('खांसी'.normalize('NFD'));
  });
});
