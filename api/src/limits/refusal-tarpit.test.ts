import { refusalDelayMs } from './refusal-tarpit';

describe('refusalDelayMs', () => {
  const config = { free: 3, maxDelayMs: 1000, windowMs: 10_000 };

  it('holds nothing back while the refusals are free, then doubles from 10 ms up to the cap', () => {
    expect([1, 2, 3].map((n) => refusalDelayMs(n, config))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7, 8, 9, 10].map((n) => refusalDelayMs(n, config))).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(refusalDelayMs(11, config)).toBe(1000);
    expect(refusalDelayMs(1_000_000, config)).toBe(1000);
  });

  it('a cap of 0 turns it off', () => {
    expect(refusalDelayMs(1_000, { ...config, maxDelayMs: 0 })).toBe(0);
  });
});
