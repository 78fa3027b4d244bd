import { expectedSignature, isValidSignature } from './signature';

// The worked example published with the provider's request-validation docs.
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('request signature', () => {
  it('matches the published example', () => {
    expect(expectedSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidSignature(TOKEN, URL, PARAMS, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('rejects a changed parameter, URL, token or a missing header', () => {
    const sig = expectedSignature(TOKEN, URL, PARAMS);
    expect(isValidSignature(TOKEN, URL, { ...PARAMS, Digits: '9' }, sig)).toBe(false);
    expect(isValidSignature(TOKEN, `${URL}&x=1`, PARAMS, sig)).toBe(false);
    expect(isValidSignature('other', URL, PARAMS, sig)).toBe(false);
    expect(isValidSignature(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isValidSignature(TOKEN, URL, PARAMS, 'short')).toBe(false);
  });
});
