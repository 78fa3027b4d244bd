import { canaryBasis, DEFAULT_CANARY_HEALTH, isCanaryFailing } from './canary-health';
import { isAllowedEntry, loadReleaseBaseUrls, parseEntryBase } from './entry-policy';
import { isValidReportToken, REPORT_TOKEN_WINDOW_MS, reportToken } from './report-tokens';

describe('release entry policy', () => {
  const bases = ['/releases', 'https://cdn.example/releases'].map(parseEntryBase);

  it("allows the remote's own folder under a base, and nothing that resolves elsewhere", () => {
    expect(isAllowedEntry('/releases/map/1.0.0/mf-manifest.json', 'map', bases)).toBe(true);
    expect(isAllowedEntry('https://cdn.example/releases/map/1.0.0/mf-manifest.json', 'map', bases)).toBe(true);
    for (const entry of [
      '//evil.example/m.json',
      '/\\evil.example/m.json',
      '/releases/map/..\\..\\x.json',
      '/releases/map/./x.json',
      '/releases/map/.hidden',
      '/releases/report/1.0.0/mf-manifest.json',
      '/releases/map/',
      'https://cdn.example/releases/map/1.0.0/m.json#x',
      'https://CDN.example/releases/map/1.0.0/m.json',
      'https://cdn.example:8443/releases/map/1.0.0/m.json',
    ])
      expect([entry, isAllowedEntry(entry, 'map', bases)]).toEqual([entry, false]);
  });

  it('refuses a base that is not a plain path or http(s) origin with a plain path', () => {
    for (const base of [
      '//cdn.example',
      'ftp://cdn.example/x',
      'https://u:p@cdn.example/x',
      'https://cdn.example/x?y',
      '/a/../b',
    ])
      expect(() => parseEntryBase(base)).toThrow(/release base/);
    expect(loadReleaseBaseUrls({})).toEqual(['/releases']);
    expect(() => loadReleaseBaseUrls({ RELEASE_BASE_URLS: '/releases,//evil.example' })).toThrow(/release base/);
  });
});

describe('report tokens', () => {
  const now = 1_800_000_000_000;

  it('are accepted for their release in their window and the next, and refused otherwise', () => {
    const token = reportToken('secret', 'map', '1.1.0', now);
    expect(isValidReportToken('secret', 'map', '1.1.0', token, now)).toBe(true);
    expect(isValidReportToken('secret', 'map', '1.1.0', token, now + REPORT_TOKEN_WINDOW_MS)).toBe(true);
    expect(isValidReportToken('secret', 'map', '1.1.0', token, now + 2 * REPORT_TOKEN_WINDOW_MS)).toBe(false);
    expect(isValidReportToken('secret', 'map', '1.0.0', token, now)).toBe(false);
    expect(isValidReportToken('secret', 'report', '1.1.0', token, now)).toBe(false);
    expect(isValidReportToken('other secret', 'map', '1.1.0', token, now)).toBe(false);
    expect(isValidReportToken('secret', 'map', '1.1.0', `${token}x`, now)).toBe(false);
  });
});

describe('canary verdict', () => {
  const verdict = (errors: number, loads: number, share: number) =>
    isCanaryFailing(canaryBasis({ errors, loads, share }, DEFAULT_CANARY_HEALTH));

  it('needs minErrors errors and, with loads counted, an error rate at the limit', () => {
    expect(verdict(19, 0, 0.1)).toBe(false);
    expect(verdict(20, 0, 0.1)).toBe(true);
    expect(verdict(20, 4000, 0.1)).toBe(true); // 20 in 400 expected canary loads: 0.05
    expect(verdict(20, 4001, 0.1)).toBe(false);
    expect(verdict(100, 100_000, 0.01)).toBe(true);
    expect(verdict(40, 100_000, 0.01)).toBe(false);
  });
});
