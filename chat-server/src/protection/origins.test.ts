import { DEFAULT_ORIGINS, isOriginAllowed, parseOrigins } from './origins';

describe('origin allow-list', () => {
  it('parses CORS_ORIGINS, defaulting to the local development origins', () => {
    expect(parseOrigins(' http://a.test/ , https://b.test ')).toEqual(['http://a.test', 'https://b.test']);
    expect(parseOrigins(undefined)).toBe(DEFAULT_ORIGINS);
    expect(parseOrigins('  ')).toBe(DEFAULT_ORIGINS);
  });
  it('allows listed origins, a wildcard, and non-browser requests without an Origin', () => {
    expect(isOriginAllowed(['http://a.test'], 'http://a.test')).toBe(true);
    expect(isOriginAllowed(['http://a.test'], 'http://evil.test')).toBe(false);
    expect(isOriginAllowed(['*'], 'http://any.test')).toBe(true);
    expect(isOriginAllowed(['http://a.test'], undefined)).toBe(true);
  });
});
