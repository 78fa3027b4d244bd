// The map's drawing thread: stamps the clusters on the canvas the page handed over
// (transferControlToOffscreen), so a slider step costs the page only a message.
import type { FromPainter, ToPainter } from './paint-messages';
import { paintStamps, SpriteSheet } from './stamp-painter';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<ToPainter>) => void) | null;
  postMessage(message: FromPainter): void;
};
const sheet = new SpriteSheet((width, height) => new OffscreenCanvas(width, height));
let canvas: OffscreenCanvas | null = null;
// The placeholder canvas shows the picture once the task that drew it ends; a message to
// ourselves runs after that, so the time reported includes the commit.
const after = new MessageChannel();
const waiting: { seq: number; t0: number }[] = [];
after.port1.onmessage = () => {
  const job = waiting.shift();
  if (job) scope.postMessage({ type: 'painted', seq: job.seq, ms: performance.now() - job.t0 });
};

scope.onmessage = ({ data }) => {
  if (data.type === 'canvas') {
    canvas = data.canvas;
    return;
  }
  const t0 = performance.now();
  if (canvas) paintStamps(canvas, data.width, data.height, data.ratio, data, sheet);
  waiting.push({ seq: data.seq, t0 });
  after.port2.postMessage(null);
};
