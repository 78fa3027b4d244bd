import { groupReports } from './group-reports';
import { hitTest, paintBands } from './paint-plan';
import type { MarkerGroup } from './group-reports';

const group = (count: number): MarkerGroup => ({
  key: String(count),
  latitude: 0,
  longitude: 0,
  count,
  topIllness: null,
});

describe('paint plan', () => {
  it('puts each group in its colour band, lightest band painted first', () => {
    const bands = paintBands([group(1), group(9), group(5), group(2), group(30)]);
    expect(bands.map((b) => b.colour)).toEqual(['#90ee90', '#ffff00', '#ffa500', '#ff0000', '#8b0000']);
    expect(bands[0]!.members).toEqual([0, 3]);
    expect(bands[2]!.members).toEqual([2]);
    expect(bands[4]!.members).toEqual([1, 4]);
    expect(groupReports([])).toEqual([]);
  });

  it('finds the circle under the pointer, preferring the smaller of overlapping circles', () => {
    const xs = Float64Array.from([100, 105, 300]);
    const ys = Float64Array.from([100, 100, 300]);
    const radii = Float64Array.from([25, 8, 10]);
    expect(hitTest(xs, ys, radii, 104, 101)).toBe(1);
    expect(hitTest(xs, ys, radii, 82, 100)).toBe(0);
    expect(hitTest(xs, ys, radii, 200, 200)).toBe(-1);
    expect(hitTest(xs, ys, radii, 311, 300)).toBe(-1);
    expect(hitTest(xs, ys, radii, 311, 300, 2)).toBe(2);
  });
});
