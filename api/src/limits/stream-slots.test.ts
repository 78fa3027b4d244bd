import { StreamSlots } from './stream-slots';

describe('StreamSlots', () => {
  it('refuses beyond the per-address share and the total, and frees a slot on release', () => {
    const slots = new StreamSlots(2, 3);
    const a1 = slots.acquire('a');
    const a2 = slots.acquire('a');
    expect(slots.acquire('a')).toBe('address');
    const b1 = slots.acquire('b');
    expect(slots.acquire('c')).toBe('total');
    expect(typeof a1).toBe('function');
    (a1 as () => void)();
    (a1 as () => void)(); // a second release frees nothing more
    expect(slots.open).toBe(2);
    expect(typeof slots.acquire('c')).toBe('function');
    expect(slots.acquire('d')).toBe('total');
    expect([typeof a2, typeof b1]).toEqual(['function', 'function']);
  });

  it('0 turns a limit off', () => {
    const slots = new StreamSlots(0, 0);
    for (let i = 0; i < 100; i++) expect(typeof slots.acquire('a')).toBe('function');
  });
});
