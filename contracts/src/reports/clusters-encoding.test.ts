import {
  decodeClusters,
  decodeClustersDelta,
  decodeTimelineDelta,
  MAX_CELLS_ACROSS,
  maxPrecisionForExtent,
} from './clusters-encoding';

describe('clusters answer encoding', () => {
  it('decodes rows to clusters, an unknown illness index to null', () => {
    expect(
      decodeClusters({
        precision: 1,
        illnesses: ['flu', 'dengue'],
        cells: [
          [19.1, 72.9, 40, 1],
          [-33.9, 151.2, 2, -1],
        ],
      }),
    ).toEqual([
      { latitude: 19.1, longitude: 72.9, count: 40, topIllness: 'dengue' },
      { latitude: -33.9, longitude: 151.2, count: 2, topIllness: null },
    ]);
  });
});

describe('delta encoding', () => {
  it('decodes clusters from coordinate differences in units of the precision', () => {
    expect(
      decodeClustersDelta({
        precision: 1,
        encoding: 'delta',
        illnesses: ['flu'],
        cells: [-339, 1512, 2, 0, 530, -783, 40, 0, 0, 1, 1, -1],
      }).cells,
    ).toEqual([
      [-33.9, 151.2, 2, 0],
      [19.1, 72.9, 40, 0],
      [19.1, 73, 1, -1],
    ]);
  });

  it('decodes a timeline cell by cell, each with its entries', () => {
    const t = decodeTimelineDelta({
      precision: 0,
      encoding: 'delta',
      first: '2026-11-01',
      days: 3,
      illnesses: ['flu', 'dengue'],
      cells: [19, 73, 2, 0, 1, 5, 2, 0, 1, 1, -1, 1, 1, 1, 3],
    });
    expect(t.cells).toEqual([
      [19, 73, 0, 1, 5],
      [19, 73, 2, 0, 1],
      [20, 72, 1, 1, 3],
    ]);
    // A cell announcing more entries than sent ends the rows.
    expect(decodeTimelineDelta({ ...t, encoding: 'delta', cells: [1, 1, 5, 0, 0, 1] }).cells).toEqual([]);
  });
});

describe('maxPrecisionForExtent', () => {
  it('keeps the cells across the longer side within MAX_CELLS_ACROSS', () => {
    expect(maxPrecisionForExtent([-180, -90, 180, 90])).toBe(0);
    expect(maxPrecisionForExtent([0, 0, 20, 10])).toBe(2);
    expect(maxPrecisionForExtent([0, 0, 20.5, 10])).toBe(1);
    expect(maxPrecisionForExtent([72.5, 18.8, 73.4, 19.3])).toBe(3);
    // A tall, narrow box is limited by its height.
    expect(maxPrecisionForExtent([0, -60, 0.1, 60])).toBe(1);
    for (const box of [
      [-180, -90, 180, 90],
      [10, 40, 13, 41],
      [170, -10, -170, 10],
    ] as const) {
      const p = maxPrecisionForExtent(box);
      const width = box[0] <= box[2] ? box[2] - box[0] : 360 - box[0] + box[2];
      if (p > 0) expect(Math.max(width, box[3] - box[1]) * 10 ** p).toBeLessThanOrEqual(MAX_CELLS_ACROSS);
    }
    // Across the antimeridian: 20 degrees wide, not 340.
    expect(maxPrecisionForExtent([170, -10, -170, 10])).toBe(2);
  });
});
