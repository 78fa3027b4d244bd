import { TtlMemo } from './clusters-cache';

describe('TtlMemo', () => {
  it('shares one computation among concurrent callers and reuses it within the TTL', async () => {
    const memo = new TtlMemo<number>(50);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute)])).toEqual([1, 1]);
    expect(await memo.get('a', compute)).toBe(1);
    expect(await memo.get('b', compute)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await memo.get('a', compute)).toBe(3);
  });

  it('never reuses a failure, and a TTL of 0 always recomputes', async () => {
    const memo = new TtlMemo<number>(1000);
    await expect(memo.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    expect(await memo.get('x', async () => 7)).toBe(7);
    const none = new TtlMemo<number>(0);
    let n = 0;
    await none.get('k', async () => ++n);
    await none.get('k', async () => ++n);
    expect(n).toBe(2);
  });
});
