import { splitSymptoms, validateTestInput } from './test-input';

describe('test console input', () => {
  it('splits symptoms on commas and drops blanks', () => {
    expect(splitSymptoms(' fever, headache ,, throwing up ,')).toEqual(['fever', 'headache', 'throwing up']);
    expect(splitSymptoms('   ')).toEqual([]);
  });

  it('requires phone number and symptoms with the SPEC messages', () => {
    expect(validateTestInput('', 'fever', 'alert')).toBe(
      'Please provide phone number and symptoms for emergency alert',
    );
    expect(validateTestInput('+15550100', ' , ', 'alert')).toBe(
      'Please provide phone number and symptoms for emergency alert',
    );
    expect(validateTestInput('', 'fever', 'consultation')).toBe('Please provide phone number and symptoms');
    expect(validateTestInput('+15550100', 'fever', 'consultation')).toBeNull();
  });

  it('counts ticked symptoms as symptoms', () => {
    expect(validateTestInput('+15550100', '', 'consultation', new Set(['Cough']))).toBeNull();
    expect(validateTestInput('', '', 'alert', new Set(['Cough']))).toBe(
      'Please provide phone number and symptoms for emergency alert',
    );
  });
});
