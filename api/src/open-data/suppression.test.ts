import { SMALL_CELL_MAX, type SuppressedGroup, suppressGroup } from './suppression';

/**
 * What someone holding only the published rows can say about each withheld
 * cell: its smallest and largest possible value. Computed independently of
 * the rule above, from the published figures alone.
 */
function attackerBounds(group: SuppressedGroup): Array<{ min: number; max: number }> {
  const hidden = group.cells.filter((c) => c.suppressed);
  const known = group.cells.filter((c) => !c.suppressed).reduce((s, c) => s + c.count, 0);
  return hidden.map(() => {
    if (group.totalSuppressed) return { min: 1, max: Number.POSITIVE_INFINITY };
    const left = group.total - known;
    return { min: 1, max: left - (hidden.length - 1) };
  });
}

function group(entries: Array<[string, number]>) {
  return suppressGroup({ cells: new Map(entries) });
}

describe('small-cell suppression', () => {
  it('publishes counts above 10 and withholds 1 to 10', () => {
    const g = group([
      ['flu', 40],
      ['dengue', 25],
    ]);
    expect(g.totalSuppressed).toBe(false);
    expect(g.cells.every((c) => !c.suppressed)).toBe(true);

    const small = group([['flu', 10]]);
    expect(small.cells[0]!.suppressed).toBe(true);
    expect(small.totalSuppressed).toBe(true);
  });

  it('withholds a second cell when one small cell could be recovered from the total', () => {
    const g = group([
      ['flu', 40],
      ['dengue', 25],
      ['malaria', 3],
    ]);
    expect(g.totalSuppressed).toBe(false);
    const hidden = g.cells.filter((c) => c.suppressed).map((c) => c.key);
    // dengue is the smallest published cell, so it is the one withheld beside malaria.
    expect(hidden.sort()).toEqual(['dengue', 'malaria']);
  });

  it('withholds the total when no published cell is left to hide small ones behind', () => {
    const g = group([
      ['flu', 1],
      ['dengue', 1],
      ['covid', 1],
      ['malaria', 1],
      ['typhoid', 1],
      ['chikungunya', 1],
      ['other', 1],
      ['unknown', 5],
    ]);
    expect(g.total).toBe(12);
    expect(g.totalSuppressed).toBe(true);
  });

  it('never depends on the order the cells arrive in', () => {
    const a = group([
      ['flu', 12],
      ['dengue', 12],
      ['covid', 2],
    ]);
    const b = group([
      ['covid', 2],
      ['dengue', 12],
      ['flu', 12],
    ]);
    const hidden = (g: SuppressedGroup) =>
      g.cells
        .filter((c) => c.suppressed)
        .map((c) => c.key)
        .sort();
    expect(hidden(a)).toEqual(hidden(b));
  });

  it('on 20,000 random groups: no published cell from 1 to 10, and no withheld cell can be shown to be small', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const published: number[] = [];
    const narrowed: number[] = [];
    const keys = ['flu', 'dengue', 'covid', 'malaria', 'typhoid', 'chikungunya', 'other', 'unknown'];
    for (let i = 0; i < 20_000; i++) {
      const entries: Array<[string, number]> = [];
      for (const key of keys) {
        const r = random();
        // Mostly small counts, some zeros, some large: the hard cases.
        const count = r < 0.3 ? 0 : r < 0.8 ? 1 + Math.floor(random() * 12) : Math.floor(random() * 200);
        if (count > 0) entries.push([key, count]);
      }
      if (entries.length === 0) continue;
      const g = group(entries);
      for (const c of g.cells) {
        if (!c.suppressed && c.count <= SMALL_CELL_MAX) published.push(c.count);
      }
      if (!g.totalSuppressed && g.total <= SMALL_CELL_MAX) published.push(g.total);
      for (const bound of attackerBounds(g)) {
        // The published figures must leave every withheld cell free to be larger than 10.
        if (bound.max <= SMALL_CELL_MAX) narrowed.push(bound.max);
      }
    }
    expect(published).toEqual([]);
    expect(narrowed).toEqual([]);
  });
});
