import { createPublicKey } from 'node:crypto';
import type { PushSubscriptionJson } from '@healthwatch/contracts';

/**
 * Whether a subscription's keys are what a browser makes (RFC 8291): p256dh an
 * uncompressed point on P-256 (65 bytes) and auth a 16-byte secret. Anything
 * else could never be encrypted to, so it is refused instead of stored.
 */
export function hasValidPushKeys(keys: PushSubscriptionJson['keys']): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    // OpenSSL refuses a JWK whose coordinates are off the curve.
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
