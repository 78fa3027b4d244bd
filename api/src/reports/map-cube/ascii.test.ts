import fc from 'fast-check';
import { AsciiInts } from './ascii';

describe('AsciiInts', () => {
  it('writes any safe integers as the JSON array JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeInteger()), (values) => {
        const w = new AsciiInts();
        for (const v of values) w.int(v);
        expect(w.json().toString()).toBe(JSON.stringify(values));
      }),
    );
  });

  it('grows past its first buffer without losing what it wrote', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? -i : i * 1_000_003));
    const w = new AsciiInts();
    for (const v of values) w.int(v);
    expect(JSON.parse(w.json().toString())).toEqual(values);
  });

  it('writes an empty array', () => {
    expect(new AsciiInts().json().toString()).toBe('[]');
  });
});
