import { createECDH, randomBytes } from 'node:crypto';
import { hasValidPushKeys } from './keys';

const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('push subscription keys (issue 34, finding 4)', () => {
  it('accepts the keys a browser makes', () => {
    for (let i = 0; i < 20; i++) expect(hasValidPushKeys(browser())).toBe(true);
  });

  it('refuses a point off P-256, a compressed or short point, and an auth secret of the wrong length', () => {
    const good = browser();
    const point = Buffer.from(good.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] as number) ^ 1;
    const notUncompressed = Buffer.from(point);
    notUncompressed[0] = 0x05;
    for (const [name, keys] of [
      ['off the curve', { ...good, p256dh: offCurve.toString('base64url') }],
      ['not 0x04', { ...good, p256dh: notUncompressed.toString('base64url') }],
      ['64 bytes', { ...good, p256dh: point.subarray(0, 64).toString('base64url') }],
      ['all A', { ...good, p256dh: 'A'.repeat(87) }],
      ['auth 15 bytes', { ...good, auth: randomBytes(15).toString('base64url') }],
      ['auth 17 bytes', { ...good, auth: randomBytes(17).toString('base64url') }],
    ] as const) {
      expect({ name, ok: hasValidPushKeys(keys) }).toEqual({ name, ok: false });
    }
  });
});
