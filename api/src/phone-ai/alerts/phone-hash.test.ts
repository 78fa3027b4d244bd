import { hashPhone, isPlausiblePhone, normalisePhone, resolveSalt } from './phone-hash';

describe('phone numbers', () => {
  it('normalises formatting so one number hashes one way', () => {
    expect(normalisePhone(' +91 98200-12345 ')).toBe('+919820012345');
    expect(hashPhone('+91 98200 12345', 's')).toBe(hashPhone('+919820012345', 's'));
  });

  it('hashes with the salt: a different salt gives a different hash, never the number', () => {
    const a = hashPhone('+15550100', 'salt-a');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(hashPhone('+15550100', 'salt-b'));
    expect(a).not.toContain('15550100');
  });

  it('accepts 5 to 15 digits with usual separators', () => {
    expect(isPlausiblePhone('+1-555-0100')).toBe(true);
    expect(isPlausiblePhone('(022) 2266 1234')).toBe(true);
    expect(isPlausiblePhone('1234')).toBe(false);
    expect(isPlausiblePhone('call me maybe')).toBe(false);
    expect(isPlausiblePhone('1234567890123456')).toBe(false);
  });
});

describe('resolveSalt', () => {
  it('uses PHONE_HASH_SALT, refuses to run without it in production, and draws one per process otherwise', () => {
    expect(resolveSalt('configured', true)).toBe('configured');
    expect(() => resolveSalt(undefined, true)).toThrow('PHONE_HASH_SALT is required in production');
    const a = resolveSalt(undefined, false);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSalt(undefined, false)).not.toBe(a);
  });
});
