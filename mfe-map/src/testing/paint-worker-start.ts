// Test stand-in for markers/paint-worker-start.ts (which uses import.meta): jsdom has no workers.
import type { WorkerPainter } from '../markers/worker-painter';

export function startWorkerPainter(_canvas: HTMLCanvasElement, _onFail: () => void): WorkerPainter {
  throw new Error('no workers in jsdom');
}
