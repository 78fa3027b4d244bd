// Kept apart so tests can stand in for the bundler (import.meta, as in countries-asset.ts), and
// loaded on demand so the worker's code is no part of the first visit.
import { CrossOriginWorker } from './cross-origin-worker';
import { WorkerPainter } from './worker-painter';

/** Starts the drawing worker and hands it the canvas. */
export function startWorkerPainter(canvas: HTMLCanvasElement, onFail: () => void): WorkerPainter {
  const worker = new CrossOriginWorker(
    /* webpackChunkName: "map-painter" */ new URL('./paint.worker.ts', import.meta.url),
  );
  return new WorkerPainter(canvas, worker, onFail);
}
