import { offscreenSupported } from './canvas-painters';
import type { FromPainter, ToPainter } from './paint-messages';
import type { StampPlan } from './paint-plan';
import { WorkerPainter } from './worker-painter';

/**
 * jsdom has neither Worker nor OffscreenCanvas: a stand-in for that browser boundary records what
 * the page posts and answers as paint.worker.ts does. The real worker runs in Chromium in the
 * map e2e specs and `npm run bench -w mfe-map`.
 */
class WorkerStandIn {
  onmessage: ((e: MessageEvent<FromPainter>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: { message: ToPainter; transfer: Transferable[] }[] = [];
  terminated = false;
  postMessage(message: ToPainter, transfer: Transferable[]) {
    this.posted.push({ message, transfer });
  }
  answer(seq: number, ms = 5) {
    this.onmessage?.({ data: { type: 'painted', seq, ms } } as MessageEvent<FromPainter>);
  }
  terminate() {
    this.terminated = true;
  }
}

const plan = (count: number): StampPlan => ({ xy: new Int32Array(count * 2), codes: new Uint8Array(count), count });
const frame = { x: 0, y: 0, width: 100, height: 50, ratio: 2 };

function setUp() {
  const worker = new WorkerStandIn();
  const canvas = document.createElement('canvas');
  const offscreen = { offscreen: true };
  Object.assign(canvas, { transferControlToOffscreen: () => offscreen });
  const failed = jest.fn();
  const painter = new WorkerPainter(canvas, worker as unknown as Worker, failed);
  return { worker, painter, offscreen, failed };
}

describe('WorkerPainter', () => {
  it('hands the canvas over, then posts each picture with its buffers transferred', () => {
    const { worker, painter, offscreen } = setUp();
    expect(worker.posted[0]).toEqual({ message: { type: 'canvas', canvas: offscreen }, transfer: [offscreen] });
    const p = plan(3);
    const done = jest.fn();
    painter.paint(p, frame, done);
    const { message, transfer } = worker.posted[1]!;
    expect(message).toMatchObject({ type: 'paint', seq: 1, width: 200, height: 100, ratio: 2, count: 3 });
    expect(transfer).toEqual([p.xy.buffer, p.codes.buffer]);
    expect(done).not.toHaveBeenCalled();
    worker.answer(1, 7);
    expect(done).toHaveBeenCalledWith(7);
  });

  it('keeps one picture in the worker: a newer one replaces any still waiting, and all settle with it', () => {
    const { worker, painter } = setUp();
    const calls: string[] = [];
    painter.paint(plan(1), frame, () => calls.push('a'));
    painter.paint(plan(2), frame, () => calls.push('b'));
    painter.paint(plan(3), frame, () => calls.push('c'));
    expect(worker.posted).toHaveLength(2);
    worker.answer(1);
    expect(calls).toEqual(['a']);
    expect(worker.posted).toHaveLength(3);
    expect(worker.posted[2]!.message).toMatchObject({ seq: 2, count: 3 });
    worker.answer(2);
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('reports a failing worker and stops it when destroyed', () => {
    const { worker, painter, failed } = setUp();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.onerror?.({ message: 'importScripts failed' } as ErrorEvent);
    expect(failed).toHaveBeenCalled();
    warn.mockRestore();
    painter.destroy();
    expect(worker.terminated).toBe(true);
  });

  it('is not offered where the browser cannot hand a canvas to a worker', () => {
    expect(offscreenSupported()).toBe(false);
  });
});
