/**
 * Push endpoints the API will POST to. A subscription names a URL the server
 * then calls, so only the browser vendors' push services are accepted (the
 * API must not be made to send requests to arbitrary hosts), on port 443 only.
 * PUSH_ENDPOINT_HOSTS replaces the list; an entry may name its port
 * (`host:8443`, or `host:*` for any: a test's local stand-in).
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  // URL leaves port empty for https's own 443.
  const port = url.port || '443';
  return hosts.some((pattern) => {
    const [, name = '', allowedPort = '443'] = /^(.*?)(?::(\d+|\*))?$/.exec(pattern.toLowerCase()) ?? [];
    if (allowedPort !== '*' && allowedPort !== port) return false;
    return name.startsWith('*.') ? host.endsWith(name.slice(1)) && host.length > name.length - 1 : host === name;
  });
}
