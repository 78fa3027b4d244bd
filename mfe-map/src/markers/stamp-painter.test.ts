import { STYLE_BY_CODE } from './marker-style';
import { planStamps } from './paint-plan';
import { paintStamps, type SpriteCanvas, SpriteSheet } from './stamp-painter';

/**
 * jsdom has no 2D canvas: a recording stand-in for that browser part. The drawing itself is
 * checked in Chromium by the map e2e specs and `npm run bench -w mfe-map`.
 */
function recordingCanvas(calls: string[], name = 'canvas'): SpriteCanvas {
  const ctx = new Proxy(
    {},
    {
      get:
        (_t, prop) =>
        (...args: unknown[]) =>
          calls.push(
            `${name}.${String(prop)}(${args.map((a) => (typeof a === 'object' ? (a as { id?: string }).id : a)).join(',')})`,
          ),
      set: (_t, prop, value) => {
        calls.push(`${name}.${String(prop)}=${value}`);
        return true;
      },
    },
  );
  return { id: name, width: 0, height: 0, getContext: () => ctx } as unknown as SpriteCanvas;
}

describe('paintStamps', () => {
  it('sizes and clears the canvas, then stamps each planned circle with its code’s sprite', () => {
    const calls: string[] = [];
    let made = 0;
    const sheet = new SpriteSheet((w, h) => {
      made += 1;
      const c = recordingCanvas([], `sprite${made}`);
      c.width = w;
      c.height = h;
      return c;
    });
    const canvas = recordingCanvas(calls);
    const frame = { x: 0, y: 0, width: 100, height: 100, ratio: 1 };
    const plan = planStamps(
      Float64Array.from([10, 20, 30]),
      Float64Array.from([10, 20, 30]),
      Uint8Array.from([1, 10, 1]),
      frame,
    );
    paintStamps(canvas, 100, 80, 1, plan, sheet);
    expect(canvas.width).toBe(100);
    expect(canvas.height).toBe(80);
    expect(calls.slice(0, 2)).toEqual(['canvas.setTransform(1,0,0,1,0,0)', 'canvas.clearRect(0,0,100,80)']);
    const r1 = STYLE_BY_CODE[1]!.radius + 2;
    const r10 = STYLE_BY_CODE[10]!.radius + 2;
    expect(calls.slice(2)).toEqual([
      `canvas.drawImage(sprite1,${10 - r1},${10 - r1})`,
      `canvas.drawImage(sprite1,${30 - r1},${30 - r1})`,
      `canvas.drawImage(sprite2,${20 - r10},${20 - r10})`,
    ]);
    // One sprite per code, drawn again only when the pixel ratio changes.
    expect(made).toBe(2);
    expect(sheet.get(1, 2)).not.toBe(sheet.get(1, 1));
  });
});
