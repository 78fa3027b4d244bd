import { loadConfig, trustProxy } from './env';

describe('TRUST_PROXY', () => {
  it('refuses "true": it would believe the left-most, client-written X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true.*hop count.*CIDR/s);
    expect(() => trustProxy('TRUE')).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count or addresses/CIDRs, and false or unset as "no proxy"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('loopback')).toBe('loopback');
    expect(trustProxy('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });
});
