import { CONDITIONS } from '@healthwatch/contracts';
import { CARE_SEEKING_SHARES, careSeekingPrior, groupOf } from './care-seeking';

describe('care-seeking priors', () => {
  it('maps every supported country to a group and unknown ones to South Asia', () => {
    expect(groupOf('in')).toBe('south-asia');
    expect(groupOf('MX')).toBe('latin-america');
    expect(groupOf('SE')).toBe('temperate-north');
    expect(groupOf('JP')).toBe('japan');
    expect(groupOf('AU')).toBe('australia');
    expect(groupOf(undefined)).toBe('south-asia');
  });

  it('gives a proper distribution over the nine plus a leak share in every group and month', () => {
    for (const country of ['IN', 'BR', 'MX', 'US', 'JP', 'AU'])
      for (let month = 1; month <= 12; month++) {
        const p = careSeekingPrior(country, month);
        const total = CONDITIONS.reduce((s, c) => s + p.conditions[c], 0);
        expect(total).toBeCloseTo(1, 9);
        expect(p.other).toBeGreaterThan(0.05);
        expect(p.other).toBeLessThan(0.4);
      }
  });

  it('follows the seasons: dengue peaks post-monsoon in India, flu in winter up north and in July in Australia', () => {
    expect(careSeekingPrior('IN', 10).conditions.dengue).toBeGreaterThan(careSeekingPrior('IN', 4).conditions.dengue);
    expect(careSeekingPrior('DE', 1).conditions.flu).toBeGreaterThan(careSeekingPrior('DE', 7).conditions.flu * 5);
    expect(careSeekingPrior('AU', 7).conditions.flu).toBeGreaterThan(careSeekingPrior('AU', 1).conditions.flu * 3);
  });

  it('keeps tropical fevers rare but possible outside endemic regions', () => {
    expect(CARE_SEEKING_SHARES['temperate-north'].malaria).toBeGreaterThan(0);
    expect(careSeekingPrior('GB', 6).conditions.malaria).toBeLessThan(0.01);
  });
});
