import { areaPassInterval, loadConfig, trustProxy } from './env';

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

describe('AREA_PASS_INTERVAL_SECONDS', () => {
  it('defaults to an hour and takes whole seconds from a minute to a day', () => {
    expect(loadConfig({}).areaPassIntervalSeconds).toBe(3600);
    expect(loadConfig({ AREA_PASS_INTERVAL_SECONDS: ' 300 ' }).areaPassIntervalSeconds).toBe(300);
    expect(areaPassInterval('60')).toBe(60);
    expect(areaPassInterval('86400')).toBe(86_400);
  });

  it('refuses what is not a whole number of seconds in that range, naming the setting', () => {
    for (const bad of ['0', '59', '86401', '-5', '1.5', 'hourly'])
      expect(() => loadConfig({ AREA_PASS_INTERVAL_SECONDS: bad })).toThrow(/AREA_PASS_INTERVAL_SECONDS/);
  });
});

describe('AREA_FIT_MEMO_LIMIT', () => {
  it('defaults to 65,536 fits, takes 0 and whole numbers, and refuses anything else, naming the setting', () => {
    expect(loadConfig({}).areaFitMemoLimit).toBe(65_536);
    expect(loadConfig({ AREA_FIT_MEMO_LIMIT: '0' }).areaFitMemoLimit).toBe(0);
    expect(loadConfig({ AREA_FIT_MEMO_LIMIT: ' 100000 ' }).areaFitMemoLimit).toBe(100_000);
    for (const bad of ['-1', '1.5', 'all'])
      expect(() => loadConfig({ AREA_FIT_MEMO_LIMIT: bad })).toThrow(/AREA_FIT_MEMO_LIMIT/);
  });
});

describe('REPORT_RETENTION_MONTHS', () => {
  it('defaults to 13 months, takes 0 (keep every report) and whole months, and refuses anything else', () => {
    expect(loadConfig({}).reportRetentionMonths).toBe(13);
    expect(loadConfig({ REPORT_RETENTION_MONTHS: '0' }).reportRetentionMonths).toBe(0);
    expect(loadConfig({ REPORT_RETENTION_MONTHS: '24' }).reportRetentionMonths).toBe(24);
    for (const bad of ['-1', '1.5', 'forever'])
      expect(() => loadConfig({ REPORT_RETENTION_MONTHS: bad })).toThrow(/REPORT_RETENTION_MONTHS/);
  });
});
