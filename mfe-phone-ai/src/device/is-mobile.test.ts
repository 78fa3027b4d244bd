import { isMobileUserAgent, telHref } from './is-mobile';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36',
  kaios:
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i; Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
};

describe('isMobileUserAgent', () => {
  it.each([UA.android, UA.iphone, UA.kaios])('treats %s as mobile', (ua) => expect(isMobileUserAgent(ua)).toBe(true));
  it.each([UA.windows, UA.linux, UA.ipadOs])('treats %s as desktop without touch', (ua) =>
    expect(isMobileUserAgent(ua)).toBe(false),
  );
  it('recognises an iPad that reports a Mac user agent by its touch points', () => {
    expect(isMobileUserAgent(UA.ipadOs, 5)).toBe(true);
    expect(isMobileUserAgent(UA.windows, 10)).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps + and digits only', () => {
    expect(telHref('+1-555-0100')).toBe('tel:+15550100');
    expect(telHref(' (022) 2266 1234 ')).toBe('tel:02222661234');
  });
});
