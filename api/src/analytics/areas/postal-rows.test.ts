import { PostalRows } from './postal-rows';

const int4s = (values: number[]) => {
  const b = new Uint8Array(4 * values.length);
  const v = new DataView(b.buffer);
  for (const [j, x] of values.entries()) v.setInt32(4 * j, x);
  return b;
};

describe('PostalRows', () => {
  it("groups rows read in day order by key, keys in the table's order, each key's rows kept in read order", () => {
    const rows = new PostalRows();
    const read: [string, string, number, number, number][] = [];
    // Three days, keys in a different order each day, one key ("b") in two countries.
    for (const [day, keys] of [
      [100, ['IN|b', 'GB|a', 'IN|a1', 'IN|A 1']],
      [101, ['IN|A 1', 'IN|b', 'GB|b']],
      [102, ['GB|a', 'IN|a1', 'IN|b', 'GB|b']],
    ] as const)
      for (const [j, ck] of keys.entries()) {
        const [country, key] = ck.split('|') as [string, string];
        read.push([country, key, day, j % 3, day + j]);
        rows.push(country, key, day, j % 3, day + j);
      }
    rows.groupByKey();
    const keys = rows.keys.map((k, p) => `${rows.countries[p]}|${k}`);
    expect(keys).toEqual(['GB|a', 'GB|b', 'IN|A 1', 'IN|a1', 'IN|b']);
    const got = Array.from({ length: rows.length }, (_, r) => [
      keys[rows.pin[r]!],
      rows.day[r],
      rows.illness[r],
      rows.count[r],
    ]);
    // A stable sort of what was read, by key.
    const want = read
      .map(([c, k, d, i, n]) => [`${c}|${k}`, d, i, n] as const)
      .sort((a, b) => keys.indexOf(a[0]) - keys.indexOf(b[0]));
    expect(got).toEqual(want);
    expect(rows.day.length).toBe(rows.length);
  });

  it('refuses a page whose texts split into more parts than it has rows', () => {
    const page = { c: 'IN\x1fIN', k: '400001\x1f4000\x1f01', d: int4s([1, 2]), i: int4s([1, 1]), n: int4s([3, 4]) };
    expect(() => new PostalRows().pushPage(page)).toThrow(/U\+001F/);
    const rows = new PostalRows();
    rows.pushPage({ ...page, k: '400001\x1f400002' });
    expect([rows.length, rows.keys, Array.from(rows.count.subarray(0, 2))]).toEqual([2, ['400001', '400002'], [3, 4]]);
  });
});
