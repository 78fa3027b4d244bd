import { DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import { consultationRequest, toggleDangerSign } from './consultation-request';

describe('the test form consultation request', () => {
  it('always carries the danger signs: [] when none is ticked, so the engine knows they were asked', () => {
    expect(consultationRequest(' +15550100 ', 'fever, headache,', new Set())).toEqual({
      phoneNumber: '+15550100',
      symptoms: ['fever', 'headache'],
      urgency: 'normal',
      dangerSigns: [],
    });
  });

  it('sends the ticked danger signs in their canonical order, whatever order they were ticked in', () => {
    let ticked: ReadonlySet<DangerSign> = new Set();
    ticked = toggleDangerSign(ticked, 'Severe belly pain', true);
    ticked = toggleDangerSign(ticked, 'Stiff neck', true);
    ticked = toggleDangerSign(ticked, 'Cannot keep fluids down', true);
    ticked = toggleDangerSign(ticked, 'Cannot keep fluids down', false);
    expect(consultationRequest('1', 'fever', ticked).dangerSigns).toEqual(['Stiff neck', 'Severe belly pain']);
    expect(consultationRequest('1', 'fever', new Set(DANGER_SIGNS)).dangerSigns).toEqual([...DANGER_SIGNS]);
  });

  it('does not change the set it was given', () => {
    const ticked: ReadonlySet<DangerSign> = new Set(['Stiff neck']);
    expect(toggleDangerSign(ticked, 'Stiff neck', false).size).toBe(0);
    expect(ticked.has('Stiff neck')).toBe(true);
  });

  it('sends ticked symptoms by their English names, in checklist order, before the typed ones, and a non-English locale', () => {
    expect(
      consultationRequest('1', 'dolor de cabeza', new Set(), { symptoms: new Set(['Chills', 'Fever']), locale: 'es' }),
    ).toEqual({
      phoneNumber: '1',
      symptoms: ['Fever', 'Chills', 'dolor de cabeza'],
      urgency: 'normal',
      dangerSigns: [],
      locale: 'es',
    });
    // English is the API's default: the request stays as SPEC describes it.
    expect(consultationRequest('1', 'fever', new Set(), { locale: 'en' })).not.toHaveProperty('locale');
  });
});
