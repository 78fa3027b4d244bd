import { TtlMemo } from './ttl-memo';

// A controlled clock: on a loaded machine real sleeps overshoot short TTLs.
let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('TtlMemo', () => {
  it('shares one computation among concurrent callers and reuses it within the TTL', async () => {
    const memo = new TtlMemo<number>(50);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute)])).toEqual([1, 1]);
    expect(await memo.get('a', compute)).toBe(1);
    expect(await memo.get('b', compute)).toBe(2);
    now += 60;
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

describe('TtlMemo with an insert generation', () => {
  it('reuses an answer past the TTL until an insert happens, at most maxAgeMs', async () => {
    let gen = 0;
    const memo = new TtlMemo<number>(20, { generation: () => gen, maxAgeMs: 150 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo.get('a', compute)).toBe(1);
    now += 40;
    expect(await memo.get('a', compute)).toBe(1);
    gen++;
    expect(await memo.get('a', compute)).toBe(2);
    now += 170;
    expect(await memo.get('a', compute)).toBe(3);
  });

  it('counts an insert made while the answer was computed as a change', async () => {
    let gen = 0;
    const memo = new TtlMemo<number>(10, { generation: () => gen });
    let calls = 0;
    expect(
      await memo.get('a', async () => {
        gen++;
        return ++calls;
      }),
    ).toBe(1);
    now += 20;
    expect(await memo.get('a', async () => ++calls)).toBe(2);
  });

  it('with a TTL of 0 never reuses, whatever the generation', async () => {
    const memo = new TtlMemo<number>(0, { generation: () => 0 });
    let n = 0;
    await memo.get('k', async () => ++n);
    await memo.get('k', async () => ++n);
    expect(n).toBe(2);
  });
});
