import { STYLE_BY_CODE } from './marker-style';
import { type StampPlan, SPRITE_MARGIN } from './paint-plan';

/** A canvas a sprite can live on: a DOM canvas on the page, an OffscreenCanvas in the worker. */
export type SpriteCanvas = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * One pre-drawn circle per style code at the current pixel ratio. Copying pixels is far cheaper
 * than rasterising tens of thousands of anti-aliased arcs.
 */
export class SpriteSheet {
  private sprites: (SpriteCanvas | null)[] = [];
  private ratio = 0;

  constructor(private readonly makeCanvas: (width: number, height: number) => SpriteCanvas) {}

  get(code: number, ratio: number): SpriteCanvas | null {
    if (ratio !== this.ratio) {
      this.sprites = [];
      this.ratio = ratio;
    }
    let sprite = this.sprites[code];
    if (sprite === undefined) {
      sprite = this.draw(code, ratio);
      this.sprites[code] = sprite;
    }
    return sprite;
  }

  /** A circle as Leaflet would draw it (0.6 fill, 2 px outline). */
  private draw(code: number, ratio: number): SpriteCanvas | null {
    const style = STYLE_BY_CODE[code];
    if (!style) return null;
    const { colour, radius } = style;
    const side = Math.ceil((radius + SPRITE_MARGIN) * 2 * ratio);
    const sprite = this.makeCanvas(side, side);
    const c = sprite.getContext('2d') as Context2D | null;
    if (!c) return null;
    c.scale(ratio, ratio);
    c.beginPath();
    c.arc(radius + SPRITE_MARGIN, radius + SPRITE_MARGIN, radius, 0, Math.PI * 2);
    c.globalAlpha = 0.6;
    c.fillStyle = colour;
    c.fill();
    c.globalAlpha = 1;
    c.lineWidth = 2;
    c.strokeStyle = colour;
    c.stroke();
    return sprite;
  }
}

/**
 * Clears the canvas and stamps every planned circle. The one drawing routine: the worker runs it
 * on its OffscreenCanvas, the page on its own canvas where OffscreenCanvas is missing.
 */
export function paintStamps(
  canvas: SpriteCanvas,
  width: number,
  height: number,
  ratio: number,
  plan: StampPlan,
  sheet: SpriteSheet,
): void {
  // Setting a canvas's size reallocates and clears its pixels: only when the size changed.
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const { xy, codes, count } = plan;
  for (let i = 0; i < count; i++) {
    const sprite = sheet.get(codes[i]!, ratio);
    if (sprite) ctx.drawImage(sprite, xy[2 * i]!, xy[2 * i + 1]!);
  }
}
