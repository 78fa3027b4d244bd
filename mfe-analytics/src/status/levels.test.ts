import { confidenceLabel, confidenceTone, riskLabel, riskTone } from './levels';

describe('SPEC colours', () => {
  it('colours confidence green from 0.8, yellow from 0.6, red below', () => {
    expect([1, 0.8, 0.79, 0.6, 0.59, 0].map(confidenceTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect(confidenceLabel(0.6)).toBe('60% (moderate)');
  });

  it('colours risk high red, medium yellow, low green, and no verdict grey', () => {
    expect(riskTone('high')).toBe('red');
    expect(riskTone('medium')).toBe('yellow');
    expect(riskTone('low')).toBe('green');
    expect(riskTone('insufficient data')).toBe('grey');
    expect(riskLabel('insufficient data')).toBe('Insufficient data');
  });
});
