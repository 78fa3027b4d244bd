import type { CanvasFrame, StampPlan } from './paint-plan';
import { paintStamps, SpriteSheet } from './stamp-painter';

/** Called once the picture is on the canvas, with the worker's own milliseconds (null when painted on the page). */
export type Painted = (workerMs: number | null) => void;

/** Puts a stamp plan on one canvas element. */
export interface Painter {
  readonly kind: 'page' | 'worker';
  readonly canvas: HTMLCanvasElement;
  paint(plan: StampPlan, frame: CanvasFrame, done: Painted): void;
  destroy(): void;
}

/** The canvas size in device pixels. */
export const devicePixels = (frame: CanvasFrame) => ({
  width: Math.round(frame.width * frame.ratio),
  height: Math.round(frame.height * frame.ratio),
});

/** Paints on the page's own thread: where OffscreenCanvas is missing, and until the worker is ready. */
export class PagePainter implements Painter {
  readonly kind = 'page';
  private readonly sheet = new SpriteSheet((width, height) => {
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    return c;
  });

  constructor(readonly canvas: HTMLCanvasElement) {}

  paint(plan: StampPlan, frame: CanvasFrame, done: Painted): void {
    const { width, height } = devicePixels(frame);
    paintStamps(this.canvas, width, height, frame.ratio, plan, this.sheet);
    done(null);
  }

  destroy(): void {}
}

/** True where a canvas can be handed to a worker. */
export function offscreenSupported(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}
