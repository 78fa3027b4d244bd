/** What the page and the drawing worker (paint.worker.ts) say to each other. */
export type ToPainter =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | {
      type: 'paint';
      seq: number;
      /** Canvas size in device pixels. */
      width: number;
      height: number;
      ratio: number;
      xy: Int32Array;
      codes: Uint8Array;
      count: number;
    };

/** `ms`: the worker's own time for the picture, from the message to the task after it (the frame's commit). */
export type FromPainter = { type: 'painted'; seq: number; ms: number };
