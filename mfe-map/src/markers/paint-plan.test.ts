import { styleCode } from './marker-style';
import { hitTest, planStamps, radiusOfCode, SPRITE_MARGIN } from './paint-plan';

const frame = { x: -100, y: -50, width: 1000, height: 600, ratio: 2 };

describe('paint plan', () => {
  it('orders the circles lightest colour band first, keeping their order within a band', () => {
    const counts = [1, 9, 5, 2, 30, 7, 3];
    const codes = Uint8Array.from(counts, styleCode);
    const xs = Float64Array.from(counts, (_, i) => i * 10);
    const ys = new Float64Array(counts.length);
    const plan = planStamps(xs, ys, codes, frame);
    expect(plan.count).toBe(7);
    // green 1, 2; yellow 3; orange 5; red 7; dark red 9, 30 (one code from 10 up)
    expect([...plan.codes]).toEqual([1, 2, 3, 5, 7, 9, 10]);
    const xOf = (k: number) => plan.xy[2 * k];
    const r = radiusOfCode(1);
    expect(xOf(0)).toBe(Math.round((0 - r - SPRITE_MARGIN + 100) * 2));
    expect(xOf(1)).toBe(Math.round((30 - r - SPRITE_MARGIN + 100) * 2));
    expect(plan.xy[1]).toBe(Math.round((0 - r - SPRITE_MARGIN + 50) * 2));
    expect(xOf(6)).toBe(Math.round((40 - radiusOfCode(10) - SPRITE_MARGIN + 100) * 2));
  });

  it('leaves out circles wholly outside the canvas and keeps those that overlap its edge', () => {
    const codes = Uint8Array.from([1, 1, 1, 10]);
    const xs = Float64Array.from([-100 - radiusOfCode(1) - 1, -100 - radiusOfCode(1) + 1, 900 + 1, 400]);
    const ys = Float64Array.from([0, 0, 0, 550 + radiusOfCode(10) + 1]);
    const plan = planStamps(xs, ys, codes, frame);
    expect(plan.count).toBe(2);
    expect(plan.xy.length).toBe(4);
    expect(plan.codes.length).toBe(2);
    expect(planStamps(new Float64Array(0), new Float64Array(0), new Uint8Array(0), frame).count).toBe(0);
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
