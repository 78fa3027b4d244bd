import { DEFAULT_PUSH_ENDPOINT_HOSTS, isAllowedEndpoint } from './endpoint-policy';

describe('push endpoint policy', () => {
  it('accepts the browser vendors’ push services over https', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QOb',
    ]) {
      expect({ url, ok: isAllowedEndpoint(url, DEFAULT_PUSH_ENDPOINT_HOSTS) }).toEqual({ url, ok: true });
    }
  });

  it('refuses other hosts, plain http, credentials and look-alike names', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1:9/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect({ url, ok: isAllowedEndpoint(url, DEFAULT_PUSH_ENDPOINT_HOSTS) }).toEqual({ url, ok: false });
    }
  });

  it('refuses any port but 443 on a vendor host (issue 34, finding 4)', () => {
    for (const url of [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:80/fcm/send/abc',
      'https://web.push.apple.com:22/QOb',
    ]) {
      expect({ url, ok: isAllowedEndpoint(url, DEFAULT_PUSH_ENDPOINT_HOSTS) }).toEqual({ url, ok: false });
    }
    expect(isAllowedEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
  });

  it('takes a configured host list (a stand-in on this machine) with its port, still over https only', () => {
    expect(isAllowedEndpoint('https://127.0.0.1:4321/push/1', ['127.0.0.1'])).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:4321/push/1', ['127.0.0.1:4321'])).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:4322/push/1', ['127.0.0.1:4321'])).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:4321/push/1', ['127.0.0.1:*'])).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:4321/push/1', ['127.0.0.1:*'])).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/x', ['127.0.0.1'])).toBe(false);
  });
});
