import { ReplayGuard } from './replay-guard';

describe('ReplayGuard', () => {
  it('refuses an identical request, and any request of a call older than the longest call', () => {
    let now = 0;
    const guard = new ReplayGuard({ maxCallMs: 60_000, memoryMs: 3_600_000, maxCalls: 100, now: () => now });
    expect(guard.check('CA1', '/voice', { CallSid: 'CA1', Digits: '1' })).toBe('fresh');
    expect(guard.check('CA1', '/voice', { Digits: '1', CallSid: 'CA1' })).toBe('replayed');
    expect(guard.check('CA1', '/voice/answer', { CallSid: 'CA1', Digits: '1' })).toBe('fresh');
    now = 61_000;
    expect(guard.check('CA1', '/voice/answer', { CallSid: 'CA1', Digits: '2' })).toBe('call-too-old');
    expect(guard.check('CA2', '/voice', { CallSid: 'CA2' })).toBe('fresh');
  });

  it('lets a call claim one alert', () => {
    const guard = new ReplayGuard({ maxCallMs: 60_000, memoryMs: 60_000, maxCalls: 10 });
    expect(guard.claimAlert('CA1')).toBe(true);
    expect(guard.claimAlert('CA1')).toBe(false);
    expect(guard.claimAlert('CA2')).toBe(true);
  });

  it('stays bounded: the oldest calls are forgotten past maxCalls', () => {
    const guard = new ReplayGuard({ maxCallMs: 60_000, memoryMs: 60_000, maxCalls: 10 });
    for (let i = 0; i < 1000; i++) guard.check(`CA${i}`, '/voice', { CallSid: `CA${i}` });
    expect(guard.check('CA0', '/voice', { CallSid: 'CA0' })).toBe('fresh');
  });
});
