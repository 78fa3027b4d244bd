import { devicePixels, type Painted, type Painter } from './canvas-painters';
import type { FromPainter, ToPainter } from './paint-messages';
import type { CanvasFrame, StampPlan } from './paint-plan';

interface Job {
  plan: StampPlan;
  frame: CanvasFrame;
  /** The job's own callback last: earlier, replaced pictures settle with it. */
  dones: Painted[];
}

/**
 * Hands the canvas to the drawing worker (paint.worker.ts); each picture is one message whose
 * two buffers are transferred, not copied. One picture is in the worker at a time: a newer one
 * replaces any still waiting, so a fast drag never queues pictures the worker would paint late.
 */
export class WorkerPainter implements Painter {
  readonly kind = 'worker';
  private seq = 0;
  private inFlight: Job | null = null;
  private next: Job | null = null;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly worker: Worker,
    onFail: () => void,
  ) {
    worker.onmessage = ({ data }: MessageEvent<FromPainter>) => {
      const job = this.inFlight;
      if (!job || data.seq !== this.seq) return;
      this.inFlight = null;
      if (this.next) this.send(this.next);
      for (const done of job.dones) done(data.ms);
    };
    worker.onerror = (e) => {
      console.warn('The map drawing worker failed; drawing on the page instead', e.message);
      onFail();
    };
    const offscreen = canvas.transferControlToOffscreen();
    this.post({ type: 'canvas', canvas: offscreen }, [offscreen]);
  }

  paint(plan: StampPlan, frame: CanvasFrame, done: Painted): void {
    const job: Job = { plan, frame, dones: [...(this.next?.dones ?? []), done] };
    if (this.inFlight) this.next = job;
    else this.send(job);
  }

  destroy(): void {
    this.worker.terminate();
    this.inFlight = null;
    this.next = null;
  }

  private send(job: Job): void {
    this.inFlight = job;
    this.next = null;
    const { xy, codes, count } = job.plan;
    this.post(
      { type: 'paint', seq: ++this.seq, ...devicePixels(job.frame), ratio: job.frame.ratio, xy, codes, count },
      [xy.buffer, codes.buffer],
    );
  }

  private post(message: ToPainter, transfer: Transferable[]): void {
    this.worker.postMessage(message, transfer);
  }
}
