import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Twilio-Signature scheme (also used by compatible providers): base64 of
 * HMAC-SHA1, keyed with the account's auth token, over the full request URL
 * followed by every POST parameter name and value, names sorted.
 */
export function expectedSignature(authToken: string, url: string, params: Record<string, unknown>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => {
        const v = params[k];
        return Array.isArray(v) ? v.map((x) => k + String(x)).join('') : k + String(v ?? '');
      })
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isValidSignature(
  authToken: string,
  url: string,
  params: Record<string, unknown>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(expectedSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
