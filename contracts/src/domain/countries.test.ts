import { COUNTRIES, COUNTRY_CODES, findCountry, hasPostalShape, postalInputMode } from './countries';

describe('countries', () => {
  it('lists the 15 supported countries once each', () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(COUNTRIES.map((c) => [c.code, c.example] as const))(
    'the %s example %s has the country shape',
    (code, example) => {
      expect(hasPostalShape(code, example)).toBe(true);
    },
  );

  it.each([
    ['IN', '40001'],
    ['US', 'ABCDE'],
    ['CA', '5MV 3A8'],
    ['NL', 'AA 1000'],
    ['SE', '1112'],
    ['BR', '2004-0007'],
  ] as const)('refuses the %s code %s', (code, value) => {
    expect(hasPostalShape(code, value)).toBe(false);
  });

  it("asks a phone for its number pad where a country's codes are digits, with separators optional", () => {
    const letters = COUNTRY_CODES.filter((code) => postalInputMode(code) === 'text');
    expect(letters).toEqual(['CA', 'GB', 'NL']);
  });

  it('forgives case and spacing', () => {
    expect(hasPostalShape('GB', 'sw1a1aa')).toBe(true);
    expect(hasPostalShape('SE', '11120')).toBe(true);
    expect(hasPostalShape('JP', '1000001')).toBe(true);
    expect(hasPostalShape('JP', '10-0001')).toBe(false);
    expect(hasPostalShape('JP', '100-0001')).toBe(true);
    expect(findCountry('JP')?.name).toBe('Japan');
  });
});
