import type { GeocodeOutcome } from '@healthwatch/contracts';
import { postalReducer, UNAVAILABLE_NOTE, UNKNOWN, verificationKey } from './postal-verification';

const found = (countryCode: string): GeocodeOutcome => ({
  kind: 'found',
  result: {
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    countryCode,
    latitude: 18.9375,
    longitude: 72.8355,
    attribution: '',
  },
});

describe('postal verification state machine', () => {
  const checking = postalReducer(postalReducer(UNKNOWN, { type: 'input', key: 'IN|400001' }), {
    type: 'check',
    key: 'IN|400001',
  });

  it('needs both a country and a code', () => {
    expect(verificationKey('', '400001')).toBeNull();
    expect(verificationKey('IN', '  ')).toBeNull();
    expect(verificationKey('IN', ' 400001 ')).toBe('IN|400001');
  });

  it('goes unknown -> checking -> valid when the country matches', () => {
    expect(checking.status).toBe('checking');
    const next = postalReducer(checking, { type: 'answer', key: 'IN|400001', country: 'IN', outcome: found('IN') });
    expect(next).toMatchObject({ status: 'valid', result: { city: 'Mumbai' } });
  });

  it('refuses a result from another country', () => {
    expect(postalReducer(checking, { type: 'answer', key: 'IN|400001', country: 'IN', outcome: found('us') })).toEqual({
      status: 'invalid',
      key: 'IN|400001',
      message: null,
    });
  });

  it('marks an unknown code invalid', () => {
    expect(
      postalReducer(checking, {
        type: 'answer',
        key: 'IN|400001',
        country: 'IN',
        outcome: { kind: 'not-found', message: 'Postal code not found' },
      }).status,
    ).toBe('invalid');
  });

  it('leaves verification unknown when the geocoder is unavailable', () => {
    expect(
      postalReducer(checking, {
        type: 'answer',
        key: 'IN|400001',
        country: 'IN',
        outcome: { kind: 'unavailable', message: 'Geocoding service unavailable' },
      }),
    ).toEqual({ status: 'unknown', key: 'IN|400001', note: UNAVAILABLE_NOTE });
  });

  it('editing resets to unknown, and a stale answer never overwrites a newer code', () => {
    const edited = postalReducer(checking, { type: 'input', key: 'IN|400002' });
    expect(edited).toEqual({ status: 'unknown', key: 'IN|400002', note: null });
    expect(postalReducer(edited, { type: 'answer', key: 'IN|400001', country: 'IN', outcome: found('IN') })).toBe(
      edited,
    );
    expect(postalReducer(edited, { type: 'check', key: 'IN|400001' })).toBe(edited);
    const newer = postalReducer(edited, { type: 'check', key: 'IN|400002' });
    expect(postalReducer(newer, { type: 'answer', key: 'IN|400001', country: 'IN', outcome: found('IN') })).toBe(newer);
  });
});
