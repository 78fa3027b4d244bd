import { createHmac } from 'node:crypto';
import { resolveParticipantSecret, weeklyPseudonym } from './pseudonym';

describe('weeklyPseudonym', () => {
  const secret = Buffer.from('x'.repeat(32));
  const key = 'AAAAAAAAAAAAAAAAAAAAAA';

  it('is the first 16 bytes of HMAC-SHA256(secret, key:week)', () => {
    const full = createHmac('sha256', secret).update(`${key}:2026-W48`).digest();
    expect(weeklyPseudonym(secret, key, '2026-W48')).toEqual(full.subarray(0, 16));
  });

  it('differs between weeks, keys and secrets, and is stable for one of each', () => {
    const a = weeklyPseudonym(secret, key, '2026-W48');
    expect(weeklyPseudonym(secret, key, '2026-W48')).toEqual(a);
    expect(weeklyPseudonym(secret, key, '2026-W49')).not.toEqual(a);
    expect(weeklyPseudonym(secret, `${key}B`, '2026-W48')).not.toEqual(a);
    expect(weeklyPseudonym(Buffer.from('y'.repeat(32)), key, '2026-W48')).not.toEqual(a);
  });
});

describe('resolveParticipantSecret', () => {
  it('uses PARTICIPANT_SECRET, refuses a short one, requires one in production and draws one per process otherwise', () => {
    expect(resolveParticipantSecret('s'.repeat(40), true).toString()).toBe('s'.repeat(40));
    expect(() => resolveParticipantSecret('short', false)).toThrow('at least 32 characters');
    expect(() => resolveParticipantSecret(undefined, true)).toThrow('PARTICIPANT_SECRET is required in production');
    const a = resolveParticipantSecret(undefined, false);
    expect(a).toHaveLength(32);
    expect(resolveParticipantSecret('  ', false)).not.toEqual(a);
  });
});
